import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, object, str, strings } from './json-schema';

export const seoSchema = listOf(object({ url: str, title: str, description: str, keyword: str }));
export const countryNamesSchema = strings;
export const countrySamplesSchema = listOf(
  object({
    id: str,
    region: str,
    country: str,
    total: int,
    male: int,
    female: int,
    age14to22: int,
    age23to35: int,
    age36to55: int,
    age56to80: int,
  }),
);

export type SeoData = FromSchema<typeof seoSchema>;
export type CountryNamesData = FromSchema<typeof countryNamesSchema>;
export type CountrySamplesData = FromSchema<typeof countrySamplesSchema>;
