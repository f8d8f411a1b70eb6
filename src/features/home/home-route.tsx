import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { siteConfig } from '../../../site.config';
import { Seo } from '../../components/seo/seo';
import { localizedPath } from '../../i18n/languages';
import type { I18nPageContext } from '../../lib/i18n-data';
import { HomePage } from './home-page';
import type { HomeData } from './home-query';
import { useForcedEdition } from './use-forced-edition';

/**
 * The page component and Head of the home page's routes: `/` (the head script picks the edition, SPEC
 * 2.8) and `/default`, `/overseas`, which force one edition and are not indexed (their canonical is the
 * home page). Each route's file keeps its own page query, as Gatsby requires.
 */
export function homeRoute(edition?: 'china' | 'overseas') {
  const originalPath = edition === 'china' ? '/default' : edition === 'overseas' ? '/overseas' : '/';

  function Page({ data, pageContext }: PageProps<HomeData, I18nPageContext>) {
    return (
      <>
        {edition && <ForcedEdition edition={edition} />}
        <HomePage lang={pageContext.language} lists={data} />
      </>
    );
  }

  function Head({ data, pageContext }: HeadProps<HomeData, I18nPageContext>) {
    const lang = pageContext.language;
    return (
      <Seo
        lang={lang}
        originalPath={originalPath}
        canonicalPath={edition ? localizedPath('/', lang) : undefined}
        noindex={!!edition}
        seo={data.seo ?? { title: siteConfig.brand[lang], description: '' }}
      />
    );
  }

  return { Page, Head };
}

/** Renders nothing: sets the forced edition after client-side navigation (useForcedEdition). */
function ForcedEdition({ edition }: { edition: 'china' | 'overseas' }) {
  useForcedEdition(edition);
  return null;
}
