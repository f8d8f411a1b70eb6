/**
 * The OpenAPI document (GET /designer/v1/openapi.json) describes every route the API registers, and each
 * content route with the very response schema it serialises with, which is the contract's.
 */
import Fastify, { type RouteOptions } from 'fastify';
import * as contract from '../contract/content';
import { API_PREFIX, siteApi } from './app';
import { describeDb, testApi, type TestApi } from './test/helpers';

jest.setTimeout(60_000);

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};
type Schema = { properties?: { data?: { anyOf?: unknown[] } } };

/** `/home/template/:id` in Fastify's syntax is `/home/template/{id}` in OpenAPI's. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
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
      expect(Object.keys(n).sort()).toEqual(['children', 'id', 'title', 'type']);
      expect([typeof n.id, typeof n.title, [0, 1].includes(n.type as number)]).toEqual(['number', 'string', true]);
      (n.children as Record<string, unknown>[]).forEach(check);
    };
    for (const lang of ['zh', 'en']) {
      const tree = (await api.app.inject({ method: 'GET', url: `${API_PREFIX}/home/help?lang=${lang}` })).json().data;
      expect(tree.length).toBeGreaterThan(0);
      tree.forEach(check);
    }
  });
});
