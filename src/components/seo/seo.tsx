import React from 'react';
import type { HeadProps } from 'gatsby';
import { siteConfig } from '../../../site.config';
import { LANGUAGES, htmlLang, localizedPath, type Language } from '../../i18n/languages';
import { localeString, type I18nPageContext, type LocalesData } from '../../lib/i18n-data';

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

const absolute = (path: string) => `${siteConfig.siteUrl}${path === '/' ? '' : path}`;

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
      <meta property="og:locale" content={lang === 'zh' ? 'zh_CN' : 'en_US'} />
      <meta property="og:locale:alternate" content={lang === 'zh' ? 'en_US' : 'zh_CN'} />
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
