import type {
  CollegeBannerData,
  CollegeCouponsData,
  CollegeData,
  CollegeNavData,
  CollegesData,
  ResearchOfferingsData,
} from '../../../contract/content';
import { mapLimit } from '../../../src/lib/limit';
import { safeHtml, type SourceContext } from './context';

/** Every university-zone item, from its detail (body and downloads). */
export async function sourceColleges({ get, q, create, image, file }: SourceContext) {
  const colleges = await get<CollegesData>(`/home/college?${q}`);
  await mapLimit(colleges, 8, async (c) => {
    const { id, cover, content, downloads, ...rest } = await get<CollegeData>(`/home/college/${c.id}?${q}`);
    create('SiteApiCollege', String(id), {
      ...rest,
      apiId: id,
      position: colleges.indexOf(c),
      content: safeHtml(content),
      coverFile: await image(cover),
      downloads: await Promise.all(downloads.map(async (d) => ({ name: d.name, file: await file(d.file) }))),
    });
  });
}

/** The colleges layout: side navigation, banner and coupons. */
export async function sourceCollegeLayout({ get, q, create, image }: SourceContext) {
  (await get<CollegeNavData>(`/home/college/nav?${q}`)).forEach((g, position) =>
    create('SiteApiCollegeNavGroup', g.id, {
      apiId: g.id,
      position,
      title: g.title,
      entries: g.entries.map((e) => ({ value: e.value, label: e.label, subLabel: e.subLabel ?? null, path: e.path })),
    }),
  );
  const banner = await get<CollegeBannerData>(`/home/college/banner?${q}`);
  create('SiteApiCollegeBanner', banner.id, {
    apiId: banner.id,
    title: banner.title,
    text: banner.text,
    tags: banner.tags,
    imageFiles: await Promise.all(banner.images.map((src) => image(src))),
  });
  (await get<CollegeCouponsData>(`/home/college/coupon?${q}`)).forEach(({ id, ...coupon }) =>
    create('SiteApiCollegeCoupon', String(id), { ...coupon, apiId: id }),
  );
}

/** The research services' offerings. */
export async function sourceResearchOfferings({ get, q, create }: SourceContext) {
  (await get<ResearchOfferingsData>(`/home/research/offering?${q}`)).forEach(({ id, ...offering }, position) =>
    create('SiteApiResearchOffering', id, { ...offering, apiId: id, position }),
  );
}
