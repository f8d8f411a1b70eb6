/**
 * The OpenAPI document (GET /designer/v1/openapi.json) describes every route the API registers, and each
 * content route with the very response schema it serialises with, which is the contract's; each operation
 * is named, summarised and tagged, and documents the error answers the route really gives (checked by
 * asking the API for them). That the document is valid OpenAPI 3.1 is openapi-valid.db.test.ts's.
 */
import Fastify, { type RouteOptions } from 'fastify';
import * as contract from '../../contract/content';
import { ERROR_MESSAGES } from '../../contract/envelope';
import { errorEnvelopeSchema } from '../../contract/envelope-schema';
import { API_PREFIX, siteApi } from '../app';
import { API_TAGS, openApiPath } from '../plugins/openapi';
import { codesOf, errorStatuses } from '../plugins/openapi-errors';
import { describeDb, testApi, type TestApi } from '../test/helpers';

jest.setTimeout(60_000);

type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: unknown; examples?: Record<string, { value: unknown }> }>;
};
type Operation = { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, Response> };
type Document = {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
};
type Schema = { properties?: { data?: { anyOf?: unknown[] } } };

/** The contract's content schemas, by name. */
const contractSchemas = Object.entries(contract).filter(([name]) => name.endsWith('Schema')) as [string, object][];

describeDb('the API describes itself', () => {
  let api: TestApi;
  let document: Document;
  /** Every route of the API as Fastify registers it (HEAD twins aside). */
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    api = await testApi();
    // The API mounted again, with a hook that sees each route as it is added.
    const app = Fastify();
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(route);
    });
    await app.register(siteApi, { prefix: API_PREFIX, services: api.services });
    await app.ready();
    await app.close();

    const res = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    document = res.json();
  });
  afterAll(() => api.close());

  test('an OpenAPI 3.1 document, not an envelope', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Site API');
    expect(document).not.toHaveProperty('code');
  });

  /** The routes a client calls: not the static files, the catch-all 404 or the document itself. */
  const described = () => routes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide && !r.url.endsWith('/*'));

  test('every route the API registers is in the document, with its 200 answer', () => {
    expect(described().length).toBeGreaterThan(40);
    for (const route of described()) {
      for (const method of [route.method].flat()) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect({ route: `${method} ${route.url}`, documented: operation !== undefined }).toEqual({
          route: `${method} ${route.url}`,
          documented: true,
        });
        expect(operation?.responses?.['200']).toBeDefined();
      }
    }
    // And nothing else: the document lists no route the API does not have.
    const registered = new Set(described().flatMap((r) => [r.method].flat().map((m) => `${m.toLowerCase()} ${openApiPath(r.url)}`)));
    const documented = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.sort()).toEqual([...registered].sort());
  });

  test('each content route is documented with the schema it serialises with, the contract schema', () => {
    const used = new Set<object>();
    for (const route of described()) {
      const response = (route.schema?.response as Record<string, Schema> | undefined)?.[200];
      const data = response?.properties?.data?.anyOf?.[1];
      const named = contractSchemas.find(([, schema]) => schema === data);
      if (!named) continue;
      used.add(named[1]);
      // The help tree refers to its node schema, which the document lists under components (below).
      if (data === contract.helpTreeSchema) continue;
      const documented = document.paths[openApiPath(route.url)]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect({ route: route.url, schema: documented }).toEqual({ route: route.url, schema: response });
    }
    // Every content schema of the contract is some route's answer (the node is the tree's part).
    expect(contractSchemas.filter(([, schema]) => !used.has(schema)).map(([name]) => name)).toEqual(['helpTreeNodeSchema']);
  });

  test('the help tree is documented by its recursive node schema, and the answer keeps to it', async () => {
    const ref = { $ref: '#/components/schemas/HelpTreeNode' };
    const documented = document.paths[`${API_PREFIX}/home/help`]?.get?.responses?.['200']?.content?.['application/json']?.schema as Schema;
    expect(documented.properties?.data?.anyOf?.[1]).toEqual({ type: 'array', items: ref });
    const { $id: _id, ...node } = contract.helpTreeNodeSchema;
    expect(document.components?.schemas?.HelpTreeNode).toEqual({
      ...node,
      properties: { ...node.properties, children: { type: 'array', items: ref } },
    });

    // The tree is sent pre-serialised (no serialiser filters it): every node has exactly the schema's fields.
    const check = (n: Record<string, unknown>): void => {
      // An article lists its version; a folder has none.
      expect(Object.keys(n).sort()).toEqual(
        n.type === 1 ? ['children', 'id', 'title', 'type', 'version'] : ['children', 'id', 'title', 'type'],
      );
      expect([typeof n.id, typeof n.title, [0, 1].includes(n.type as number)]).toEqual(['number', 'string', true]);
      if (n.type === 1) expect(typeof n.version).toBe('string');
      (n.children as Record<string, unknown>[]).forEach(check);
    };
    for (const lang of ['zh', 'en']) {
      const tree = (await api.app.inject({ method: 'GET', url: `${API_PREFIX}/home/help?lang=${lang}` })).json().data;
      expect(tree.length).toBeGreaterThan(0);
      tree.forEach(check);
    }
  });

  /** Each operation of the document with the route it describes. */
  const operations = () =>
    described().flatMap((route) =>
      [route.method].flat().map((method) => ({
        route,
        name: `${method} ${route.url}`,
        operation: document.paths[openApiPath(route.url)]![method.toLowerCase()]!,
      })),
    );

  test('relative servers and the tags, each described', () => {
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.tags).toEqual(Object.entries(API_TAGS).map(([name, description]) => ({ name, description })));
    for (const { description } of document.tags ?? []) expect(description?.length).toBeGreaterThan(20);
  });

  test('every operation has an operationId (camelCase, unique, stable), a summary and one tag', () => {
    for (const { name, operation } of operations()) {
      expect({ name, operationId: /^[a-z][a-zA-Z0-9]+$/.test(operation.operationId ?? '') }).toEqual({ name, operationId: true });
      expect({ name, summary: (operation.summary?.length ?? 0) > 10 }).toEqual({ name, summary: true });
      expect({ name, tags: operation.tags?.length === 1 && operation.tags[0]! in API_TAGS }).toEqual({ name, tags: true });
    }
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Clients generate code from these names: one changes on purpose only, here.
    expect(ids.sort()).toEqual([...OPERATION_IDS].sort());
  });

  test("one error envelope under components, the contract's, and one response per error status referring to it", () => {
    expect(document.components?.schemas?.ErrorEnvelope).toEqual(JSON.parse(JSON.stringify(errorEnvelopeSchema)));
    const responses = document.components?.responses ?? {};
    expect(Object.keys(responses).length).toBeGreaterThanOrEqual(10);
    for (const response of Object.values(responses)) {
      const json = response.content?.['application/json'];
      expect(json?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      // Its examples are the contract's envelopes of the codes the status carries.
      for (const [code, example] of Object.entries(json?.examples ?? {}))
        expect(example.value).toEqual({ code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], data: null });
    }
    expect(Object.keys(responses.TooManyRequests?.content?.['application/json']?.examples ?? {}).sort()).toEqual(codesOf(429).sort());
    expect(Object.keys(responses.PayloadTooLarge?.content?.['application/json']?.examples ?? {})).toEqual(['A0400']);
  });

  test('every $ref of the document resolves', () => {
    const refs: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === '$ref' && typeof x === 'string') refs.push(x);
          else walk(x);
        }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect({ ref, resolves: target !== undefined }).toEqual({ ref, resolves: true });
    }
  });

  test('each operation documents the error answers of its route: a body 400/413/415, a rate limit 429, the database 503', () => {
    const statuses = (operation: Operation) => Object.keys(operation.responses ?? {}).map(Number);
    for (const { route, name, operation } of operations()) {
      const documented = statuses(operation);
      const expected = errorStatuses(route);
      expect({ name, missing: expected.filter((s) => !documented.includes(s)) }).toEqual({ name, missing: [] });
      // Nothing but the success answers and those: no status is documented that the route cannot give.
      expect({ name, extra: documented.filter((s) => s >= 400 && !(expected as number[]).includes(s)) }).toEqual({ name, extra: [] });
      const methods = [route.method].flat();
      if (methods.includes('POST'))
        expect({ name, body: [400, 413, 415].filter((s) => !documented.includes(s)) }).toEqual({ name, body: [] });
      const limited = route.config?.rateLimit !== false;
      expect({ name, limited: documented.includes(429) }).toEqual({ name, limited });
      // The error envelope by reference, except the no-script form's own pages.
      for (const status of documented.filter((s) => s >= 400)) {
        const response = operation.responses![status]!;
        if (response.$ref) expect(document.components?.responses?.[response.$ref.split('/').pop()!]).toBeDefined();
        else expect({ name, status, html: response.content?.['text/html'] !== undefined }).toEqual({ name, status, html: true });
      }
    }
    const byStatus = (status: number) =>
      operations()
        .filter(({ operation }) => statuses(operation).includes(status))
        .map(({ name }) => name);
    expect(byStatus(429)).toEqual(
      operations()
        .map(({ name }) => name)
        .filter((n) => n !== `GET ${API_PREFIX}/home/health`),
    );
    // Only the China check and the build hook never read the database.
    expect(
      operations()
        .map(({ name }) => name)
        .filter((n) => !byStatus(503).includes(n)),
    ).toEqual([`GET ${API_PREFIX}/home/ip/china`, `POST ${API_PREFIX}/hooks/publish`]);
    expect(byStatus(401)).toEqual([`POST ${API_PREFIX}/hooks/publish`]);
  });

  /** A URL of the route with each path parameter given a value no item has. */
  const unknownUrl = (url: string) => url.replace(/:(\w+)/g, (_m, p: string) => (p === 'id' ? '2147483647' : 'no-such-item'));

  test('a route documents 404 exactly when its parameters name an item, and answers it for an unknown one', async () => {
    for (const { route, name, operation } of operations().filter(({ route }) => route.url.includes(':'))) {
      const res = await api.app.inject({ method: 'GET', url: unknownUrl(route.url) });
      expect({ name, status: res.statusCode }).toEqual({ name, status: operation.responses?.['404'] ? 404 : 200 });
    }
  });

  test('a route documents 304 exactly when it answers one to its own ETag', async () => {
    for (const { route, name, operation } of operations().filter(({ route }) => route.method === 'GET')) {
      const url = route.url.replace(':id', '1').replace(':slug', 'privacy').replace(':keyword', 'survey');
      const etag = (await api.app.inject({ method: 'GET', url })).headers.etag;
      const again = etag ? (await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } })).statusCode : 200;
      expect({ name, notModified: again === 304 }).toEqual({ name, notModified: operation.responses?.['304'] !== undefined });
    }
  });

  test('a route documents 400 exactly when it reads a query, parameters or a body, and answers it for a bad one', async () => {
    for (const { route, name, operation } of operations()) {
      const post = [route.method].flat().includes('POST');
      const res = post
        ? await api.app.inject({ method: 'POST', url: route.url, headers: { 'content-type': 'application/json' }, payload: '{"unknown":' })
        : await api.app.inject({ method: 'GET', url: `${unknownUrl(route.url)}${unknownUrl(route.url).includes('?') ? '&' : '?'}lang=xx` });
      const documented = operation.responses?.['400'] !== undefined;
      expect({ name, status: res.statusCode === 400 }).toEqual({ name, status: documented });
    }
  });

  test('a route documenting 429 answers it once its budget is spent; health never does', async () => {
    const limited = await testApi({ RATE_LIMIT_PER_MINUTE: '3', CONTACT_LIMIT_PER_10_MINUTES: '3' });
    try {
      for (const { route, name, operation } of operations()) {
        const method = [route.method].flat()[0] as 'GET' | 'POST';
        // The help feedback's own budget is 60 answers in 10 minutes.
        let status = 0;
        for (let i = 0; i < 62 && status !== 429; i++)
          status = (await limited.app.inject({ method, url: unknownUrl(route.url), ...(method === 'POST' ? { payload: {} } : {}) }))
            .statusCode;
        expect({ name, status: status === 429 }).toEqual({ name, status: operation.responses?.['429'] !== undefined });
      }
    } finally {
      await limited.close();
    }
  });
});

/** Every operationId of the document, as clients know them. */
const OPERATION_IDS = [
  'getBlogPost',
  'getCase',
  'getCollege',
  'getCollegeBanner',
  'getCollegeNav',
  'getHealth',
  'getHelpArticle',
  'getHelpTree',
  'getLegalText',
  'getNewsItem',
  'getPricing',
  'getQuality',
  'getSeo',
  'getTemplate',
  'getTemplateSpecial',
  'getViewpoint',
  'isMainlandChina',
  'listBlogPosts',
  'listCaseIndustries',
  'listCases',
  'listCollegeCoupons',
  'listColleges',
  'listCountryNames',
  'listCountrySamples',
  'listJobs',
  'listNews',
  'listProof',
  'listResearchOfferings',
  'listSampleCarFilters',
  'listSampleLabelGroups',
  'listTeam',
  'listTemplateCategories',
  'listTemplateSpecials',
  'listTemplates',
  'listTutors',
  'listViewpointCategories',
  'listViewpoints',
  'listViewpointsByKeyword',
  'sendContactForm',
  'sendContactRequest',
  'sendHelpFeedback',
  'sendPhoneCode',
  'triggerPublish',
] as const;
