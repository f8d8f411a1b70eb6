import type { CaseData, CaseIndustriesData, CasesData, QualityData } from '../../../contract/content';
import { sanitizeArticleHtml } from '../article-html';
import { mapLimit } from '../../../src/lib/limit';
import { brief, type SourceContext } from './context';

/** The data-quality page; its h2 headings become the table of contents. */
export async function sourceQuality({ get, q, create }: SourceContext) {
  const quality = await get<QualityData>(`/home/quality?${q}`);
  const body = sanitizeArticleHtml(quality.content);
  create('SiteApiQuality', quality.id, {
    apiId: quality.id,
    title: quality.title,
    summary: quality.summary,
    updatedAt: quality.updatedAt,
    content: body.html,
    toc: body.toc.filter((e) => e.level === 2),
  });
}

/** The case studies' industries, then every case from its detail (with its neighbours). */
export async function sourceCases({ get, q, create }: SourceContext) {
  (await get<CaseIndustriesData>(`/home/case/industry?${q}`)).forEach(({ id, name }, position) =>
    create('SiteApiCaseIndustry', id, { apiId: id, name, position }),
  );
  const cases = await get<CasesData>(`/home/case?${q}`);
  await mapLimit(cases, 8, async (c) => {
    const { id, prev, next, ...rest } = await get<CaseData>(`/home/case/${c.id}?${q}`);
    create('SiteApiCase', String(id), { ...rest, apiId: id, position: cases.indexOf(c), prev: brief(prev), next: brief(next) });
  });
}
