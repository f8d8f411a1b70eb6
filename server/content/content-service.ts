import { notFound, ok } from '../envelope';
import type { ContentRepository, DocumentRow } from '../repositories/content-repository';
import { TtlCache } from '../lib/ttl-cache';
import type { Lang } from './load-content';
import { localize } from './localize';
import type * as data from '../../contract/content';
import { matchesText } from '../../contract/text-match';
import type { HelpTreeNode } from '../../contract/content';
import { LANGUAGES, LANGUAGE_FACTS } from '../../contract/languages';
import type { HelpNodeRow } from '../repositories/content-repository';
import { helpArticleVersion, type ImageFingerprint } from './help-version';

/** Each language's collator, made once (Intl.Collator is costly to build; the country list is asked for on every form). */
const COLLATORS = Object.fromEntries(LANGUAGES.map((l) => [l, new Intl.Collator(LANGUAGE_FACTS[l].collation)])) as Record<Lang, Intl.Collator>;

type Item = Record<string, unknown> & { id: number | string };

/** Articles versioned between two turns of the event loop (about 30 ms of work). */
const VERSION_SLICE = 200;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}


interface DatedList {
  news: data.NewsListData;
  blog: data.BlogListData;
}
interface DatedItem {
  news: data.NewsItemData;
  blog: data.BlogItemData;
}

export interface Paging {
  page?: number;
  size?: number;
}

function paginate<T>(items: T[], { page = 1, size = 10 }: Paging): Page<T> {
  const start = (page - 1) * size;
  return { list: items.slice(start, start + size), total: items.length, page, size };
}

/** Drops the body from list items: lists stay small; bodies come with the detail call. */
function summary<T extends Item>(item: T): Omit<T, 'content'> {
  const { content: _content, ...rest } = item;
  return rest;
}

/**
 * The content files are not typed as they are read: the service's answers take the contract's types
 * (contract/content) here, at the one place they are built. server/content/response-schemas.db.test.ts proves
 * every answer passes its schema unchanged, so a file that disagrees with the contract fails there.
 */
const as = <T>(value: unknown): T => value as T;

/**
 * Reads content for the API in one language. Answers are memoised for `cacheSeconds`: content changes
 * only through the seed, and the help tree is read on every page view of the help centre.
 */
export class ContentService {
  private readonly cache: TtlCache;

  constructor(
    private readonly repo: ContentRepository,
    cacheSeconds: number,
    /** The fingerprint of an image an article shows, for its `version` (help-version.ts); none: no versions. */
    private readonly imageFingerprint: ImageFingerprint = () => null,
  ) {
    this.cache = new TtlCache(cacheSeconds * 1000);
  }

  clearCache(): void {
    this.cache.clear();
  }

  /** All items of a collection, localized, with the HTML body as `content` when there is one. */
  private items(collection: string, lang: Lang): Promise<Item[]> {
    return this.cache.get(`items:${collection}:${lang}`, async () => {
      const rows = await this.repo.documents(collection, lang);
      return rows.map((row) => this.toItem(row, lang));
    });
  }

  private toItem(row: DocumentRow, lang: Lang): Item {
    const data = localize<Item>(JSON.parse(row.data), lang);
    return row.html === null ? data : { ...data, content: row.html };
  }

  private async item(collection: string, id: string | number, lang: Lang): Promise<Item> {
    const found = (await this.items(collection, lang)).find((i) => String(i.id) === String(id));
    if (!found) throw notFound();
    return found;
  }

  /** Previous and next in list order, as `{ id, title }`. */
  private neighbours(list: Item[], id: string | number, titleKey = 'title') {
    const i = list.findIndex((x) => String(x.id) === String(id));
    const brief = (x: Item | undefined) => (x ? { id: x.id, title: x[titleKey] } : null);
    return { prev: brief(list[i - 1]), next: brief(list[i + 1]) };
  }

  // Help centre -----------------------------------------------------------------------------------

  helpTree(lang: Lang): Promise<HelpTreeNode[]> {
    return this.cache.get(`help:${lang}`, async () => {
      // The rows the articles and their versions are read from (in the repository's order): one read a period.
      const rows = await this.helpRows(lang);
      const byParent = new Map<number | null, HelpNodeRow[]>();
      for (const row of rows.values()) {
        const siblings = byParent.get(row.parent_id) ?? [];
        siblings.push(row);
        byParent.set(row.parent_id, siblings);
      }
      const versions = await this.helpVersions(lang);
      const build = (parent: number | null): HelpTreeNode[] =>
        (byParent.get(parent) ?? []).map((row) => {
          const version = versions.get(row.id);
          return { id: row.id, title: row.title, type: row.type === 1 ? 1 : 0, ...(version ? { version } : {}), children: build(row.id) };
        });
      return build(null);
    });
  }

  /** The serialised help tree: the hottest read of the API is answered without serialising again. */
  helpTreeJson(lang: Lang): Promise<string> {
    return this.cache.get(`help-json:${lang}`, async () =>
      JSON.stringify(ok(await this.helpTree(lang))),
    );
  }

  /** The help rows by id, once per language and cache period. */
  private helpRows(lang: Lang): Promise<Map<number, HelpNodeRow>> {
    // Indexed: a build asks for every article, and a lookup that walked the rows made sourcing 5,000
    // articles quadratic.
    return this.cache.get(`help-by-id:${lang}`, async () => new Map((await this.repo.helpNodes(lang)).map((r) => [r.id, r])));
  }

  /** An article's answer, `version` aside. */
  private helpAnswer(row: HelpNodeRow, byId: Map<number, HelpNodeRow>): Omit<data.HelpArticleData, 'version'> {
    const path: { id: number; title: string }[] = [];
    for (let p = row.parent_id; p !== null; p = byId.get(p)?.parent_id ?? null) {
      const parent = byId.get(p);
      if (!parent) break;
      path.unshift({ id: parent.id, title: parent.title });
    }
    return {
      id: row.id,
      title: row.title,
      content: row.html ?? '',
      // The source the HTML was rendered from, for the build's `/help/{id}.md` copies ('' until a database
      // upgraded by migration 011 is seeded again).
      markdown: row.markdown ?? '',
      // The serialiser answers a missing date as '' anyway; said here so the type is the contract's.
      updatedAt: row.updated_at ?? '',
      path,
    };
  }

  async helpArticle(id: number, lang: Lang): Promise<data.HelpArticleData> {
    const byId = await this.helpRows(lang);
    const row = byId.get(id);
    if (!row || row.type !== 1) throw notFound();
    const answer = this.helpAnswer(row, byId);
    return { ...answer, version: helpArticleVersion(answer, this.imageFingerprint) };
  }

  /**
   * Every article's `version`, for the tree: what lets a warm build skip the articles it already has. About
   * 0.15 ms an article (hashing its answer, a stat per image), once per language and cache period, in
   * slices: other requests are answered between them.
   */
  private helpVersions(lang: Lang): Promise<Map<number, string>> {
    return this.cache.get(`help-versions:${lang}`, async () => {
      const byId = await this.helpRows(lang);
      const versions = new Map<number, string>();
      let done = 0;
      for (const row of byId.values()) {
        if (row.type !== 1) continue;
        versions.set(row.id, helpArticleVersion(this.helpAnswer(row, byId), this.imageFingerprint));
        if (++done % VERSION_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      return versions;
    });
  }

  // SEO, regions, legal --------------------------------------------------------------------------

  async seo(lang: Lang): Promise<data.SeoData> {
    const all = await this.items('seo', lang);
    return as(all.filter((e) => e.lang === lang).map((e) => ({ url: e.url, title: e.title, description: e.description, keyword: e.keyword })));
  }

  /**
   * The countries and regions in the reader's order (the language's collation, its home regions first):
   * Chinese by pinyin with 中国大陆, 中国香港… first, English alphabetically. The content lists them in English
   * order, which put 中国大陆 tenth in Chinese, after 阿根廷, 澳大利亚 and 孟加拉国.
   */
  async countryNames(lang: Lang): Promise<string[]> {
    const { homeRegionPrefix } = LANGUAGE_FACTS[lang];
    const collator = COLLATORS[lang];
    const home = (name: string) => (homeRegionPrefix && name.startsWith(homeRegionPrefix) ? 0 : 1);
    return (await this.items('country', lang)).map((c) => String(c.name)).sort((a, b) => home(a) - home(b) || collator.compare(a, b));
  }

  /** Region names in both languages: the contact form may send either. */
  knownRegions(): Promise<Set<string>> {
    return this.cache.get('regions', async () => {
      const [zh, en] = await Promise.all([this.countryNames('zh'), this.countryNames('en')]);
      return new Set([...zh, ...en]);
    });
  }

  async legal(slug: string, lang: Lang): Promise<data.LegalData> {
    return as(await this.item('legal', slug, lang));
  }

  // Templates ------------------------------------------------------------------------------------

  async templateCategories(lang: Lang, kind?: string): Promise<data.TemplateCategoriesData> {
    const [categories, templates] = await Promise.all([this.items('template-category', lang), this.items('template', lang)]);
    return as(categories
      .filter((c) => !kind || c.kind === kind)
      .map((c) => ({
        ...c,
        count: templates.filter((t) => (t.categoryIds as number[]).includes(Number(c.id))).length,
      })),
    );
  }

  async templates(lang: Lang, query: Paging & { categoryId?: number; keyword?: string }): Promise<data.TemplatesData> {
    const all = await this.items('template', lang);
    const filtered = all.filter(
      (t) =>
        (query.categoryId === undefined || (t.categoryIds as number[]).includes(query.categoryId)) &&
        matchesText([t.name, t.description], query.keyword),
    );
    return as(
      paginate(
        filtered.map(({ questions, ...t }) => ({ ...t, questionCount: (questions as unknown[]).length })),
        query,
      ),
    );
  }

  async template(id: number, lang: Lang): Promise<data.TemplateData> {
    const template = await this.item('template', id, lang);
    const categories = await this.templateCategories(lang);
    return as({
      ...template,
      categories: categories.filter((c) => (template.categoryIds as number[]).includes(Number(c.id))),
    });
  }

  async specials(lang: Lang): Promise<data.SpecialsData> {
    const [specials, templates] = await Promise.all([this.items('template-special', lang), this.items('template', lang)]);
    return as(
      specials.map((s) => ({ ...s, templateCount: (s.templateIds as number[]).filter((id) => templates.some((t) => t.id === id)).length })),
    );
  }

  async special(id: number, lang: Lang): Promise<data.SpecialData> {
    const special = await this.item('template-special', id, lang);
    const templates = await this.items('template', lang);
    return as({
      ...special,
      templates: (special.templateIds as number[])
        .map((tid) => templates.find((t) => t.id === tid))
        .filter((t): t is Item => t !== undefined)
        .map(({ questions, ...t }) => ({ ...t, questionCount: (questions as unknown[]).length })),
    });
  }

  // Expert viewpoints ----------------------------------------------------------------------------

  async tutors(lang: Lang): Promise<data.TutorsData> {
    return as(await this.items('tutor', lang));
  }

  async viewpointCategories(lang: Lang): Promise<data.ViewpointCategoriesData> {
    return as(await this.items('viewpoint-category', lang));
  }

  /** Newest first: that is the order of lists and of previous/next. */
  private async viewpointsSorted(lang: Lang): Promise<Item[]> {
    const [articles, tutors] = await Promise.all([this.items('viewpoint', lang), this.items('tutor', lang)]);
    return [...articles]
      .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)) || Number(b.id) - Number(a.id))
      .map((a) => ({ ...a, author: tutors.find((t) => t.id === a.tutorId) ?? null }));
  }

  async viewpoints(lang: Lang, query: Paging & { categoryId?: number; tutorId?: number; keyword?: string }): Promise<data.ViewpointsData> {
    const all = await this.viewpointsSorted(lang);
    const filtered = all.filter(
      (a) =>
        (query.categoryId === undefined || a.categoryId === query.categoryId) &&
        (query.tutorId === undefined || a.tutorId === query.tutorId) &&
        matchesText([a.title, a.summary, ...(a.keywords as string[])], query.keyword),
    );
    return as(paginate(filtered.map(summary), query));
  }

  async viewpoint(id: number, lang: Lang): Promise<data.ViewpointData> {
    const all = await this.viewpointsSorted(lang);
    const article = all.find((a) => a.id === id);
    if (!article) throw notFound();
    const keywords = new Set(article.keywords as string[]);
    const related = all
      .filter((a) => a.id !== id)
      .map((a) => ({
        a,
        score: (a.categoryId === article.categoryId ? 2 : 0) + (a.keywords as string[]).filter((k) => keywords.has(k)).length,
      }))
      .filter((r) => r.score > 0)
      .sort((x, y) => y.score - x.score)
      .slice(0, 3)
      .map((r) => summary(r.a));
    return as({ ...article, related, ...this.neighbours(all, id) });
  }

  /** Articles with a keyword containing the text: a visitor types part of a word ('样本' finds '样本质量'). */
  async viewpointsByKeyword(keyword: string, lang: Lang): Promise<data.ViewpointsByKeywordData> {
    const all = await this.viewpointsSorted(lang);
    return as(all.filter((a) => matchesText(a.keywords as string[], keyword)).map(summary));
  }

  // News, blog, colleges, jobs -------------------------------------------------------------------

  private async dated(collection: string, lang: Lang): Promise<Item[]> {
    const items = await this.items(collection, lang);
    return [...items].sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)) || Number(b.id) - Number(a.id));
  }

  /** The news (`NewsListData`) or the blog (`BlogListData`), by page. */
  async datedList<C extends 'news' | 'blog'>(collection: C, lang: Lang, query: Paging & { keyword?: string }): Promise<DatedList[C]> {
    const all = await this.dated(collection, lang);
    return as(paginate(all.filter((a) => matchesText([a.title, a.summary], query.keyword)).map(summary), query));
  }

  async datedItem<C extends 'news' | 'blog'>(collection: C, id: number, lang: Lang): Promise<DatedItem[C]> {
    const all = await this.dated(collection, lang);
    const item = all.find((a) => a.id === id);
    if (!item) throw notFound();
    return as({ ...item, ...this.neighbours(all, id) });
  }

  async colleges(lang: Lang): Promise<data.CollegesData> {
    return as((await this.items('college', lang)).map(({ downloads: _downloads, ...item }) => summary(item)));
  }

  /** One university-zone item with the files it offers (none: an empty list, which the page says). */
  async college(id: number, lang: Lang): Promise<data.CollegeData> {
    const item = await this.item('college', id, lang);
    return as({ ...item, downloads: item.downloads ?? [] });
  }

  async jobs(lang: Lang, group?: string): Promise<data.JobsData> {
    return as((await this.items('job', lang)).filter((j) => !group || j.group === group));
  }

  /** The people the about page introduces, in the order of the content file. */
  async team(lang: Lang): Promise<data.TeamData> {
    return as(await this.items('team', lang));
  }

  // Panels, samples, pricing ---------------------------------------------------------------------

  async labelGroups(lang: Lang): Promise<data.LabelGroupsData> {
    return as(await this.items('label-group', lang));
  }

  async carFilters(lang: Lang): Promise<data.CarFiltersData> {
    return as(await this.items('car-filter', lang));
  }

  async countrySamples(lang: Lang): Promise<data.CountrySamplesData> {
    return as(await this.items('country-sample', lang));
  }

  // University zone layout, research services ----------------------------------------------------

  /** The colleges layout's side navigation: two groups of entries valued 1-5. */
  async collegeNav(lang: Lang): Promise<data.CollegeNavData> {
    return as(await this.items('college-nav', lang));
  }

  /** The colleges layout's top banner: title, text, tags and four images. */
  async collegeBanner(lang: Lang): Promise<data.CollegeBannerData> {
    const [banner] = await this.items('college-banner', lang);
    if (!banner) throw notFound();
    return as(banner);
  }

  /** Coupons offered on university-zone items: terms and how to claim them. */
  async collegeCoupons(lang: Lang): Promise<data.CollegeCouponsData> {
    return as(await this.items('college-coupon', lang));
  }

  async researchOfferings(lang: Lang): Promise<data.ResearchOfferingsData> {
    return as(await this.items('research-offering', lang));
  }

  /** The data-quality page (/quality): title, summary, its "last updated" date and the body. */
  async quality(lang: Lang): Promise<data.QualityData> {
    const [page] = await this.items('quality', lang);
    if (!page) throw notFound();
    return as(page);
  }

  async caseIndustries(lang: Lang): Promise<data.CaseIndustriesData> {
    return as(await this.items('case-industry', lang));
  }

  /** Case studies, newest first; each names its industry by id (`caseIndustries`). */
  async cases(lang: Lang): Promise<data.CasesData> {
    return as(await this.casesSorted(lang));
  }

  private async casesSorted(lang: Lang): Promise<Item[]> {
    const all = await this.items('case', lang);
    return [...all].sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)) || Number(b.id) - Number(a.id));
  }

  async caseStudy(id: number, lang: Lang): Promise<data.CaseData> {
    const all = await this.casesSorted(lang);
    const found = all.find((c) => c.id === id);
    if (!found) throw notFound();
    return as({ ...found, ...this.neighbours(all, id) });
  }

  /** Customer segments, anonymised sample projects and data-quality practice (the trust section). */
  async proof(lang: Lang): Promise<data.ProofData> {
    return as(await this.items('proof', lang));
  }

  async pricing(lang: Lang): Promise<data.PricingData> {
    const [plans, rows] = await Promise.all([this.items('plan', lang), this.items('plan-row', lang)]);
    return as({ plans, rows });
  }
}
