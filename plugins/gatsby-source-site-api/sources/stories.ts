import type { BlogItemData, BlogListData, NewsItemData, NewsListData } from '../../../contract/content';
import { mapLimit } from '../../../src/lib/limit';
import { brief, safeHtml, type SourceContext } from './context';

/** The fields news and blog posts share, from an item's detail. */
const storyFields = async ({ image }: SourceContext, d: NewsItemData | BlogItemData) => ({
  apiId: d.id,
  title: d.title,
  summary: d.summary,
  tags: d.tags,
  publishedAt: d.publishedAt,
  // content is String! in the SDL: an empty body is '' (it was a GraphQL error at query time).
  content: safeHtml(d.content) ?? '',
  prev: brief(d.prev),
  next: brief(d.next),
  coverFile: await image(d.cover),
});

export async function sourceNews(ctx: SourceContext) {
  const { get, q, create } = ctx;
  const list = (await get<NewsListData>(`/home/news?${q}&size=100`)).list;
  await mapLimit(list, 8, async (a) => {
    const d = await get<NewsItemData>(`/home/news/${a.id}?${q}`);
    create('SiteApiNews', String(a.id), { ...(await storyFields(ctx, d)), position: list.indexOf(a), banner: d.banner ?? null });
  });
}

export async function sourceBlog(ctx: SourceContext) {
  const { get, q, create } = ctx;
  const list = (await get<BlogListData>(`/home/article?${q}&size=100`)).list;
  await mapLimit(list, 8, async (a) => {
    const d = await get<BlogItemData>(`/home/article/${a.id}?${q}`);
    create('SiteApiBlog', String(a.id), { ...(await storyFields(ctx, d)), position: list.indexOf(a), author: d.author });
  });
}
