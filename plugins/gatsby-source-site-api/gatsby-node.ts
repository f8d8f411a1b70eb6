import type { GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby';
import path from 'node:path';
import { imageSources, sanitizeArticleHtml } from './article-html';
import { createClient, mapLimit } from './client';
import { createHelpImageProcessor } from './help-images';
import { createFileLoader, createImageLoader } from './images';
import { relatedArticles } from '../../src/features/help/related';
import { helpMarkdown } from './help-markdown';
import { typeDefs } from './schema';

interface Options extends PluginOptions {
  apiUrl: string;
}

const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Item = Record<string, any>;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ apiUrl: Joi.string().uri().required().description('Base URL of the site API') });

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

const brief = (b: Item | null) => (b ? { id: Number(b.id), title: String(b.title) } : null);

/** Pricing cells are text or a yes/no; GraphQL gets both shapes as one. */
const cell = (v: unknown) => (typeof v === 'boolean' ? { text: null, included: v } : { text: String(v), included: true });

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args: NodePluginArgs, options) => {
  const { apiUrl } = options as Options;
  const { actions, createNodeId, createContentDigest, reporter, store } = args;
  const get = createClient(apiUrl);
  const image = createImageLoader(args, apiUrl);
  const file = createFileLoader(args, apiUrl);
  const { program } = store.getState() as { program: { directory: string } };
  const helpImage = createHelpImageProcessor(path.join(program.directory, 'public'), apiUrl);
  /** Every other body from the API goes through the same allowlist. */
  const safe = (raw: string | null | undefined) => (raw ? sanitizeArticleHtml(raw).html : null);
  const activity = reporter.activityTimer(`site API: sourcing from ${apiUrl}`);
  activity.start();

  const create = (type: string, key: string, lang: Lang, fields: Item) => {
    actions.createNode({
      ...fields,
      lang,
      id: createNodeId(`${type}-${lang}-${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };

  try {
    for (const lang of LANGS) {
      const q = `lang=${lang}`;

      // Help: the tree, then every article's body and path.
      const tree = await get<Item[]>(`/home/help?${q}`);
      const flat: { node: Item; parentId: number | null; depth: number }[] = [];
      const walk = (nodes: Item[], parentId: number | null, depth: number) =>
        nodes.forEach((node) => {
          flat.push({ node, parentId, depth });
          walk(node.children ?? [], node.id, depth + 1);
        });
      walk(tree, null, 1);
      const helpRows = await mapLimit(flat, 8, async ({ node, parentId, depth }) => {
        const info = node.type === 1 ? await get<Item>(`/home/help/info/${node.id}?${q}`) : null;
        const images = info ? await Promise.all(imageSources(info.content).map(async (src) => [src, await helpImage(src)] as const)) : [];
        const article = info ? sanitizeArticleHtml(info.content, new Map(images)) : null;
        return { node, parentId, depth, info, article, images };
      });
      // Related articles: same folder first, then shared terms (src/features/help/related.ts).
      const related = relatedArticles(
        helpRows
          .filter((r) => r.node.type === 1)
          .map((r) => ({ id: r.node.id, parentId: r.parentId, title: r.node.title, text: r.article?.text ?? '' })),
      );
      for (const { node, parentId, depth, info, article, images } of helpRows) {
        create('SiteApiHelp', String(node.id), lang, {
          apiId: node.id,
          title: node.title,
          type: node.type,
          parentId,
          position: flat.findIndex((f) => f.node === node),
          depth,
          content: article?.html ?? null,
          toc: article?.toc ?? [],
          text: article?.text ?? null,
          updatedAt: info?.updatedAt ?? null,
          crumbs: info?.path ?? [],
          // The article as Markdown, for /help/{id}.md and llms.txt (gatsby/help-markdown.ts).
          markdown: info ? helpMarkdown(info.content, new Map(images.map(([src, image]) => [src, image.full]))) : null,
          relatedIds: related.get(node.id) ?? [],
        });
      }

      for (const e of await get<Item[]>(`/home/seo?${q}`)) create('SiteApiSeo', e.url, lang, e);

      for (const c of await get<Item[]>(`/category?${q}`)) {
        create('SiteApiTemplateCategory', String(c.id), lang, { apiId: c.id, kind: c.kind, name: c.name, count: c.count });
      }
      const templates = (await get<{ list: Item[] }>(`/home/template?${q}&size=100`)).list;
      await mapLimit(templates, 8, async (t) => {
        const detail = await get<Item>(`/home/template/${t.id}?${q}`);
        create('SiteApiTemplate', String(t.id), lang, {
          apiId: t.id,
          position: templates.indexOf(t),
          name: detail.name,
          description: detail.description,
          timesUsed: detail.timesUsed,
          categoryIds: detail.categoryIds,
          questions: detail.questions.map((qn: Item) => ({ type: qn.type, title: qn.title, options: qn.options ?? [] })),
          coverFile: await image(detail.cover),
        });
      });
      for (const s of await get<Item[]>(`/home/template/special?${q}`)) {
        create('SiteApiTemplateSpecial', String(s.id), lang, {
          apiId: s.id,
          title: s.title,
          description: s.description,
          templateIds: s.templateIds,
          coverFile: await image(s.cover),
        });
      }

      for (const t of await get<Item[]>(`/home/viewpoint/tutor?${q}`)) {
        create('SiteApiTutor', String(t.id), lang, {
          apiId: t.id,
          name: t.name,
          title: t.title,
          bio: t.bio,
          expertise: t.fields ?? [],
          avatarFile: await image(t.avatar),
        });
      }
      for (const c of await get<Item[]>(`/home/viewpoint/category?${q}`)) {
        create('SiteApiViewpointCategory', String(c.id), lang, { apiId: c.id, name: c.name });
      }
      const viewpoints = (await get<{ list: Item[] }>(`/home/viewpoint?${q}&size=100`)).list;
      await mapLimit(viewpoints, 8, async (v) => {
        const d = await get<Item>(`/home/viewpoint/${v.id}?${q}`);
        create('SiteApiViewpoint', String(v.id), lang, {
          apiId: d.id,
          position: viewpoints.indexOf(v),
          tutorId: d.tutorId,
          categoryId: d.categoryId,
          title: d.title,
          summary: d.summary,
          keywords: d.keywords ?? [],
          publishedAt: d.publishedAt,
          readMinutes: d.readMinutes ?? null,
          content: safe(d.content),
          relatedIds: (d.related ?? []).map((r: Item) => r.id),
          prev: brief(d.prev),
          next: brief(d.next),
          coverFile: await image(d.cover),
        });
      });

      for (const [path, type] of [
        ['/home/news', 'SiteApiNews'],
        ['/home/article', 'SiteApiBlog'],
      ] as const) {
        const list = (await get<{ list: Item[] }>(`${path}?${q}&size=100`)).list;
        await mapLimit(list, 8, async (a) => {
          const d = await get<Item>(`${path}/${a.id}?${q}`);
          create(type, String(a.id), lang, {
            apiId: d.id,
            position: list.indexOf(a),
            title: d.title,
            summary: d.summary,
            ...(type === 'SiteApiNews' ? { banner: d.banner ?? null } : { author: d.author }),
            tags: d.tags ?? [],
            publishedAt: d.publishedAt,
            content: safe(d.content),
            prev: brief(d.prev),
            next: brief(d.next),
            coverFile: await image(d.cover),
          });
        });
      }

      const colleges = await get<Item[]>(`/home/college?${q}`);
      await mapLimit(colleges, 8, async (c) => {
        const d = await get<Item>(`/home/college/${c.id}?${q}`);
        const { id, cover, content, downloads, ...rest } = d;
        create('SiteApiCollege', String(id), lang, {
          ...rest,
          apiId: id,
          position: colleges.indexOf(c),
          content: safe(content),
          coverFile: await image(cover),
          downloads: await Promise.all(
            (downloads as { name: string; file: string }[]).map(async (d) => ({ name: d.name, file: await file(d.file) })),
          ),
        });
      });

      // The colleges layout: side navigation, banner, coupons; the research services' offerings.
      (await get<Item[]>(`/home/college/nav?${q}`)).forEach((g, position) =>
        create('SiteApiCollegeNavGroup', g.id, lang, {
          apiId: g.id,
          position,
          title: g.title,
          entries: g.entries.map((e: Item) => ({ value: e.value, label: e.label, subLabel: e.subLabel ?? null, path: e.path })),
        }),
      );
      const banner = await get<Item>(`/home/college/banner?${q}`);
      create('SiteApiCollegeBanner', banner.id, lang, {
        apiId: banner.id,
        title: banner.title,
        text: banner.text,
        tags: banner.tags,
        imageFiles: await Promise.all((banner.images as string[]).map((src) => image(src))),
      });
      (await get<Item[]>(`/home/college/coupon?${q}`)).forEach(({ id, ...coupon }) =>
        create('SiteApiCollegeCoupon', String(id), lang, { ...coupon, apiId: id }),
      );
      (await get<Item[]>(`/home/research/offering?${q}`)).forEach(({ id, ...offering }, position) =>
        create('SiteApiResearchOffering', id, lang, { ...offering, apiId: id, position }),
      );

      // The data-quality page and the case studies.
      const quality = await get<Item>(`/home/quality?${q}`);
      const qualityBody = sanitizeArticleHtml(quality.content ?? '');
      create('SiteApiQuality', quality.id, lang, {
        apiId: quality.id,
        title: quality.title,
        summary: quality.summary,
        updatedAt: quality.updatedAt,
        content: qualityBody.html,
        toc: qualityBody.toc.filter((e) => e.level === 2),
      });
      (await get<Item[]>(`/home/case/industry?${q}`)).forEach(({ id, name }, position) =>
        create('SiteApiCaseIndustry', id, lang, { apiId: id, name, position }),
      );
      const caseStudies = await get<Item[]>(`/home/case?${q}`);
      await mapLimit(caseStudies, 8, async (c) => {
        const { id, prev, next, ...rest } = await get<Item>(`/home/case/${c.id}?${q}`);
        create('SiteApiCase', String(id), lang, {
          ...rest,
          apiId: id,
          position: caseStudies.indexOf(c),
          prev: brief(prev),
          next: brief(next),
        });
      });

      (await get<Item[]>(`/home/job?${q}`)).forEach(({ id, ...job }, position) =>
        create('SiteApiJob', String(id), lang, { ...job, apiId: id, position }),
      );

      const pricing = await get<{ plans: Item[]; rows: Item[] }>(`/home/pricing?${q}`);
      pricing.plans.forEach(({ id, ...plan }, position) =>
        create('SiteApiPricingPlan', id, lang, { ...plan, helpIds: plan.helpIds ?? [], apiId: id, position }),
      );
      pricing.rows.forEach((row, position) =>
        create('SiteApiPricingRow', row.id, lang, {
          apiId: row.id,
          position,
          name: row.name,
          values: { free: cell(row.values.free), enterprise: cell(row.values.enterprise), team: cell(row.values.team) },
        }),
      );

      (await get<Item[]>(`/home/proof?${q}`)).forEach(({ id, ...item }, position) =>
        create('SiteApiProof', String(id), lang, { ...item, apiId: String(id), position }),
      );

      (await get<Item[]>(`/home/sample/label-groups?${q}`)).forEach((g, position) =>
        create('SiteApiLabelGroup', g.id, lang, { apiId: g.id, position, name: g.name, subGroups: g.children }),
      );
      (await get<Item[]>(`/home/sample/car-filters?${q}`)).forEach((f, position) =>
        create('SiteApiCarFilter', f.id, lang, { apiId: f.id, position, name: f.name, options: f.options }),
      );
      (await get<Item[]>(`/home/country-sample?${q}`)).forEach(({ id, ...row }, position) =>
        create('SiteApiCountrySample', String(id), lang, { ...row, apiId: String(id), position }),
      );
      (await get<string[]>(`/home/contact/get_country_list?${q}`)).forEach((name, position) =>
        create('SiteApiCountry', String(position), lang, { name, position }),
      );

      for (const slug of ['agreement', 'privacy']) {
        const d = await get<Item>(`/home/legal/${slug}?${q}`);
        // Long texts: the headings become the page's table of contents.
        const legal = sanitizeArticleHtml(d.content ?? '');
        create('SiteApiLegal', slug, lang, {
          apiId: slug,
          title: d.title,
          content: legal.html,
          toc: legal.toc.filter((e) => e.level === 2),
        });
      }
    }
  } catch (error) {
    activity.end();
    // Stops the build: a site built without its content must never be published.
    reporter.panic(`gatsby-source-site-api: ${(error as Error).message}`, error as Error);
  }
  activity.end();
};
