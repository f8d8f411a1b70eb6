import React, { forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { htmlLang, languageOr, localizedPath, type Language } from '../i18n/languages';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path without language prefix; the link adds the current language's. */
  to: string;
  /** Another language than the page's: the link leads to that language's page and says so (`hreflang`). */
  language?: Language;
}

/** Gatsby's Link forwards its ref to the anchor, which its published class typing does not say. */
const Anchor = GatsbyLink as unknown as ComponentType<LinkProps & { ref?: Ref<HTMLAnchorElement> }>;

/**
 * A link inside the site, in the page's language (or `language`'s): Gatsby's Link, so the target is
 * prefetched and followed without a page load. Unlike gatsby-plugin-react-i18next's Link it names the
 * language only when it differs from the page's: an `hreflang="zh"` on each of a page's hundred links
 * said nothing a crawler could not read from `<html lang>`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, language, ...rest }, ref) {
  const context = useContext(I18nextContext);
  const pageLang = languageOr(context.language);
  const lang = language ?? pageLang;
  return <Anchor {...rest} ref={ref} to={localizedPath(to, lang)} hrefLang={lang === pageLang ? undefined : htmlLang(lang)} />;
});
