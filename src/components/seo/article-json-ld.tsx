import React from 'react';
import { siteConfig } from '../../../site.config';
import { htmlLang, localizedPath, type Language } from '../../i18n/languages';
import { Seo, titled } from './seo';

export interface ArticleJsonLdProps {
  lang: Language;
  originalPath: string;
  headline: string;
  description: string;
  datePublished: string;
  /** A person (an expert, a blog author); news items are by the organisation. */
  author?: string | null;
  keywords?: readonly string[];
}

/** schema.org Article data for news, blog and expert articles (search engines' article results). */
export function ArticleJsonLd({ lang, originalPath, headline, description, datePublished, author, keywords }: ArticleJsonLdProps) {
  const organisation = { '@type': 'Organization', name: siteConfig.brand[lang], url: siteConfig.siteUrl };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    datePublished,
    inLanguage: htmlLang(lang),
    mainEntityOfPage: `${siteConfig.siteUrl}${localizedPath(originalPath, lang)}`,
    author: author ? { '@type': 'Person', name: author } : organisation,
    publisher: organisation,
    ...(keywords && keywords.length > 0 ? { keywords: keywords.join(',') } : {}),
  };
  // '<' escaped so a title can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** An article page's whole Head: its meta tags (type article, keywords) and its schema.org Article data. */
export function ArticleHead(props: ArticleJsonLdProps) {
  return (
    <>
      <Seo
        lang={props.lang}
        originalPath={props.originalPath}
        type="article"
        seo={{ title: titled(props.headline, props.lang), description: props.description, keyword: (props.keywords ?? []).join(',') }}
      />
      <ArticleJsonLd {...props} />
    </>
  );
}
