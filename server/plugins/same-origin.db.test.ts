/**
 * Pages of other sites cannot make visitors' browsers file requests: a POST that a browser marks as
 * coming from another site answers 403 (A0403 envelope, or a page in the form's language for the
 * no-script form) and stores nothing; the site's own pages, the origins of CORS_ORIGINS and clients
 * without browser headers (a server-side caller) are served as before.
 */
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import { describeDb, testApi, type TestApi } from '../test/helpers';

const ASK = '/designer/v1/home/contact/ask';
const SMS = '/designer/v1/home/sms/code';
const quote = { language: 2, type: 3, email: 'buyer@example.com', sampleQuantity: 1500, region: '' };

describeDb('POSTs from other sites', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ CORS_ORIGINS: 'https://www.askora.example', CONTACT_LIMIT_PER_10_MINUTES: '1000', FORM_MIN_FILL_MS: '0' });
  });
  afterAll(() => api.close());

  const ask = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: ASK, payload: quote, headers });

  test.each([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site page on another host (fetch metadata)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.askora.example' }],
    ['an older browser’s foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed or data: page)', { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page.html' }],
    ['a prefix trick on an allowed origin', { origin: 'https://www.askora.example.evil.example' }],
  ])('%s is refused with 403 A0403 and nothing stored', async (_, headers) => {
    const before = await api.services.inquiries.count();
    const res = await ask(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'A0403' });
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test.each([
    ['the site’s own page (fetch metadata)', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }],
    ['the API’s own host, any port (an older browser)', { origin: 'http://localhost:8000' }],
    ['an origin of CORS_ORIGINS (site deployed apart)', { 'sec-fetch-site': 'same-site', origin: 'https://www.askora.example' }],
    ['a server-side client (no browser headers)', {}],
  ])('%s is served', async (_, headers) => {
    const before = await api.services.inquiries.count();
    const res = await ask(headers);
    expect(res.json()).toMatchObject({ code: '00000' });
    expect(await api.services.inquiries.count()).toBe(before + 1);
  });

  test('a phone code asked for by another site’s page is not sent', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: SMS,
      payload: { mobile: '13912345678' },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(api.transport.sent).toEqual([]);
  });

  test.each([
    ['en', 'Request not accepted', 'nothing was stored'],
    ['zh', '请求未被接收', '没有保存任何内容'],
  ])('the no-script form posted from another site (%s) gets a page in its language, nothing stored', async (lang, title, text) => {
    const before = await api.services.inquiries.count();
    const res = await api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: new URLSearchParams({
        variant: lang === 'en' ? 'sample-en' : 'sample-zh',
        lang,
        name: 'Anna Berg',
        organization: 'Nordlicht',
        email: 'anna@example.com',
        mobile: '13800138000',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain(text);
    expect(res.body).toContain(`href="${lang === 'en' ? '/en' : '/'}"`);
    expect(await api.services.inquiries.count()).toBe(before);
  });
});
