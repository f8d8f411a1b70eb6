import type { CountryNamesData, CountrySamplesData, SeoData } from '../../../contract/content';
import type { SourceContext } from './context';

/** One SEO entry per page URL. */
export async function sourceSeo({ get, q, create }: SourceContext) {
  for (const e of await get<SeoData>(`/home/seo?${q}`)) create('SiteApiSeo', e.url, e);
}

/** The overseas sample table and the contact form's country list. */
export async function sourceCountries({ get, q, create }: SourceContext) {
  (await get<CountrySamplesData>(`/home/country-sample?${q}`)).forEach(({ id, ...row }, position) =>
    create('SiteApiCountrySample', id, { ...row, apiId: id, position }),
  );
  (await get<CountryNamesData>(`/home/contact/get_country_list?${q}`)).forEach((name, position) =>
    create('SiteApiCountry', String(position), { name, position }),
  );
}
