import type { TutorsData, ViewpointCategoriesData, ViewpointData, ViewpointsData } from '../../../contract/content';
import { mapLimit } from '../../../src/lib/limit';
import { brief, safeHtml, type SourceContext } from './context';

export async function sourceTutors({ get, q, create, image }: SourceContext) {
  for (const t of await get<TutorsData>(`/home/viewpoint/tutor?${q}`)) {
    create('SiteApiTutor', String(t.id), {
      apiId: t.id,
      name: t.name,
      title: t.title,
      bio: t.bio,
      expertise: t.fields,
      avatarFile: await image(t.avatar),
    });
  }
}

export async function sourceViewpointCategories({ get, q, create }: SourceContext) {
  for (const c of await get<ViewpointCategoriesData>(`/home/viewpoint/category?${q}`)) {
    create('SiteApiViewpointCategory', String(c.id), { apiId: c.id, name: c.name });
  }
}

/** Every viewpoint, from its detail (body, related, neighbours). */
export async function sourceViewpoints({ get, q, create, image }: SourceContext) {
  const viewpoints = (await get<ViewpointsData>(`/home/viewpoint?${q}&size=100`)).list;
  await mapLimit(viewpoints, 8, async (v) => {
    const d = await get<ViewpointData>(`/home/viewpoint/${v.id}?${q}`);
    create('SiteApiViewpoint', String(v.id), {
      apiId: d.id,
      position: viewpoints.indexOf(v),
      tutorId: d.tutorId,
      categoryId: d.categoryId,
      title: d.title,
      summary: d.summary,
      keywords: d.keywords,
      publishedAt: d.publishedAt,
      readMinutes: d.readMinutes,
      content: safeHtml(d.content) ?? '',
      relatedIds: d.related.map((r) => r.id),
      prev: brief(d.prev),
      next: brief(d.next),
      coverFile: await image(d.cover),
    });
  });
}
