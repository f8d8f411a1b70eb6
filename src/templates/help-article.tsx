import React, { useEffect, useMemo } from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../components/link';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { Seo, titled } from '../components/seo/seo';
import { HelpMenu } from '../features/help/help-menu';
import { buildHelpTree, type HelpRow } from '../features/help/help-tree';
import { formatDate } from '../lib/format';
import type { I18nPageContext, LocalesData } from '../lib/i18n-data';
import * as styles from './help-article.module.css';

interface Data extends LocalesData {
  article: { apiId: number; title: string; content: string; updatedAt: string | null; crumbs: { id: number; title: string }[] };
  menu: { nodes: HelpRow[] };
}
interface Context extends I18nPageContext {
  id: number;
  canonicalPath?: string;
  noindex?: boolean;
}

/** One help article in the help layout, with the menu tree beside it. */
export default function HelpArticle({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation('common');
  const tree = useMemo(() => buildHelpTree(data.menu.nodes), [data.menu.nodes]);
  const a = data.article;
  // /help is the first article's page; in the browser its address becomes that article's (SPEC 2.5).
  useEffect(() => {
    if (pageContext.canonicalPath && window.location.pathname.replace(/\/$/, '') !== pageContext.canonicalPath) {
      void navigate(`${pageContext.canonicalPath}${window.location.search}${window.location.hash}`, { replace: true });
    }
  }, [pageContext.canonicalPath]);
  return (
    <PageShell sidebar={<HelpMenu tree={tree} currentId={a.apiId} />}>
      <article className={styles.article}>
        <nav aria-label={t('help.breadcrumb')} className={styles.crumbs}>
          <Link to="/help">{t('help.home')}</Link>
          {a.crumbs.map((c) => (
            <span key={c.id}> / {c.title}</span>
          ))}
        </nav>
        <h1>{a.title}</h1>
        {a.updatedAt && <p className={styles.updated}>{t('article.updated', { date: formatDate(a.updatedAt, pageContext.language) })}</p>}
        <div className="prose" dangerouslySetInnerHTML={{ __html: a.content }} />
      </article>
    </PageShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const text = data.article.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      canonicalPath={pageContext.canonicalPath}
      noindex={pageContext.noindex}
      type="article"
      seo={{ title: titled(data.article.title, pageContext.language), description: text.slice(0, 150) }}
    />
  );
};

export const query = graphql`
  query HelpArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges { node { ns data language } }
    }
    article: siteApiHelp(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      title
      content
      updatedAt
      crumbs { id title }
    }
    menu: allSiteApiHelp(filter: { lang: { eq: $language } }) {
      nodes { apiId title type parentId position }
    }
  }
`;
