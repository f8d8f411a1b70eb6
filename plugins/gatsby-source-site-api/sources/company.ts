import type { CarFiltersData, JobsData, LabelGroupsData, LegalData, PricingData, ProofData, TeamData } from '../../../contract/content';
import { sanitizeArticleHtml } from '../article-html';
import type { SourceContext } from './context';

export async function sourceJobs({ get, q, create }: SourceContext) {
  (await get<JobsData>(`/home/job?${q}`)).forEach(({ id, ...job }, position) =>
    create('SiteApiJob', String(id), { ...job, apiId: id, position }),
  );
}

/** The people the about page introduces. */
export async function sourceTeam({ get, q, create }: SourceContext) {
  (await get<TeamData>(`/home/team?${q}`)).forEach(({ id, ...member }, position) =>
    create('SiteApiTeamMember', String(id), { ...member, apiId: id, position }),
  );
}

/** Pricing cells are text or a yes/no; GraphQL gets both shapes as one (`SiteApiPricingCell`). */
const cell = (v: string | boolean | undefined) =>
  typeof v === 'boolean' ? { text: null, included: v } : { text: String(v), included: true };

export async function sourcePricing({ get, q, create }: SourceContext) {
  const pricing = await get<PricingData>(`/home/pricing?${q}`);
  pricing.plans.forEach(({ id, ...plan }, position) =>
    create('SiteApiPricingPlan', id, { ...plan, helpIds: plan.helpIds ?? [], apiId: id, position }),
  );
  pricing.rows.forEach((row, position) =>
    create('SiteApiPricingRow', row.id, {
      apiId: row.id,
      position,
      name: row.name,
      values: { free: cell(row.values.free), enterprise: cell(row.values.enterprise), team: cell(row.values.team) },
    }),
  );
}

export async function sourceProof({ get, q, create }: SourceContext) {
  (await get<ProofData>(`/home/proof?${q}`)).forEach(({ id, ...item }, position) =>
    create('SiteApiProof', id, { ...item, apiId: id, position }),
  );
}

/** The sample page's label groups and car filters. */
export async function sourceSampleFilters({ get, q, create }: SourceContext) {
  (await get<LabelGroupsData>(`/home/sample/label-groups?${q}`)).forEach((g, position) =>
    create('SiteApiLabelGroup', g.id, { apiId: g.id, position, name: g.name, subGroups: g.children }),
  );
  (await get<CarFiltersData>(`/home/sample/car-filters?${q}`)).forEach((f, position) =>
    create('SiteApiCarFilter', f.id, { apiId: f.id, position, name: f.name, options: f.options }),
  );
}

/** The user agreement and the privacy policy; their h2 headings become the page's table of contents. */
export async function sourceLegal({ get, q, create }: SourceContext) {
  for (const slug of ['agreement', 'privacy']) {
    const d = await get<LegalData>(`/home/legal/${slug}?${q}`);
    const legal = sanitizeArticleHtml(d.content);
    create('SiteApiLegal', slug, { apiId: slug, title: d.title, content: legal.html, toc: legal.toc.filter((e) => e.level === 2) });
  }
}
