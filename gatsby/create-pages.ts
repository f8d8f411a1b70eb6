import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LANGUAGES } from '../src/i18n/languages';
import { planHelpMenus, writeHelpMenus, type HelpMenuRow } from './help-menu';
import { writeHelpMarkdown } from './help-markdown';
import { writeHelpSearchIndexes } from './help-search-index';
import { STORIES_PER_PAGE, TEMPLATES_PER_PAGE, VIEWPOINTS_PER_PAGE } from '../src/lib/listing';
import { planListPages, planPages, type ListKey, type Redirect, type TemplateKey } from './plan-pages';
import { relatedTemplates } from './related-templates';

const templates: Record<TemplateKey, string> = {
  help: 'help-article.tsx',
  template: 'template-detail.tsx',
  special: 'special-topic.tsx',
  master: 'viewpoint-article.tsx',
  news: 'news-article.tsx',
  article: 'blog-article.tsx',
  college: 'college-detail.tsx',
  case: 'case-study.tsx',
  cases: 'case-studies.tsx',
};

/** Redirects declared by the build; on-post-build writes them for the server (`npm start`). */
export const declaredRedirects: Redirect[] = [];

type Ids = { nodes: { apiId: number; type?: number; categoryIds?: number[]; timesUsed?: number }[] };

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, store, cache }) => {
  // Ids are the same in both languages; the Chinese nodes give the order.
  const result = await graphql<Record<string, Ids>>(`
    {
      help: allSiteApiHelp(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
          type
        }
      }
      templates: allSiteApiTemplate(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
          categoryIds
          timesUsed
        }
      }
      specials: allSiteApiTemplateSpecial(filter: { lang: { eq: "zh" } }, sort: { apiId: ASC }) {
        nodes {
          apiId
        }
      }
      viewpoints: allSiteApiViewpoint(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
      news: allSiteApiNews(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
      blog: allSiteApiBlog(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
      colleges: allSiteApiCollege(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
      cases: allSiteApiCase(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
      caseIndustries: allSiteApiCaseIndustry(filter: { lang: { eq: "zh" } }, sort: { position: ASC }) {
        nodes {
          apiId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: the page query failed', result.errors);
    return;
  }
  const d = result.data;
  // Every help node of both languages: each article page's menu slice, neighbours and related articles.
  const menuResult = await graphql<{ allSiteApiHelp: { nodes: HelpMenuRow[] } }>(`
    {
      allSiteApiHelp(sort: { position: ASC }) {
        nodes {
          apiId
          lang
          title
          type
          parentId
          position
          relatedIds
        }
      }
    }
  `);
  if (menuResult.errors || !menuResult.data) {
    reporter.panicOnBuild('createPages: the help menu query failed', menuResult.errors);
    return;
  }
  const helpMenus = planHelpMenus(menuResult.data.allSiteApiHelp.nodes, LANGUAGES);
  const { program } = store.getState() as { program: { directory: string } };
  await writeHelpMenus(helpMenus, path.join(program.directory, 'public'));
  const ids = (key: string) => d[key]!.nodes.map((n) => n.apiId);
  const related = relatedTemplates(
    d.templates!.nodes.map((n) => ({ apiId: n.apiId, categoryIds: n.categoryIds ?? [], timesUsed: n.timesUsed ?? 0 })),
  );
  const { pages, redirects } = planPages({
    help: d.help!.nodes.map((n) => ({ apiId: n.apiId, type: n.type ?? 0 })),
    templates: ids('templates'),
    specials: ids('specials'),
    viewpoints: ids('viewpoints'),
    news: ids('news'),
    blog: ids('blog'),
    colleges: ids('colleges'),
    cases: ids('cases'),
    caseIndustries: (d.caseIndustries!.nodes as unknown as { apiId: string }[]).map((n) => n.apiId),
    helpContext: helpMenus.contextOf,
    relatedTemplates: (id) => related.get(id) ?? [],
  });
  for (const p of pages) {
    actions.createPage({ path: p.path, component: path.resolve(__dirname, '../src/templates', templates[p.template]), context: p.context });
  }
  // The paged lists' later pages use the list page itself (src/pages/<list>.tsx) with `listPage` set.
  // News and blog list every item in their language; the other lists are as many in both.
  const lists: Record<ListKey, { count: number; perPage: number }> = {
    template: { count: ids('templates').length, perPage: TEMPLATES_PER_PAGE },
    news: { count: ids('news').length, perPage: STORIES_PER_PAGE },
    article: { count: ids('blog').length, perPage: STORIES_PER_PAGE },
    master: { count: ids('viewpoints').length, perPage: VIEWPOINTS_PER_PAGE },
  };
  for (const p of planListPages(lists)) {
    actions.createPage({ path: p.path, component: path.resolve(__dirname, '../src/pages', `${p.list}.tsx`), context: p.context });
  }
  declaredRedirects.length = 0;
  // Not createRedirect: a page exists at each fromPath (crawlers get the article's HTML there), and Gatsby
  // lets pages win over its redirects. The server answers these with 302; the template replaces the URL
  // in the browser.
  declaredRedirects.push(...redirects);
  await writeHelpSearchIndexes({ graphql, store, reporter, cache });
  await writeHelpMarkdown({ graphql, store, reporter });
};
