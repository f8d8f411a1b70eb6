import { createHash } from 'node:crypto';
import type { GatsbyCache, NodePluginArgs } from 'gatsby';
import type { Language } from '../../../contract/languages';
import { sanitizeArticleHtml, type ResponsiveImage } from '../article-html';
import type { KnownAnswer, SiteApiGet, SiteApiRevalidate } from '../client';

/**
 * The node types this plugin creates, as GraphQL typegen wrote them from schema.ts (src/gatsby-types.d.ts).
 * Typing `create` by them links the node builders to the SDL: a field added to schema.ts (which
 * schema.test.ts holds to the content contract) fails the typecheck until its sourcing function sets it.
 */
export interface SiteApiNodes {
  SiteApiHelp: Queries.SiteApiHelp;
  SiteApiSeo: Queries.SiteApiSeo;
  SiteApiTemplateCategory: Queries.SiteApiTemplateCategory;
  SiteApiTemplate: Queries.SiteApiTemplate;
  SiteApiTemplateSpecial: Queries.SiteApiTemplateSpecial;
  SiteApiTutor: Queries.SiteApiTutor;
  SiteApiViewpointCategory: Queries.SiteApiViewpointCategory;
  SiteApiViewpoint: Queries.SiteApiViewpoint;
  SiteApiNews: Queries.SiteApiNews;
  SiteApiBlog: Queries.SiteApiBlog;
  SiteApiCollege: Queries.SiteApiCollege;
  SiteApiCollegeNavGroup: Queries.SiteApiCollegeNavGroup;
  SiteApiCollegeBanner: Queries.SiteApiCollegeBanner;
  SiteApiCollegeCoupon: Queries.SiteApiCollegeCoupon;
  SiteApiResearchOffering: Queries.SiteApiResearchOffering;
  SiteApiProof: Queries.SiteApiProof;
  SiteApiQuality: Queries.SiteApiQuality;
  SiteApiCaseIndustry: Queries.SiteApiCaseIndustry;
  SiteApiCase: Queries.SiteApiCase;
  SiteApiJob: Queries.SiteApiJob;
  SiteApiTeamMember: Queries.SiteApiTeamMember;
  SiteApiPricingPlan: Queries.SiteApiPricingPlan;
  SiteApiPricingRow: Queries.SiteApiPricingRow;
  SiteApiLabelGroup: Queries.SiteApiLabelGroup;
  SiteApiCarFilter: Queries.SiteApiCarFilter;
  SiteApiCountrySample: Queries.SiteApiCountrySample;
  SiteApiCountry: Queries.SiteApiCountry;
  SiteApiLegal: Queries.SiteApiLegal;
}

/** A field as the plugin sets it: a File link as the File node's id, everything else as the SDL types it. */
type Sourced<T> = T extends Queries.File
  ? string
  : T extends readonly (infer I)[]
    ? readonly Sourced<I>[]
    : T extends object
      ? { readonly [K in keyof T]: Sourced<T[K]> }
      : T;

/** The fields a sourcing function gives node type `T`: all but Gatsby's own and `lang` (added by `create`). */
export type NodeFields<T extends keyof SiteApiNodes> = {
  readonly [K in Exclude<keyof SiteApiNodes[T], keyof Queries.Node | 'lang'>]: Sourced<SiteApiNodes[T][K]>;
};

/**
 * What every per-content-kind sourcing function gets: the typed GET, the language it sources, and the
 * ways to turn an answer into nodes and files. One context per language.
 */
export interface SourceContext {
  get: SiteApiGet;
  /** The same GET for answers asked for on every build: kept between builds and asked for again by ETag. */
  getKept: SiteApiGet;
  lang: Language;
  /** `lang=zh|en`, the query every content endpoint takes. */
  q: string;
  /** Creates the node `type` keyed by `key` in this language; its Gatsby id is stable between builds. */
  create: <T extends keyof SiteApiNodes>(type: T, key: string, fields: NodeFields<T>) => void;
  /** A content image as a File node id (SVG rasterised), or null without one. */
  image: (url: string | null | undefined) => Promise<string | null>;
  /** A downloadable file as a File node id. */
  file: (url: string | null | undefined) => Promise<string | null>;
  /** A help article's image, resized and published under public/static/help. */
  helpImage: (src: string) => Promise<ResponsiveImage>;
  /** `compute()`'s value for `input`, from an earlier build when the input is the same (`createMemo`). */
  memo: Memo;
}

export type Memo = <T>(key: string, input: string, compute: () => T | Promise<T>) => Promise<T>;

/**
 * Work done once per input across builds: the value is kept in Gatsby's cache under `key` with a digest of
 * its input, and a later build with the same input takes it instead of computing it again. For what is
 * costly and pure (a help article's sanitised HTML and Markdown): a warm build of thousands of articles
 * then costs their GETs, not their processing.
 */
export function createMemo(cache: Pick<GatsbyCache, 'get' | 'set'>): Memo {
  return async (key, input, compute) => {
    const digest = createHash('sha256').update(input).digest('hex');
    const hit = (await cache.get(key)) as { digest: string; value: unknown } | undefined;
    if (hit?.digest === digest) return hit.value as Awaited<ReturnType<typeof compute>>;
    const value = await compute();
    await cache.set(key, { digest, value });
    return value;
  };
}

/**
 * A GET whose answer is kept in Gatsby's cache with its ETag and asked for again with it: an unchanged
 * answer costs a 304 without a body. A warm build of thousands of help articles asks for each of them.
 */
export function createKeptGet(revalidate: SiteApiRevalidate, cache: Pick<GatsbyCache, 'get' | 'set'>): SiteApiGet {
  return async <T>(path: string): Promise<T> => {
    const key = `get:${path}`;
    const known = (await cache.get(key)) as KnownAnswer<T> | undefined;
    const answer = await revalidate<T>(path, known);
    if (answer.changed && answer.etag) await cache.set(key, { data: answer.data, etag: answer.etag });
    return answer.data;
  };
}

export type SourceKind = (ctx: SourceContext) => Promise<void>;

export function createNodeFactory({ actions, createNodeId, createContentDigest }: NodePluginArgs, lang: Language) {
  return <T extends keyof SiteApiNodes>(type: T, key: string, fields: NodeFields<T>) => {
    actions.createNode({
      ...fields,
      lang,
      id: createNodeId(`${type}-${lang}-${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
}

/** Every other body from the API goes through the same allowlist as help articles. */
export const safeHtml = (raw: string | null | undefined) => (raw ? sanitizeArticleHtml(raw).html : null);

/** Previous / next as the `SiteApiBrief` type. */
export const brief = (b: { id: number; title: string } | null) => (b ? { id: b.id, title: b.title } : null);
