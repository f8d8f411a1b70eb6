import fs from 'node:fs';
import path from 'node:path';
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { SAMPLE_REQUEST_EN, SAMPLE_REQUEST_ZH } from '../test/inquiries';

/** The contact forms without scripts: application/x-www-form-urlencoded posts, 303 or the form again. */
describeDb('POST /contact/form (forms without scripts)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi();
  });
  afterAll(() => api.close());

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  /**
   * As a person without scripts sends a form: the first post answers the form again to confirm, with a
   * fill-time ticket; five seconds later it is sent again with the ticket.
   */
  const send = async (fields: Record<string, string>) => {
    const first = await post(fields);
    const ticket = /name="ticket" value="([^"]+)"/.exec(first.body)?.[1];
    if (first.statusCode !== 200 || !ticket) return first;
    api.clock.now += 5_000;
    return post({ ...fields, ticket });
  };

  const sampleZh = { ...SAMPLE_REQUEST_ZH, lang: 'zh', website: '' };
  const sampleEn = { ...SAMPLE_REQUEST_EN, lang: 'en' };

  test('a valid form is stored by the contract and answered 303 to the thank-you page of its language', async () => {
    const before = await api.services.inquiries.count();
    const res = await send(sampleZh);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/thanks');
    expect(await api.services.inquiries.count()).toBe(before + 1);
    const ids = await api.services.inquiries.ids();
    const row = await api.services.inquiries.findById(Math.max(...ids));
    expect(row).toEqual(
      expect.objectContaining({ variant: 'sample-zh', type: 3, language: 2, name: '王小明', mobile: '13800138000', page: '/sample' }),
    );

    const en = await send(sampleEn);
    expect(en.statusCode).toBe(303);
    expect(en.headers.location).toBe('/en/thanks');
  });

  test('mistakes come back as the form with the messages in its language and the values kept, nothing stored', async () => {
    const before = await api.services.inquiries.count();
    const res = await post({ ...sampleZh, name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.location).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('请输入你的姓名');
    expect(html).toContain('请输入正确的邮箱地址');
    // The values typed are in the form again (escaped), and the form posts to the same place.
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="问途测试公司"');
    expect(html).toContain(`action="${CONTACT_FORM_POST_PATH}"`);
    expect(html).toMatch(/<input id="f-name" name="name" required aria-required="true" aria-invalid="true"/);
    expect(await api.services.inquiries.count()).toBe(before);

    const en = await post({ variant: 'contact-page', lang: 'en', page: '/en', email: 'x@example.com' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Required');
    // The region select comes with the regions to choose from.
    expect(en.body).toMatch(/<select id="f-region" name="region"[^>]*><option value=""><\/option><option>/);
  });

  test('a wrong phone code comes back as "the code is wrong" (A2004) beside its field, in the form\'s language', async () => {
    const errorsOf = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(__dirname, `../../locales/${lang}/errors.json`), 'utf8')) as { codes: Record<string, string> };
    const contactOf = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(__dirname, `../../locales/${lang}/contact.json`), 'utf8')) as {
        validation: Record<string, string>;
      };
    const before = await api.services.inquiries.count();
    for (const lang of ['zh', 'en']) {
      const res = await send({
        variant: 'university',
        lang,
        page: '/colleges/3',
        name: '王小明',
        school: '问途测试大学',
        email: `wrong-code-${lang}@example.com`,
        mobile: '13800138000',
        phoneCode: '123456',
      });
      expect(res.statusCode).toBe(200);
      const wrong = errorsOf(lang).codes.A2004!;
      expect(res.body).toContain(`<p class="error" id="f-phoneCode-error">${wrong}</p>`);
      expect(res.body).not.toContain(contactOf(lang).validation.code);
    }
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('the form page lays out the name fields in the order of its language: 姓 then 名 in Chinese', async () => {
    const order = (html: string) => [...html.matchAll(/<input id="f-(name|lastName)"/g)].map((m) => m[1]);
    const zh = await post({ variant: 'contact-page', lang: 'zh', page: '/overseas', email: 'x@example.com' });
    expect(order(zh.body)).toEqual(['lastName', 'name']);
    const en = await post({ variant: 'contact-page', lang: 'en', page: '/en', email: 'x@example.com' });
    expect(order(en.body)).toEqual(['name', 'lastName']);
  });

  test('typed text is escaped, never markup', async () => {
    const res = await post({ ...sampleZh, organization: '<script>alert(1)</script>', email: '"><img src=x>' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('"><img');
  });

  test('the fill time is the server’s: a first post is confirmed once, a ticket sent too soon stores nothing', async () => {
    const count = () => api.services.inquiries.count();
    const before = await count();
    const first = await post(sampleZh);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>请核对后再次提交</h1>');
    expect(first.body).toContain('你的信息尚未保存');
    expect(first.body).not.toContain('data-testid="form-errors"');
    expect(first.body).toContain('value="问途测试公司"');
    const ticket = /name="ticket" value="([^"]+)"/.exec(first.body)![1]!;
    expect(await count()).toBe(before);

    // Sent again within the minimum fill time (FORM_MIN_FILL_MS, 1.5 s): what a robot gets, nothing stored.
    api.clock.now += 200;
    const early = await post({ ...sampleZh, ticket });
    expect([early.statusCode, early.headers.location]).toEqual([303, '/thanks']);
    expect(await count()).toBe(before);

    // A made-up ticket, one signed with another key, or one older than two hours: asked to confirm again.
    const [at, signature] = ticket.split('.') as [string, string];
    const forged = [
      `${at}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${(Number.parseInt(at, 36) - 60_000).toString(36)}.${signature}`,
      'x',
    ];
    for (const bad of forged) {
      const res = await post({ ...sampleZh, ticket: bad });
      expect(res.body).toContain('<h1>请核对后再次提交</h1>');
    }
    api.clock.now += 3 * 60 * 60 * 1000;
    expect((await post({ ...sampleZh, ticket })).body).toContain('<h1>请核对后再次提交</h1>');
    expect(await count()).toBe(before);

    // A person who reads and sends again: stored once.
    const fresh = /name="ticket" value="([^"]+)"/.exec((await post(sampleZh)).body)![1]!;
    api.clock.now += 4_000;
    const sent = await post({ ...sampleZh, ticket: fresh });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/thanks']);
    expect(await count()).toBe(before + 1);

    // English: the confirmation in the form's language.
    const en = await post(sampleEn);
    expect(en.body).toContain('<h1>Check your details and send</h1>');
  });

  test('a filled honeypot gets the thank-you page and stores nothing', async () => {
    const before = await api.services.inquiries.count();
    const res = await post({ ...sampleZh, website: 'http://spam.example' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/thanks');
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('a page to go back to is a path of this site, never another host', async () => {
    const res = await post({ ...sampleZh, name: '', page: '//evil.example/x' });
    expect(res.body).not.toContain('evil.example');
  });

  test('an unknown form, JSON, or invalid UTF-8 is refused with the envelope', async () => {
    expect((await post({ variant: 'nope', lang: 'en' })).json().code).toBe('A0400');
    const json = await api.app.inject({ method: 'POST', url: CONTACT_FORM_POST_PATH, payload: { variant: 'sample-zh' } });
    expect(json.statusCode).toBe(415);
    const bad = await api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: Buffer.from([0x76, 0x61, 0x72, 0x69, 0x61, 0x6e, 0x74, 0x3d, 0xff]),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('A0400');
  });

  test('the contact rate limit holds for form posts too', async () => {
    const limited = await testApi({ CONTACT_LIMIT_PER_10_MINUTES: '2', FORM_MIN_FILL_MS: '0' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: CONTACT_FORM_POST_PATH,
              payload: new URLSearchParams(sampleZh).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([303, 303, 429]);
    } finally {
      await limited.close();
    }
  });
});
