import type { FromSchema } from 'json-schema-to-ts';
import { int, ints, listOf, object, pageOf, str, strings } from './json-schema';

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

export type TemplateCategoriesData = FromSchema<typeof templateCategoriesSchema>;
export type TemplatesData = FromSchema<typeof templatesSchema>;
export type TemplateData = FromSchema<typeof templateSchema>;
export type SpecialsData = FromSchema<typeof specialsSchema>;
export type SpecialData = FromSchema<typeof specialSchema>;
