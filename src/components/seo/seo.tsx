import React from 'react';
import type { HeadProps } from 'gatsby';
import { siteConfig } from '../../../site.config';
import { LANGUAGES, LANGUAGE_FACTS, htmlLang, localizedPath, type Language } from '../../i18n/languages';
import { localeString, type I18nPageContext, type LocalesData } from '../../lib/i18n-data';
import { listPagePath, pageCountOf } from '../../lib/listing';

export interface SeoEntry {
  title: string;
  description: string;
  keyword?: string;
}

export interface SeoProps {
  lang: Language;
  /** The page's path without its language prefix. */
  originalPath: string;
  seo: SeoEntry;
  /** Where the canonical URL points when it is not the page itself (e.g. /help → its first article). */
  canonicalPath?: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
}

/**
 * The absolute URL of a path, spelled as the sitemap spells it: no trailing slash (`trailingSlash: 'never'`)
 * except the root itself, which is `https://host/` (an HTTP path is never empty).
 */
export const absoluteUrl = (path: string) => `${siteConfig.siteUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
const absolute = absoluteUrl;

/**
 * The <head> of a page, for Gatsby's Head API: localized title, description and keywords, canonical URL,
 * hreflang for zh, en and x-default (the page itself included), Open Graph. Strings come from the page
 * query's data, because useTranslation does not work inside Head with gatsby-plugin-react-i18next.
 */
export function Seo({ lang, originalPath, seo, canonicalPath, noindex, image, type = 'website' }: SeoProps) {
  const self = localizedPath(originalPath, lang);
  const canonical = absolute(canonicalPath ?? self);
  return (
    <>
      <html lang={htmlLang(lang)} />
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {seo.keyword && <meta name="keywords" content={seo.keyword} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={htmlLang(l)} href={absolute(localizedPath(originalPath, l))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(localizedPath(originalPath, 'zh'))} />
      <meta property="og:site_name" content={siteConfig.brand[lang]} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={LANGUAGE_FACTS[lang].ogLocale} />
      {LANGUAGES.filter((l) => l !== lang).map((l) => (
        <meta key={l} property="og:locale:alternate" content={LANGUAGE_FACTS[l].ogLocale} />
      ))}
      {image && <meta property="og:image" content={image.startsWith('http') ? image : absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#0b1f44" />
    </>
  );
}

/** "Article title - Brand": detail pages name themselves, then the product (SPEC 2.8: the product name). */
export const titled = (title: string, lang: Language) => `${title} - ${siteConfig.brand[lang]}`;

/**
 * The Head of a page whose title and description are its own UI strings: `${keyPrefix}title` and
 * `${keyPrefix}lead` of namespace `ns`, read from the page query's locales (the lists, about, careers).
 */
export function localeHead(originalPath: string, ns: string, keyPrefix = '') {
  return function LocaleHead({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) {
    return (
      <Seo
        lang={pageContext.language}
        originalPath={originalPath}
        seo={{
          title: titled(localeString(data, ns, `${keyPrefix}title`), pageContext.language),
          description: localeString(data, ns, `${keyPrefix}lead`),
        }}
      />
    );
  };
}

/**
 * The Head of a paged list (`/news`, `/news/page/2`…): `localeHead`'s title and description, each page its
 * own canonical (page N names itself), and links to the previous and next pages. `count` reads how many
 * items the list has from the page query's data.
 */
export function listHead<D extends LocalesData>(base: string, ns: string, count: (data: D) => number, perPage: number) {
  return function ListHead({ data, pageContext }: HeadProps<D, I18nPageContext>) {
    const lang = pageContext.language;
    const page = pageContext.listPage ?? 1;
    const pages = pageCountOf(count(data), perPage);
    const href = (n: number) => absoluteUrl(localizedPath(listPagePath(base, n), lang));
    const title = localeString(data, ns, 'title');
    const numbered = page > 1 ? `${title} · ${localeString(data, 'common', 'list.page').replace('{{page}}', String(page))}` : title;
    return (
      <>
        <Seo
          lang={lang}
          originalPath={listPagePath(base, page)}
          seo={{ title: titled(numbered, lang), description: localeString(data, ns, 'lead') }}
        />
        {page > 1 && <link rel="prev" href={href(page - 1)} />}
        {page < pages && <link rel="next" href={href(page + 1)} />}
      </>
    );
  };
}
