import React from 'react';
import type { HeadProps } from 'gatsby';
import { siteConfig } from '../../../site.config';
import { Seo, type SeoEntry } from '../seo/seo';
import type { I18nPageContext } from '../../lib/i18n-data';

/** The Head of a sales page: its SEO entry from the site API (content/seo.json), by path and language. */
export function salesHead(originalPath: string) {
  return function SalesHead({ data, pageContext }: HeadProps<{ seo: SeoEntry | null }, I18nPageContext>) {
    return (
      <Seo
        lang={pageContext.language}
        originalPath={originalPath}
        seo={data.seo ?? { title: siteConfig.brand[pageContext.language], description: '' }}
      />
    );
  };
}
