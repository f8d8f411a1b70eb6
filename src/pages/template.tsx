import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { PageShell } from '../features/shell/page-shell';
import { heroLinkClass, PageHero } from '../components/page-hero/page-hero';
import * as listStyles from '../components/list/list.module.css';
import { TemplatesArt, type TemplatesArtWords } from '../components/page-hero/art/templates-art';
import { artWords } from '../components/page-hero/art/parts';
import { listHead } from '../components/seo/seo';
import { TemplateList } from '../features/templates/template-list';
import { TEMPLATES_PER_PAGE } from '../lib/listing';
import type { I18nPageContext } from '../lib/i18n-data';
import { appUrl } from '../lib/app-url';

/** The template list (SPEC 2.6): every template of the build, searched and paged in the browser. */
export default function TemplatePage({ data, pageContext }: PageProps<Queries.TemplateListPageQuery, I18nPageContext>) {
  const { t } = useTranslation('templates');
  return (
    <PageShell hero>
      <PageHero
        id="template-title"
        eyebrow={t('kicker')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            {/* Copying a template happens in the survey tool: an account is the first step. */}
            <a className="btn btn-primary" href={appUrl('register', pageContext.language)}>
              {t('signup')}
            </a>
            {/* The special topics' list, so it and its topics are a link away from the templates. */}
            <Link to="/template/special" className={heroLinkClass}>
              {t('special.all')} →
            </Link>
          </>
        }
        visual={<TemplatesArt words={artWords<TemplatesArtWords>(t)} />}
      />
      <section className={listStyles.section}>
        <div className="container">
          <TemplateList
            key={pageContext.listPage ?? 1}
            lang={pageContext.language}
            page={pageContext.listPage}
            templates={data.templates.nodes}
            categories={data.categories.nodes}
          />
        </div>
      </section>
    </PageShell>
  );
}

export const Head = listHead<Queries.TemplateListPageQuery>(
  '/template',
  'templates',
  (data) => data.templates.nodes.length,
  TEMPLATES_PER_PAGE,
);

export const query = graphql`
  query TemplateListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "templates"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    templates: allSiteApiTemplate(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
        description
        timesUsed
        categoryIds
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
    categories: allSiteApiTemplateCategory(filter: { lang: { eq: $language } }, sort: { apiId: ASC }) {
      nodes {
        apiId
        kind
        name
      }
    }
  }
`;
