import { ApiCodeError, HttpError } from './envelope';
import { createApiClient } from './client';
import { CONTACT_ASK, COUNTRY_LIST } from './operations';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (url: string, init?: RequestInit) => Response, minDelayMs = 0) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const toasts: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    lang: 'en',
    minDelayMs,
    toast: (t) => toasts.push(t),
    fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    }) as typeof fetch,
  });
  return { client, calls, toasts };
}

describe('API client (Apollo Client 3 + apollo-link-rest)', () => {
  test('the Apollo major this project uses with apollo-link-rest is 3', () => {
    // apollo-link-rest 0.9 builds on Apollo Client 3's link and cache APIs; the round trips below prove it.
    expect((jest.requireActual('@apollo/client/package.json') as { version: string }).version).toMatch(/^3\./);
  });

  test('a mutation posts the body and resolves with the unwrapped data', async () => {
    const { client, calls, toasts } = setup(() => json(200, { code: '00000', message: 'success', data: { id: 42 } }));
    const result = await client.mutate<{ id: number }>(CONTACT_ASK, { input: { type: 3, email: 'a@b.co' } });
    expect(result).toEqual(expect.objectContaining({ id: 42 }));
    expect(calls[0]!.url).toBe('http://api.test/designer/v1/home/contact/ask');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ type: 3, email: 'a@b.co' });
    expect(toasts).toEqual([]);
  });

  test('a query reads a list of strings', async () => {
    const { client, calls } = setup(() => json(200, { code: '00000', message: 'success', data: ['Germany', 'Japan'] }));
    expect(await client.query<string[]>(COUNTRY_LIST, { lang: 'en' })).toEqual(['Germany', 'Japan']);
    expect(calls[0]!.url).toBe('http://api.test/designer/v1/home/contact/get_country_list?lang=en');
  });

  test('a code other than 00000 shows its translated toast and rejects with the code and field errors', async () => {
    const { client, toasts } = setup(() => json(200, { code: 'A0400', message: 'Parameter error', data: { email: 'validation.email' } }));
    const error = await client.mutate(CONTACT_ASK, { input: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect((error as ApiCodeError).fieldErrors).toEqual({ email: 'validation.email' });
    expect(toasts).toEqual(['Invalid parameters']);
  });

  test('an unknown code falls back to the server message', async () => {
    const { client, toasts } = setup(() => json(200, { code: 'Z0001', message: 'Maintenance tonight', data: null }));
    await expect(client.mutate(CONTACT_ASK, { input: {} })).rejects.toBeInstanceOf(ApiCodeError);
    expect(toasts).toEqual(['Maintenance tonight']);
  });

  test('an unknown code with an empty message toasts "error occurred", never an empty toast', async () => {
    const { client, toasts } = setup(() => json(200, { code: 'Z0001', message: '', data: null }));
    const error = await client.mutate(CONTACT_ASK, { input: {} }).catch((e: unknown) => e);
    expect(toasts).toEqual(['error occurred']);
    // The form's alert says the same.
    expect((error as ApiCodeError).localizedMessage).toBe('error occurred');
  });

  test('a non-200 answer with an envelope rejects with its code and its translated toast, never a bare "error occurred"', async () => {
    const { client, toasts } = setup(() => json(400, { code: 'A0400', message: 'Parameter error', data: { email: 'validation.email' } }));
    const error = await client.mutate(CONTACT_ASK, { input: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect((error as ApiCodeError).fieldErrors).toEqual({ email: 'validation.email' });
    expect((error as ApiCodeError).localizedMessage).toBe('Invalid parameters');
    expect(toasts).toEqual(['Invalid parameters']);
  });

  test('a non-200 answer without an envelope rejects with the status', async () => {
    const { client, toasts } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await client.mutate(CONTACT_ASK, { input: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect(toasts).toEqual(['error occurred']);
  });

  test('an answer without a code passes through', async () => {
    const { client } = setup(() => json(200, ['plain', 'list']));
    expect(await client.query(COUNTRY_LIST, { lang: 'zh' })).toEqual(['plain', 'list']);
  });

  test('calls take at least the minimum delay', async () => {
    const { client } = setup(() => json(200, { code: '00000', message: 'success', data: [] }), 200);
    const started = Date.now();
    await client.query(COUNTRY_LIST, { lang: 'zh' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});
