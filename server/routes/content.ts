import type { FastifyPluginAsync } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import { ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import * as data from '../../contract/content';
import { envelopeOf, idParams, langQuery, operation, pagedQuery, type IdParams, type LangQuery, type PagedQuery } from './schemas';

// Each route's reply is the envelope around the contract's type of the schema it serialises with.
type Plain<D> = { Querystring: LangQuery; Reply: Envelope<D> };
type Paged<D, E = object> = { Querystring: PagedQuery & E; Reply: Envelope<D> };
type Detail<D> = { Querystring: LangQuery; Params: IdParams; Reply: Envelope<D> };
/** The status-200 answer: the envelope around exactly `schema`. */
const answers = (schema: object) => ({ 200: envelopeOf(schema) });
/** A content operation of the OpenAPI document: its operationId and summary. */
const doc = (operationId: string, summary: string) => operation('content', operationId, summary);
/** One item by id: an unknown id is A0404. */
const detail = (operationId: string, summary: string, schema: object) => ({
  schema: { ...doc(operationId, summary), querystring: langQuery, params: idParams, response: answers(schema) },
  config: { refuses: [ErrorCode.notFound] },
});
const plain = (operationId: string, summary: string, schema: object) => ({
  schema: { ...doc(operationId, summary), querystring: langQuery, response: answers(schema) },
});
const id = { type: 'integer', minimum: 1 };

/** Every read-only content endpoint of the site: SEO, templates, viewpoints, news, blog, colleges… */
export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const content = services.content;

  app.get<Plain<data.SeoData>>(
    '/home/seo',
    plain('getSeo', 'Title, description and keywords of each page, by URL', data.seoSchema),
    async (req) => ok(await content.seo(req.query.lang)),
  );

  app.get<Plain<data.CountryNamesData>>(
    '/home/contact/get_country_list',
    plain('listCountryNames', 'The countries and regions the contact forms offer', data.countryNamesSchema),
    async (req) => ok(await content.countryNames(req.query.lang)),
  );

  app.get<Plain<data.CountrySamplesData>>(
    '/home/country-sample',
    plain('listCountrySamples', 'Panel size by country: total, by sex and by age group', data.countrySamplesSchema),
    async (req) => ok(await content.countrySamples(req.query.lang)),
  );

  // SPEC 7: called with query params. `type` is the numeric form of `kind` (1 topic, 2 scene, 3 industry).
  const kinds = ['topic', 'scene', 'industry'] as const;
  app.get<{ Querystring: LangQuery & { kind?: string; type?: number }; Reply: Envelope<data.TemplateCategoriesData> }>(
    '/category',
    {
      schema: {
        ...doc('listTemplateCategories', 'Template categories of one kind (topic, scene, industry) or all'),
        querystring: {
          ...langQuery,
          properties: {
            ...langQuery.properties,
            kind: { type: 'string', enum: [...kinds] },
            type: { type: 'integer', minimum: 1, maximum: kinds.length },
          },
        },
        response: answers(data.templateCategoriesSchema),
      },
    },
    async (req) => {
      const kind = req.query.kind ?? (req.query.type ? kinds[req.query.type - 1] : undefined);
      return ok(await content.templateCategories(req.query.lang, kind));
    },
  );

  // Templates -------------------------------------------------------------------------------------
  app.get<Paged<data.TemplatesData, { categoryId?: number }>>(
    '/home/template',
    {
      schema: {
        ...doc('listTemplates', 'Questionnaire templates, by page, filtered by category or keyword'),
        querystring: pagedQuery({ categoryId: id }),
        response: answers(data.templatesSchema),
      },
    },
    async (req) => ok(await content.templates(req.query.lang, req.query)),
  );
  app.get<Plain<data.SpecialsData>>(
    '/home/template/special',
    plain('listTemplateSpecials', 'Template collections (specials), each with its template count', data.specialsSchema),
    async (req) => ok(await content.specials(req.query.lang)),
  );
  app.get<Detail<data.SpecialData>>(
    '/home/template/special/:id',
    detail('getTemplateSpecial', 'A template collection with its templates', data.specialSchema),
    async (req) => ok(await content.special(req.params.id, req.query.lang)),
  );
  app.get<Detail<data.TemplateData>>(
    '/home/template/:id',
    detail('getTemplate', 'A questionnaire template with its questions and categories', data.templateSchema),
    async (req) => ok(await content.template(req.params.id, req.query.lang)),
  );

  // Expert viewpoints -----------------------------------------------------------------------------
  app.get<Plain<data.TutorsData>>(
    '/home/viewpoint/tutor',
    plain('listTutors', 'The experts whose viewpoints the site publishes', data.tutorsSchema),
    async (req) => ok(await content.tutors(req.query.lang)),
  );
  app.get<Plain<data.ViewpointCategoriesData>>(
    '/home/viewpoint/category',
    plain('listViewpointCategories', 'Categories of expert viewpoints', data.viewpointCategoriesSchema),
    async (req) => ok(await content.viewpointCategories(req.query.lang)),
  );
  app.get<Paged<data.ViewpointsData, { categoryId?: number; tutorId?: number }>>(
    '/home/viewpoint',
    {
      schema: {
        ...doc('listViewpoints', 'Expert viewpoints, by page, filtered by category, tutor or keyword'),
        querystring: pagedQuery({ categoryId: id, tutorId: id }),
        response: answers(data.viewpointsSchema),
      },
    },
    async (req) => ok(await content.viewpoints(req.query.lang, req.query)),
  );
  app.get<{ Querystring: LangQuery; Params: { keyword: string }; Reply: Envelope<data.ViewpointsByKeywordData> }>(
    '/home/viewpoint/keyword/:keyword',
    {
      schema: {
        ...doc('listViewpointsByKeyword', 'Expert viewpoints tagged with a keyword (none found is an empty list)'),
        querystring: langQuery,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['keyword'],
          properties: { keyword: { type: 'string', minLength: 1, maxLength: 50 } },
        },
        response: answers(data.viewpointsByKeywordSchema),
      },
    },
    async (req) => ok(await content.viewpointsByKeyword(req.params.keyword, req.query.lang)),
  );
  app.get<Detail<data.ViewpointData>>(
    '/home/viewpoint/:id',
    detail('getViewpoint', 'An expert viewpoint with related ones and its neighbours', data.viewpointSchema),
    async (req) => ok(await content.viewpoint(req.params.id, req.query.lang)),
  );

  // News and blog ---------------------------------------------------------------------------------
  for (const [path, collection, listSchema, itemSchema, name, plural] of [
    ['/home/news', 'news', data.newsListSchema, data.newsItemSchema, 'NewsItem', 'News'],
    ['/home/article', 'blog', data.blogListSchema, data.blogItemSchema, 'BlogPost', 'BlogPosts'],
  ] as const) {
    const what = collection === 'news' ? 'news items' : 'blog posts';
    app.get<Paged<data.NewsListData | data.BlogListData>>(
      path,
      {
        schema: {
          ...doc(`list${plural}`, `The ${what}, newest first, by page, filtered by keyword`),
          querystring: pagedQuery(),
          response: answers(listSchema),
        },
      },
      async (req) => ok(await content.datedList(collection, req.query.lang, req.query)),
    );
    app.get<Detail<data.NewsItemData | data.BlogItemData>>(
      `${path}/:id`,
      detail(`get${name}`, `One of the ${what}, with its neighbours`, itemSchema),
      async (req) => ok(await content.datedItem(collection, req.params.id, req.query.lang)),
    );
  }

  // University zone, jobs, panels, pricing, legal ------------------------------------------------
  app.get<Plain<data.CollegesData>>(
    '/home/college',
    plain('listColleges', 'University-zone items (without their downloads)', data.collegesSchema),
    async (req) => ok(await content.colleges(req.query.lang)),
  );
  // The colleges layout (static paths win over /home/college/:id).
  app.get<Plain<data.CollegeNavData>>(
    '/home/college/nav',
    plain('getCollegeNav', 'The side navigation of the university zone', data.collegeNavSchema),
    async (req) => ok(await content.collegeNav(req.query.lang)),
  );
  app.get<Plain<data.CollegeBannerData>>(
    '/home/college/banner',
    {
      ...plain('getCollegeBanner', 'The top banner of the university zone', data.collegeBannerSchema),
      config: { refuses: [ErrorCode.notFound] },
    },
    async (req) => ok(await content.collegeBanner(req.query.lang)),
  );
  app.get<Plain<data.CollegeCouponsData>>(
    '/home/college/coupon',
    plain('listCollegeCoupons', 'Coupons offered on university-zone items', data.collegeCouponsSchema),
    async (req) => ok(await content.collegeCoupons(req.query.lang)),
  );
  app.get<Plain<data.ResearchOfferingsData>>(
    '/home/research/offering',
    plain('listResearchOfferings', 'Research services and their deliverables', data.researchOfferingsSchema),
    async (req) => ok(await content.researchOfferings(req.query.lang)),
  );
  // Data quality and case studies (static paths win over /home/case/:id).
  app.get<Plain<data.QualityData>>(
    '/home/quality',
    { ...plain('getQuality', 'The data-quality page', data.qualitySchema), config: { refuses: [ErrorCode.notFound] } },
    async (req) => ok(await content.quality(req.query.lang)),
  );
  app.get<Plain<data.CaseIndustriesData>>(
    '/home/case/industry',
    plain('listCaseIndustries', 'Industries the case studies are grouped by', data.caseIndustriesSchema),
    async (req) => ok(await content.caseIndustries(req.query.lang)),
  );
  app.get<Plain<data.CasesData>>('/home/case', plain('listCases', 'Case studies, newest first', data.casesSchema), async (req) =>
    ok(await content.cases(req.query.lang)),
  );
  app.get<Detail<data.CaseData>>('/home/case/:id', detail('getCase', 'A case study with its neighbours', data.caseSchema), async (req) =>
    ok(await content.caseStudy(req.params.id, req.query.lang)),
  );
  app.get<Detail<data.CollegeData>>(
    '/home/college/:id',
    detail('getCollege', 'A university-zone item with its downloads', data.collegeSchema),
    async (req) => ok(await content.college(req.params.id, req.query.lang)),
  );

  app.get<{ Querystring: LangQuery & { group?: string }; Reply: Envelope<data.JobsData> }>(
    '/home/job',
    {
      schema: {
        ...doc('listJobs', 'Open positions, all or of one group'),
        querystring: {
          ...langQuery,
          properties: {
            ...langQuery.properties,
            group: { type: 'string', enum: ['developer', 'operation', 'researcher'] },
          },
        },
        response: answers(data.jobsSchema),
      },
    },
    async (req) => ok(await content.jobs(req.query.lang, req.query.group)),
  );

  app.get<Plain<data.LabelGroupsData>>(
    '/home/sample/label-groups',
    plain('listSampleLabelGroups', 'Panel profile labels, in groups, for the sample pages', data.labelGroupsSchema),
    async (req) => ok(await content.labelGroups(req.query.lang)),
  );
  app.get<Plain<data.CarFiltersData>>(
    '/home/sample/car-filters',
    plain('listSampleCarFilters', 'Car-owner panel filters and their options', data.carFiltersSchema),
    async (req) => ok(await content.carFilters(req.query.lang)),
  );
  app.get<Plain<data.TeamData>>('/home/team', plain('listTeam', 'The people the about page introduces', data.teamSchema), async (req) =>
    ok(await content.team(req.query.lang)),
  );
  app.get<Plain<data.ProofData>>(
    '/home/proof',
    plain('listProof', 'Customer segments, sample projects and data-quality practice', data.proofSchema),
    async (req) => ok(await content.proof(req.query.lang)),
  );
  app.get<Plain<data.PricingData>>('/home/pricing', plain('getPricing', 'Pricing plans', data.pricingSchema), async (req) =>
    ok(await content.pricing(req.query.lang)),
  );

  app.get<{ Querystring: LangQuery; Params: { slug: string }; Reply: Envelope<data.LegalData> }>(
    '/home/legal/:slug',
    {
      config: { refuses: [ErrorCode.notFound] },
      schema: {
        ...doc('getLegalText', 'A legal text (privacy, terms…) by its slug'),
        querystring: langQuery,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['slug'],
          properties: { slug: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: answers(data.legalSchema),
      },
    },
    async (req) => ok(await content.legal(req.params.slug, req.query.lang)),
  );
};
