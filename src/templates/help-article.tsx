import React, { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../site.config';
import { Link } from '../components/link';
import { HelpShell } from '../features/shell/help-shell';
import { Seo, titled } from '../components/seo/seo';
import { HelpMenu } from '../features/help/help-menu';
import { HelpSearch } from '../features/help/help-search';
import { HelpToc } from '../features/help/help-toc';
import { unpackHelpContext } from '../lib/help/help-tree';
import { ArticleImages } from '../features/image-viewer/article-images';
import { localizedPath } from '../i18n/languages';
import { formatDate } from '../lib/format';
import { useIdle } from '../lib/use-idle';
import { localeString, type I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import { scrollableTables } from '../lib/prose-tables';
import * as cue from '../components/scroll-cue.module.css';
import * as parts from '../features/help/help-article-parts.module.css';
import * as styles from './help-article.module.css';

// 'Was this helpful?' sits at the end of the article and needs no server-rendered markup: it loads when the
// browser is idle, off the first load.
const HelpFeedback = lazy(() => import('../features/help/help-feedback').then((m) => ({ default: m.HelpFeedback })));

/** The feedback block once the browser is idle; its own component, so that only it renders then. */
function IdleFeedback(props: React.ComponentProps<typeof HelpFeedback>) {
  const idle = useIdle(1500);
  return idle ? (
    <Suspense fallback={null}>
      <HelpFeedback {...props} />
    </Suspense>
  ) : null;
}

interface Context extends I18nPageContext {
  id: number;
  canonicalPath?: string;
  noindex?: boolean;
  /** Menu slice, neighbours, related articles (gatsby/help-menu.ts), packed (`packHelpContext`). */
  help: string;
}

/** One help article (SPEC 2.5): menu, search, breadcrumbs, contents, images, previous/next, feedback. */
export default function HelpArticle({ data, pageContext }: PageProps<Queries.HelpArticleQuery, Context>) {
  const { t } = useTranslation('common');
  const lang = pageContext.language;
  const body = useRef<HTMLDivElement>(null);
  const a = pageItem(data.article, 'HelpArticle');
  const { menu, menuFile, prev, next, related } = useMemo(() => unpackHelpContext(pageContext.help), [pageContext.help]);
  const plans = data.plans.nodes;
  // Tables scroll sideways in a named region of their own on a phone instead of squeezing a word a line.
  const content = useMemo(() => scrollableTables(a.content ?? '', (n) => t('article.table', { n })), [a.content, t]);

  // /help is the first article's page; in the browser its address becomes that article's (SPEC 2.5).
  useEffect(() => {
    if (pageContext.canonicalPath && window.location.pathname.replace(/\/$/, '') !== pageContext.canonicalPath) {
      void navigate(`${pageContext.canonicalPath}${window.location.search}${window.location.hash}`, { replace: true });
    }
  }, [pageContext.canonicalPath]);

  return (
    <HelpShell
      sidebar={
        <Suspense fallback={null}>
          <HelpMenu menu={menu} menuFile={menuFile} currentId={a.apiId} />
        </Suspense>
      }
    >
      <div className={styles.layout}>
        <article className={styles.article}>
          {/* Suspense boundaries let React hydrate the page in several short tasks instead of one long
              one (selective hydration), which keeps the main thread free for the visitor's first input. */}
          <Suspense fallback={null}>
            <HelpSearch lang={lang} />
          </Suspense>
          <nav aria-label={t('help.breadcrumb')} className={styles.crumbs}>
            <ol>
              <li>
                <Link to="/help">{t('help.home')}</Link>
              </li>
              {a.crumbs.map((c) => (
                <li key={c.id}>{c.title}</li>
              ))}
              <li aria-current="page">{a.title}</li>
            </ol>
          </nav>
          <h1>{a.title}</h1>
          {a.updatedAt && <p className={styles.updated}>{t('article.updated', { date: formatDate(a.updatedAt, lang) })}</p>}
          {plans.length > 0 && (
            <p className={parts.plans} data-testid="help-plans">
              <span>{t('help.plans', { plans: plans.map((p) => p.name).join(t('help.plansJoin')) })}</span>
              <Link to="/quoted">{t('help.comparePlans')}</Link>
            </p>
          )}
          <Suspense fallback={null}>
            <div className={styles.tocInline} data-testid="help-toc-inline">
              <HelpToc entries={a.toc} landmark={false} />
            </div>
            <div ref={body} className={`prose ${cue.tables}`} data-testid="help-content" dangerouslySetInnerHTML={{ __html: content }} />
            <ArticleImages container={body} />
          </Suspense>
          {(prev || next) && (
            <nav className={parts.neighbours} aria-label={`${t('help.prevArticle')} / ${t('help.nextArticle')}`}>
              {prev ? (
                <Link to={`/help/${prev.id}`} rel="prev">
                  <span>← {t('help.prevArticle')}</span>
                  {prev.title}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={`/help/${next.id}`} rel="next" className={parts.next}>
                  <span>{t('help.nextArticle')} →</span>
                  {next.title}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
          {related.length > 0 && (
            <nav className={parts.related} aria-labelledby="help-related" data-testid="help-related">
              <h2 id="help-related">{t('help.related')}</h2>
              <ul>
                {related.map((r) => (
                  <li key={r.id}>
                    <Link to={`/help/${r.id}`}>{r.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className={parts.markdown}>
            <a href={`${localizedPath(`/help/${a.apiId}`, lang)}.md`} type="text/markdown" data-testid="help-markdown">
              {t('help.markdown')}
            </a>
          </p>
          <IdleFeedback key={a.apiId} articleId={a.apiId} title={a.title} lang={lang} />
        </article>
        <aside className={styles.tocSide}>
          <Suspense fallback={null}>
            <HelpToc entries={a.toc} />
          </Suspense>
        </aside>
      </div>
    </HelpShell>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.HelpArticleQuery, Context>) => {
  const lang = pageContext.language;
  const article = pageItem(data.article, 'HelpArticle');
  const self = localizedPath(`/help/${article.apiId}`, lang);
  const home = localizedPath('/help', lang);
  const crumbs = [
    { name: localeString(data, 'common', 'help.home'), path: home },
    ...article.crumbs.map((c) => ({ name: c.title, path: null })),
    { name: article.title, path: self },
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: `${siteConfig.siteUrl}${c.path}` } : {}),
    })),
  };
  return (
    <>
      <Seo
        lang={lang}
        originalPath={pageContext.i18n.originalPath}
        canonicalPath={pageContext.canonicalPath}
        noindex={pageContext.noindex}
        type="article"
        seo={{ title: titled(article.title, lang), description: article.summary ?? '' }}
      />
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </>
  );
};

export const query = graphql`
  query HelpArticle($id: Int!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    article: siteApiHelp(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      title
      content
      summary
      updatedAt
      toc {
        id
        text
        level
      }
      crumbs {
        id
        title
      }
    }
    plans: allSiteApiPricingPlan(filter: { lang: { eq: $language }, helpIds: { eq: $id } }, sort: { position: ASC }) {
      nodes {
        apiId
        name
      }
    }
  }
`;
