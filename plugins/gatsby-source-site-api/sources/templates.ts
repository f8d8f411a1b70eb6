import type { SpecialsData, TemplateCategoriesData, TemplateData, TemplatesData } from '../../../contract/content';
import { mapLimit } from '../../../src/lib/limit';
import type { SourceContext } from './context';

export async function sourceTemplateCategories({ get, q, create }: SourceContext) {
  for (const c of await get<TemplateCategoriesData>(`/category?${q}`)) {
    create('SiteApiTemplateCategory', String(c.id), { apiId: c.id, kind: c.kind, name: c.name, count: c.count });
  }
}

/** Every template, from its detail (the list has no questions). */
export async function sourceTemplates({ get, q, create, image }: SourceContext) {
  const templates = (await get<TemplatesData>(`/home/template?${q}&size=100`)).list;
  await mapLimit(templates, 8, async (t) => {
    const detail = await get<TemplateData>(`/home/template/${t.id}?${q}`);
    create('SiteApiTemplate', String(t.id), {
      apiId: t.id,
      position: templates.indexOf(t),
      name: detail.name,
      description: detail.description,
      timesUsed: detail.timesUsed,
      categoryIds: detail.categoryIds,
      questions: detail.questions.map((qn) => ({ type: qn.type, title: qn.title, options: qn.options ?? [] })),
      coverFile: await image(detail.cover),
    });
  });
}

export async function sourceTemplateSpecials({ get, q, create, image }: SourceContext) {
  for (const s of await get<SpecialsData>(`/home/template/special?${q}`)) {
    create('SiteApiTemplateSpecial', String(s.id), {
      apiId: s.id,
      title: s.title,
      description: s.description,
      templateIds: s.templateIds,
      coverFile: await image(s.cover),
    });
  }
}
