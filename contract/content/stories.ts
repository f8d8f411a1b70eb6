/** News and blog: dated stories, listed by page, each with its neighbours. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, neighbours, object, pageOf, str, strings } from './json-schema';

const newsFields = { id: int, title: str, summary: str, publishedAt: str, cover: str, tags: strings, banner: str } as const;
export const newsListSchema = pageOf(object(newsFields, ['banner']));
export const newsItemSchema = object({ ...newsFields, content: str, ...neighbours }, ['banner']);
const blogFields = { id: int, title: str, summary: str, author: str, publishedAt: str, cover: str, tags: strings } as const;
export const blogListSchema = pageOf(object(blogFields));
export const blogItemSchema = object({ ...blogFields, content: str, ...neighbours });

export type NewsListData = FromSchema<typeof newsListSchema>;
export type NewsItemData = FromSchema<typeof newsItemSchema>;
export type BlogListData = FromSchema<typeof blogListSchema>;
export type BlogItemData = FromSchema<typeof blogItemSchema>;
