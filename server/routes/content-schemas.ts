/**
 * The exact `data` of every read-only content answer (SEO, templates, viewpoints, news, blog, colleges…),
 * as the content service builds it from content/. Fastify serialises with these schemas and drops any
 * property they do not name: a field added to content/ must be added here too
 * (server/response-schemas.db.test.ts fails until it is).
 */
import type { FromSchema } from 'json-schema-to-ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;
const ints = { type: 'array', items: int } as const;
const listOf = <const T extends object>(items: T) => ({ type: 'array', items }) as const;

/** An object whose properties are all present, except those named in `optional`; nothing else is sent. */
function object<const P extends Record<string, object>, O extends keyof P & string = never>(properties: P, optional: readonly O[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !(optional as readonly string[]).includes(k)) as Exclude<keyof P & string, O>[],
    properties,
  } as const;
}

/** A paginated list (`paginate` in the content service). */
const pageOf = <const T extends object>(item: T) => object({ list: listOf(item), total: int, page: int, size: int });

/** Previous / next in list order: `{ id, title }` or null at either end. */
const neighbour = { anyOf: [{ type: 'null' }, object({ id: int, title: str })] } as const;
const neighbours = { prev: neighbour, next: neighbour } as const;

export const seoSchema = listOf(object({ url: str, title: str, description: str, keyword: str }));
export const countryNamesSchema = strings;
export const countrySamplesSchema = listOf(
  object({
    id: str,
    region: str,
    country: str,
    total: int,
    male: int,
    female: int,
    age14to22: int,
    age23to35: int,
    age36to55: int,
    age56to80: int,
  }),
);

// Templates -------------------------------------------------------------------------------------
const templateCategory = object({ id: int, kind: str, name: str, count: int });
export const templateCategoriesSchema = listOf(templateCategory);
const templateFields = { id: int, categoryIds: ints, name: str, description: str, timesUsed: int, cover: str } as const;
const templateSummary = object({ ...templateFields, questionCount: int });
export const templatesSchema = pageOf(templateSummary);
export const templateSchema = object({
  ...templateFields,
  questions: listOf(object({ type: str, title: str, options: strings }, ['options'])),
  categories: listOf(templateCategory),
});
const specialFields = { id: int, title: str, description: str, cover: str, templateIds: ints } as const;
export const specialsSchema = listOf(object({ ...specialFields, templateCount: int }));
export const specialSchema = object({ ...specialFields, templates: listOf(templateSummary) });

// Expert viewpoints -----------------------------------------------------------------------------
const tutor = object({ id: int, name: str, title: str, bio: str, avatar: str, fields: strings });
export const tutorsSchema = listOf(tutor);
export const viewpointCategoriesSchema = listOf(object({ id: int, name: str }));
const viewpointFields = {
  id: int,
  tutorId: int,
  categoryId: int,
  title: str,
  summary: str,
  keywords: strings,
  publishedAt: str,
  cover: str,
  readMinutes: int,
  author: { anyOf: [{ type: 'null' }, tutor] },
} as const;
const viewpointSummary = object(viewpointFields);
export const viewpointsSchema = pageOf(viewpointSummary);
export const viewpointsByKeywordSchema = listOf(viewpointSummary);
export const viewpointSchema = object({ ...viewpointFields, content: str, related: listOf(viewpointSummary), ...neighbours });

// News and blog ---------------------------------------------------------------------------------
const newsFields = { id: int, title: str, summary: str, publishedAt: str, cover: str, tags: strings, banner: str } as const;
export const newsListSchema = pageOf(object(newsFields, ['banner']));
export const newsItemSchema = object({ ...newsFields, content: str, ...neighbours }, ['banner']);
const blogFields = { id: int, title: str, summary: str, author: str, publishedAt: str, cover: str, tags: strings } as const;
export const blogListSchema = pageOf(object(blogFields));
export const blogItemSchema = object({ ...blogFields, content: str, ...neighbours });

// University zone, research services ------------------------------------------------------------
const collegeFields = {
  id: int,
  cover: str,
  title: str,
  subTitle: str,
  hot: { type: 'boolean' },
  priceType: int,
  price: { type: 'number' },
  unit: str,
  remark: str,
  open: str,
  section: int,
} as const;
export const collegesSchema = listOf(object(collegeFields));
export const collegeSchema = object({ ...collegeFields, content: str, downloads: listOf(object({ name: str, file: str })) });
export const collegeNavSchema = listOf(
  object({ id: str, title: str, entries: listOf(object({ value: int, label: str, subLabel: str, path: str }, ['subLabel'])) }),
);
export const collegeBannerSchema = object({ id: str, title: str, text: str, tags: strings, images: strings });
export const collegeCouponsSchema = listOf(object({ id: int, title: str, discount: str, summary: str, terms: strings, steps: strings }));
export const researchOfferingsSchema = listOf(object({ id: str, title: str, text: str, deliverables: strings }));

// Data quality, case studies ------------------------------------------------------------------
export const qualitySchema = object({ id: str, title: str, summary: str, updatedAt: str, content: str });
export const caseIndustriesSchema = listOf(object({ id: str, name: str }));
const caseFields = {
  id: int,
  industry: str,
  publishedAt: str,
  title: str,
  client: str,
  summary: str,
  question: str,
  method: str,
  sample: str,
  quotas: strings,
  timeline: str,
  outcome: str,
  figures: listOf(object({ value: str, label: str })),
} as const;
export const casesSchema = listOf(object(caseFields));
export const caseSchema = object({ ...caseFields, ...neighbours });

// Jobs, panels, proof, pricing, legal -----------------------------------------------------------
export const jobsSchema = listOf(object({ id: int, group: str, title: str, level: str, location: str, demands: strings, duties: strings }));
const named = object({ id: str, name: str });
export const labelGroupsSchema = listOf(
  object({ id: str, name: str, children: listOf(object({ id: str, name: str, labels: listOf(named) })) }),
);
export const carFiltersSchema = listOf(object({ id: str, name: str, options: listOf(named) }));
export const proofSchema = listOf(object({ id: str, kind: str, title: str, text: str }));
export const pricingSchema = object({
  // helpIds: the help articles about features this plan includes and the free plan does not.
  plans: listOf(object({ id: str, name: str, price: str, tagline: str, highlights: strings, cta: str, helpIds: ints }, ['helpIds'])),
  // One value per plan id: a text ("5 GB") or whether the plan has the feature.
  rows: listOf(object({ id: str, name: str, values: { type: 'object', additionalProperties: { type: ['string', 'boolean'] } } })),
});
export const legalSchema = object({ id: str, title: str, content: str });

// Help centre -----------------------------------------------------------------------------------
export const helpArticleSchema = object({
  id: int,
  title: str,
  content: str,
  updatedAt: str,
  path: listOf(object({ id: int, title: str })),
});

// Health and the China check --------------------------------------------------------------------
export const healthSchema = object({
  /** ok; degraded (Redis down: limits counted per replica). */
  status: str,
  database: str,
  /** up / down per dependency; redis is none without REDIS_URL. */
  dependencies: object({ database: str, redis: str }),
  /** Connections the database dropped under this process since it started (each was replaced). */
  connectionsLost: int,
  outbox: object({ backlog: int, retrying: int, dead: int, oldestPendingSeconds: int }),
});
export const isChinaSchema = { type: 'boolean' } as const;

// The TypeScript types of the same contract (the data of each answer) ---------------------------
export type SeoData = FromSchema<typeof seoSchema>;
export type CountryNamesData = FromSchema<typeof countryNamesSchema>;
export type CountrySamplesData = FromSchema<typeof countrySamplesSchema>;
export type TemplateCategoriesData = FromSchema<typeof templateCategoriesSchema>;
export type TemplatesData = FromSchema<typeof templatesSchema>;
export type TemplateData = FromSchema<typeof templateSchema>;
export type SpecialsData = FromSchema<typeof specialsSchema>;
export type SpecialData = FromSchema<typeof specialSchema>;
export type TutorsData = FromSchema<typeof tutorsSchema>;
export type ViewpointCategoriesData = FromSchema<typeof viewpointCategoriesSchema>;
export type ViewpointsData = FromSchema<typeof viewpointsSchema>;
export type ViewpointsByKeywordData = FromSchema<typeof viewpointsByKeywordSchema>;
export type ViewpointData = FromSchema<typeof viewpointSchema>;
export type NewsListData = FromSchema<typeof newsListSchema>;
export type NewsItemData = FromSchema<typeof newsItemSchema>;
export type BlogListData = FromSchema<typeof blogListSchema>;
export type BlogItemData = FromSchema<typeof blogItemSchema>;
export type CollegesData = FromSchema<typeof collegesSchema>;
export type CollegeData = FromSchema<typeof collegeSchema>;
export type CollegeNavData = FromSchema<typeof collegeNavSchema>;
export type CollegeBannerData = FromSchema<typeof collegeBannerSchema>;
export type CollegeCouponsData = FromSchema<typeof collegeCouponsSchema>;
export type ResearchOfferingsData = FromSchema<typeof researchOfferingsSchema>;
export type QualityData = FromSchema<typeof qualitySchema>;
export type CaseIndustriesData = FromSchema<typeof caseIndustriesSchema>;
export type CasesData = FromSchema<typeof casesSchema>;
export type CaseData = FromSchema<typeof caseSchema>;
export type JobsData = FromSchema<typeof jobsSchema>;
export type LabelGroupsData = FromSchema<typeof labelGroupsSchema>;
export type CarFiltersData = FromSchema<typeof carFiltersSchema>;
export type ProofData = FromSchema<typeof proofSchema>;
export type PricingData = FromSchema<typeof pricingSchema>;
export type LegalData = FromSchema<typeof legalSchema>;
export type HelpArticleData = FromSchema<typeof helpArticleSchema>;
export type HealthData = FromSchema<typeof healthSchema>;
export type IsChinaData = FromSchema<typeof isChinaSchema>;
