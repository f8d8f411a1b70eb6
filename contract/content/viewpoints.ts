import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, neighbours, object, pageOf, str, strings } from './json-schema';

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

export type TutorsData = FromSchema<typeof tutorsSchema>;
export type ViewpointCategoriesData = FromSchema<typeof viewpointCategoriesSchema>;
export type ViewpointsData = FromSchema<typeof viewpointsSchema>;
export type ViewpointsByKeywordData = FromSchema<typeof viewpointsByKeywordSchema>;
export type ViewpointData = FromSchema<typeof viewpointSchema>;
