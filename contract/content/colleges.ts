/** University zone and research services. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, object, str, strings } from './json-schema';

const collegeFields = {
  id: int,
  cover: str,
  title: str,
  subTitle: str,
  hot: { type: 'boolean' },
  priceType: int,
  price: { type: 'number' },
  unit: str,
  remark: str,
  open: str,
  section: int,
} as const;
export const collegesSchema = listOf(object(collegeFields));
export const collegeSchema = object({ ...collegeFields, content: str, downloads: listOf(object({ name: str, file: str })) });
export const collegeNavSchema = listOf(
  object({ id: str, title: str, entries: listOf(object({ value: int, label: str, subLabel: str, path: str }, ['subLabel'])) }),
);
export const collegeBannerSchema = object({ id: str, title: str, text: str, tags: strings, images: strings });
export const collegeCouponsSchema = listOf(object({ id: int, title: str, discount: str, summary: str, terms: strings, steps: strings }));
export const researchOfferingsSchema = listOf(object({ id: str, title: str, text: str, deliverables: strings }));

export type CollegesData = FromSchema<typeof collegesSchema>;
export type CollegeData = FromSchema<typeof collegeSchema>;
export type CollegeNavData = FromSchema<typeof collegeNavSchema>;
export type CollegeBannerData = FromSchema<typeof collegeBannerSchema>;
export type CollegeCouponsData = FromSchema<typeof collegeCouponsSchema>;
export type ResearchOfferingsData = FromSchema<typeof researchOfferingsSchema>;
