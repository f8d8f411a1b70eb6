import { packHelpContext, type HelpPageContext } from '../src/lib/help/help-tree';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from '../src/i18n/languages';

/** The page templates made from API data; their components live in src/templates/. */
export type TemplateKey = 'help' | 'template' | 'special' | 'master' | 'news' | 'article' | 'college' | 'case' | 'cases';

export interface I18nContext {
  language: Language;
  languages: Language[];
  defaultLanguage: Language;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
}

export interface PagePlan {
  path: string;
  template: TemplateKey;
  /** Only ids travel in context; each template queries the rest (and `language` picks the nodes). */
  context: {
    id: number;
    language: Language;
    i18n: I18nContext;
    canonicalPath?: string;
    noindex?: boolean;
    /** The case-study list filtered to one industry (`/cases/industry/{industry}`); null: all industries. */
    industry?: string | null;
    /** A help article's menu slice, neighbours and related articles (gatsby/help-menu.ts), packed into one string (`packHelpContext`). */
    help?: string;
    /** A template's related templates (gatsby/related-templates.ts): always a list, so the query never gets null. */
    relatedIds?: number[];
  };
}

export interface Redirect {
  fromPath: string;
  toPath: string;
}

export interface SourceIds {
  /** Help nodes in tree order (folders too: only type 1 become pages). */
  help: { apiId: number; type: number }[];
  templates: number[];
  specials: number[];
  viewpoints: number[];
  news: number[];
  blog: number[];
  colleges: number[];
  /** Case studies, and the industries their list can be filtered by. */
  cases?: number[];
  caseIndustries?: string[];
  /** A help article's menu, neighbours and related articles in a language (gatsby/help-menu.ts). */
  helpContext?: (language: Language, id: number) => HelpPageContext | undefined;
  /** A template's related templates, the same in both languages (gatsby/related-templates.ts). */
  relatedTemplates?: (id: number) => number[];
}

const route: Record<TemplateKey, string> = {
  help: '/help',
  template: '/template',
  special: '/template/special',
  master: '/master',
  news: '/news',
  article: '/article',
  college: '/colleges',
  case: '/cases',
  cases: '/cases',
};

function page(
  template: TemplateKey,
  originalPath: string,
  id: number,
  language: Language,
  extra: Partial<PagePlan['context']> = {},
): PagePlan {
  const path = localizedPath(originalPath, language);
  return {
    path,
    template,
    context: {
      id,
      language,
      i18n: {
        language,
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        routed: language !== DEFAULT_LANGUAGE,
        originalPath,
        path,
      },
      ...extra,
    },
  };
}

/**
 * Every page made from API data, in both languages, plus the redirects that go with them. Pure: the same
 * ids always give the same plan, so it is unit-tested without Gatsby.
 */
export function planPages(ids: SourceIds): { pages: PagePlan[]; redirects: Redirect[] } {
  const pages: PagePlan[] = [];
  const redirects: Redirect[] = [];
  const leaves = ids.help.filter((h) => h.type === 1).map((h) => h.apiId);
  for (const language of LANGUAGES) {
    const each = (template: TemplateKey, list: number[]) =>
      list.forEach((id) => pages.push(page(template, `${route[template]}/${id}`, id, language)));
    const help = (id: number) => {
      const context = ids.helpContext?.(language, id);
      return context ? { help: packHelpContext(context) } : {};
    };
    leaves.forEach((id) => pages.push(page('help', `${route.help}/${id}`, id, language, help(id))));
    ids.templates.forEach((id) =>
      pages.push(page('template', `${route.template}/${id}`, id, language, { relatedIds: ids.relatedTemplates?.(id) ?? [] })),
    );
    each('special', ids.specials);
    each('master', ids.viewpoints);
    each('news', ids.news);
    each('article', ids.blog);
    each('college', ids.colleges);
    each('case', ids.cases ?? []);

    // The case studies: all of them at /cases, one industry at /cases/industry/{id}. The filters are
    // links between these pages, so they work without scripts and each has its own address.
    if ((ids.cases ?? []).length > 0) {
      pages.push(page('cases', route.cases, 0, language, { industry: null }));
      for (const industry of ids.caseIndustries ?? []) {
        pages.push(page('cases', `${route.cases}/industry/${industry}`, 0, language, { industry }));
      }
    }

    // /help shows the first article (crawlers get its HTML, canonical to its own URL) and redirects to it.
    if (leaves[0] !== undefined) {
      const target = localizedPath(`${route.help}/${leaves[0]}`, language);
      pages.push(page('help', route.help, leaves[0], language, { canonicalPath: target, noindex: true, ...help(leaves[0]) }));
      redirects.push({ fromPath: localizedPath(route.help, language), toPath: target });
    }
    // /template/special without an id is the list of special topics: src/pages/template/special.tsx.
  }
  return { pages, redirects };
}

/** The paged lists of src/pages and how many items fit a page (the lists' own constants). */
export type ListKey = 'template' | 'news' | 'article' | 'master';

export interface ListPagePlan {
  path: string;
  list: ListKey;
  context: { language: Language; i18n: I18nContext; listPage: number };
}

/**
 * The later pages of every paged list, in both languages: `/news/page/2` … (page 1 is the list itself, a
 * page of src/pages). Each is a real page with its slice of the list in the HTML and its own canonical,
 * so every item is reachable by links without scripts; `?page=N` keeps working in the browser.
 */
export function planListPages(lists: Record<ListKey, { count: number; perPage: number }>): ListPagePlan[] {
  const plans: ListPagePlan[] = [];
  for (const language of LANGUAGES) {
    for (const [list, { count, perPage }] of Object.entries(lists) as [ListKey, { count: number; perPage: number }][]) {
      for (let n = 2; n <= Math.ceil(count / perPage); n += 1) {
        const { path, context } = page('template', `/${list}/page/${n}`, 0, language);
        plans.push({ path, list, context: { language, i18n: context.i18n, listPage: n } });
      }
    }
  }
  return plans;
}
