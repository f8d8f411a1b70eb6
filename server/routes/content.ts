import type { FastifyPluginAsync } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import { ok } from '../envelope';
import type { Services } from '../services';
import * as data from '../../contract/content';
import { envelopeOf, idParams, langQuery, pagedQuery, type IdParams, type LangQuery, type PagedQuery } from './schemas';

// Each route's reply is the envelope around the contract's type of the schema it serialises with.
type Plain<D> = { Querystring: LangQuery; Reply: Envelope<D> };
type Paged<D, E = object> = { Querystring: PagedQuery & E; Reply: Envelope<D> };
type Detail<D> = { Querystring: LangQuery; Params: IdParams; Reply: Envelope<D> };
/** The status-200 answer: the envelope around exactly `schema`. */
const answers = (schema: object) => ({ 200: envelopeOf(schema) });
const detail = (schema: object) => ({ schema: { querystring: langQuery, params: idParams, response: answers(schema) } });
const plain = (schema: object) => ({ schema: { querystring: langQuery, response: answers(schema) } });
const id = { type: 'integer', minimum: 1 };

/** Every read-only content endpoint of the site: SEO, templates, viewpoints, news, blog, colleges… */
export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const content = services.content;

  app.get<Plain<data.SeoData>>('/home/seo', plain(data.seoSchema), async (req) => ok(await content.seo(req.query.lang)));

  app.get<Plain<data.CountryNamesData>>('/home/contact/get_country_list', plain(data.countryNamesSchema), async (req) =>
    ok(await content.countryNames(req.query.lang)),
  );

  app.get<Plain<data.CountrySamplesData>>('/home/country-sample', plain(data.countrySamplesSchema), async (req) =>
    ok(await content.countrySamples(req.query.lang)),
  );

  // SPEC 7: called with query params. `type` is the numeric form of `kind` (1 topic, 2 scene, 3 industry).
  const kinds = ['topic', 'scene', 'industry'] as const;
  app.get<{ Querystring: LangQuery & { kind?: string; type?: number }; Reply: Envelope<data.TemplateCategoriesData> }>(
    '/category',
    {
      schema: {
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
    { schema: { querystring: pagedQuery({ categoryId: id }), response: answers(data.templatesSchema) } },
    async (req) => ok(await content.templates(req.query.lang, req.query)),
  );
  app.get<Plain<data.SpecialsData>>('/home/template/special', plain(data.specialsSchema), async (req) =>
    ok(await content.specials(req.query.lang)),
  );
  app.get<Detail<data.SpecialData>>('/home/template/special/:id', detail(data.specialSchema), async (req) =>
    ok(await content.special(req.params.id, req.query.lang)),
  );
  app.get<Detail<data.TemplateData>>('/home/template/:id', detail(data.templateSchema), async (req) =>
    ok(await content.template(req.params.id, req.query.lang)),
  );

  // Expert viewpoints -----------------------------------------------------------------------------
  app.get<Plain<data.TutorsData>>('/home/viewpoint/tutor', plain(data.tutorsSchema), async (req) =>
    ok(await content.tutors(req.query.lang)),
  );
  app.get<Plain<data.ViewpointCategoriesData>>('/home/viewpoint/category', plain(data.viewpointCategoriesSchema), async (req) =>
    ok(await content.viewpointCategories(req.query.lang)),
  );
  app.get<Paged<data.ViewpointsData, { categoryId?: number; tutorId?: number }>>(
    '/home/viewpoint',
    { schema: { querystring: pagedQuery({ categoryId: id, tutorId: id }), response: answers(data.viewpointsSchema) } },
    async (req) => ok(await content.viewpoints(req.query.lang, req.query)),
  );
  app.get<{ Querystring: LangQuery; Params: { keyword: string }; Reply: Envelope<data.ViewpointsByKeywordData> }>(
    '/home/viewpoint/keyword/:keyword',
    {
      schema: {
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
  app.get<Detail<data.ViewpointData>>('/home/viewpoint/:id', detail(data.viewpointSchema), async (req) =>
    ok(await content.viewpoint(req.params.id, req.query.lang)),
  );

  // News and blog ---------------------------------------------------------------------------------
  for (const [path, collection, listSchema, itemSchema] of [
    ['/home/news', 'news', data.newsListSchema, data.newsItemSchema],
    ['/home/article', 'blog', data.blogListSchema, data.blogItemSchema],
  ] as const) {
    app.get<Paged<data.NewsListData | data.BlogListData>>(
      path,
      { schema: { querystring: pagedQuery(), response: answers(listSchema) } },
      async (req) => ok(await content.datedList(collection, req.query.lang, req.query)),
    );
    app.get<Detail<data.NewsItemData | data.BlogItemData>>(`${path}/:id`, detail(itemSchema), async (req) =>
      ok(await content.datedItem(collection, req.params.id, req.query.lang)),
    );
  }

  // University zone, jobs, panels, pricing, legal ------------------------------------------------
  app.get<Plain<data.CollegesData>>('/home/college', plain(data.collegesSchema), async (req) => ok(await content.colleges(req.query.lang)));
  // The colleges layout (static paths win over /home/college/:id).
  app.get<Plain<data.CollegeNavData>>('/home/college/nav', plain(data.collegeNavSchema), async (req) =>
    ok(await content.collegeNav(req.query.lang)),
  );
  app.get<Plain<data.CollegeBannerData>>('/home/college/banner', plain(data.collegeBannerSchema), async (req) =>
    ok(await content.collegeBanner(req.query.lang)),
  );
  app.get<Plain<data.CollegeCouponsData>>('/home/college/coupon', plain(data.collegeCouponsSchema), async (req) =>
    ok(await content.collegeCoupons(req.query.lang)),
  );
  app.get<Plain<data.ResearchOfferingsData>>('/home/research/offering', plain(data.researchOfferingsSchema), async (req) =>
    ok(await content.researchOfferings(req.query.lang)),
  );
  // Data quality and case studies (static paths win over /home/case/:id).
  app.get<Plain<data.QualityData>>('/home/quality', plain(data.qualitySchema), async (req) => ok(await content.quality(req.query.lang)));
  app.get<Plain<data.CaseIndustriesData>>('/home/case/industry', plain(data.caseIndustriesSchema), async (req) =>
    ok(await content.caseIndustries(req.query.lang)),
  );
  app.get<Plain<data.CasesData>>('/home/case', plain(data.casesSchema), async (req) => ok(await content.cases(req.query.lang)));
  app.get<Detail<data.CaseData>>('/home/case/:id', detail(data.caseSchema), async (req) =>
    ok(await content.caseStudy(req.params.id, req.query.lang)),
  );
  app.get<Detail<data.CollegeData>>('/home/college/:id', detail(data.collegeSchema), async (req) =>
    ok(await content.college(req.params.id, req.query.lang)),
  );

  app.get<{ Querystring: LangQuery & { group?: string }; Reply: Envelope<data.JobsData> }>(
    '/home/job',
    {
      schema: {
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

  app.get<Plain<data.LabelGroupsData>>('/home/sample/label-groups', plain(data.labelGroupsSchema), async (req) =>
    ok(await content.labelGroups(req.query.lang)),
  );
  app.get<Plain<data.CarFiltersData>>('/home/sample/car-filters', plain(data.carFiltersSchema), async (req) =>
    ok(await content.carFilters(req.query.lang)),
  );
  app.get<Plain<data.TeamData>>('/home/team', plain(data.teamSchema), async (req) => ok(await content.team(req.query.lang)));
  app.get<Plain<data.ProofData>>('/home/proof', plain(data.proofSchema), async (req) => ok(await content.proof(req.query.lang)));
  app.get<Plain<data.PricingData>>('/home/pricing', plain(data.pricingSchema), async (req) => ok(await content.pricing(req.query.lang)));

  app.get<{ Querystring: LangQuery; Params: { slug: string }; Reply: Envelope<data.LegalData> }>(
    '/home/legal/:slug',
    {
      schema: {
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
