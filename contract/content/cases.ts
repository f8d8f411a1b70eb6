/** Data quality and case studies. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, neighbours, object, str, strings } from './json-schema';

export const qualitySchema = object({ id: str, title: str, summary: str, updatedAt: str, content: str });
export const caseIndustriesSchema = listOf(object({ id: str, name: str }));
const caseFields = {
  id: int,
  industry: str,
  publishedAt: str,
  title: str,
  client: str,
  // The client's short name (its wordmark beside the logo) and which drawn mark its logo uses.
  clientName: str,
  logo: str,
  summary: str,
  question: str,
  method: str,
  sample: str,
  quotas: strings,
  timeline: str,
  outcome: str,
  figures: listOf(object({ value: str, label: str })),
  // What the client's named contact said about the project.
  testimonial: object({ quote: str, person: str, role: str }),
} as const;
export const casesSchema = listOf(object(caseFields));
export const caseSchema = object({ ...caseFields, ...neighbours });

export type QualityData = FromSchema<typeof qualitySchema>;
export type CaseIndustriesData = FromSchema<typeof caseIndustriesSchema>;
export type CasesData = FromSchema<typeof casesSchema>;
export type CaseData = FromSchema<typeof caseSchema>;
