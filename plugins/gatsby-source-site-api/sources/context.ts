import type { GatsbyCache, NodePluginArgs } from 'gatsby';
import type { Language } from '../../../contract/languages';
import { sanitizeArticleHtml, type ResponsiveImage } from '../article-html';
import type { SiteApiGet, SiteApiRevalidate } from '../client';

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
  /** A GET whose processed result is kept between builds and asked for again by ETag (`createKeptProcessing`). */
  kept: KeptProcessing;
  lang: Language;
  /** `lang=zh|en`, the query every content endpoint takes. */
  q: string;
  /** Creates the node `type` keyed by `key` in this language; its Gatsby id is stable between builds. */
  create: <T extends keyof SiteApiNodes>(type: T, key: string, fields: NodeFields<T>) => void;
  /** A content image as a File node id (SVG rasterised), or null without one. */
  image: (url: string | null | undefined) => Promise<string | null>;
  /** A downloadable file as a File node id. */
  file: (url: string | null | undefined) => Promise<string | null>;
}

/**
 * `process(answer, images)` for the API's answer at `path`, kept from an earlier build while the answer
 * and its images are unchanged. `images` gives the addresses of the answer's images; `process` gets each
 * address with what `helpImage` made of it.
 */
export type KeptProcessing = <A, V>(
  path: string,
  key: string,
  images: (answer: A) => string[],
  process: (answer: A, images: KeptImage[]) => V | Promise<V>,
  version?: Versioned<A>,
) => Promise<V>;

/**
 * An answer the API versions (help articles: contract/content/help.ts): `listed` is its version as a listing
 * gives it now (the tree), `of` reads the version an answer carries. A kept value of the listed version is
 * used without a request.
 */
export interface Versioned<A> {
  listed: string | undefined;
  of: (answer: A) => string;
}

/** An image of an answer: its address and what `helpImage` made of it. */
export type KeptImage = readonly [src: string, image: ResponsiveImage];

/** What Gatsby's cache keeps of one answer: its ETag, its images (addresses and results) and the processed value. */
interface KeptValue {
  etag: string;
  /** The answer's version, when it has one (`Versioned`). */
  version?: string;
  sources: string[];
  images: string;
  value: unknown;
}

/**
 * The GETs a warm build makes by the thousand (help articles): the answer is asked for with the ETag the
 * last build kept, and on 304, when each of its images is unchanged too (asked for by ETag as well), the
 * processed value is taken from the cache. Only the value is kept, not the answer: an unchanged article
 * costs one small read of the cache and its 304s; neither its body nor its processing (sanitising,
 * Markdown) is repeated. An image that changed under the same address makes the answer be asked for again.
 * A versioned answer whose listed version is the kept one costs no request at all (the version covers its
 * images' files too), only a check that the images' published files are still there (`published`).
 */
export function createKeptProcessing(
  revalidate: SiteApiRevalidate,
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  helpImage: (src: string) => Promise<ResponsiveImage>,
  published: (image: ResponsiveImage) => Promise<boolean> = async () => true,
): KeptProcessing {
  return async <A, V>(
    path: string,
    key: string,
    imagesOf: (answer: A) => string[],
    process: (answer: A, images: KeptImage[]) => V | Promise<V>,
    version?: Versioned<A>,
  ): Promise<V> => {
    const store = async ({ data, etag }: { data: A; etag: string | null }): Promise<V> => {
      const sources = imagesOf(data);
      const images = await Promise.all(sources.map(helpImage));
      const value = await process(
        data,
        images.map((image, i) => [sources[i]!, image] as const),
      );
      if (etag)
        await cache.set(key, { etag, version: version?.of(data), sources, images: JSON.stringify(images), value } satisfies KeptValue);
      return value;
    };
    const kept = (await cache.get(key)) as KeptValue | undefined;
    if (!kept) return store(await revalidate<A>(path));
    if (version?.listed && kept.version === version.listed) {
      const images = JSON.parse(kept.images) as ResponsiveImage[];
      if ((await Promise.all(images.map(published))).every(Boolean)) return kept.value as V;
    }
    const answer = await revalidate<A | null>(path, { data: null, etag: kept.etag });
    if (answer.changed) return store(answer as { data: A; etag: string | null });
    const images = await Promise.all(kept.sources.map(helpImage));
    if (JSON.stringify(images) === kept.images) return kept.value as V;
    return store(await revalidate<A>(path));
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
