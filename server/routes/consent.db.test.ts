/**
 * Consent and data rights on both stores: a request of the overseas edition is refused without the consent
 * box and stored with the notice version and time when ticked (scripted and posted forms); one person's
 * requests are exported and erased from every table that holds them, other people's untouched; the
 * retention period deletes only what is older.
 */
import { parse } from 'csv-parse/sync';
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import { CONSENT_MESSAGE, NOTICE_VERSION } from '../../contract/consent';
import { eraseSubject } from '../cli/erase-inquiries';
import { exportSubject } from '../cli/export-inquiries';
import { contactString } from '../routes/contact-form';
import { applyRetention, retentionDaysOf } from '../lib/retention';
import type { PersonalDataCounts } from '../repositories/personal-data-repository';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { SAMPLE_REQUEST_EN, SAMPLE_REQUEST_ZH } from '../test/inquiries';

const ASK = '/designer/v1/home/contact/ask';
const TABLES = ['inquiry', 'outbox', 'outbox_delivery', 'sms_code', 'help_feedback'] as const;

async function rowsPerTable(api: TestApi): Promise<PersonalDataCounts> {
  const counts = {} as PersonalDataCounts;
  for (const table of TABLES) {
    const row = await api.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describeDb('consent on the request', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ FORM_MIN_FILL_MS: '0', CONTACT_LIMIT_PER_10_MINUTES: '1000' });
  });
  afterAll(() => api.close());

  const ask = (payload: object) => api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...payload } });

  test('overseas edition: refused without the box (A0400, nothing stored), stored with version and time when ticked', async () => {
    const before = await api.services.inquiries.count();
    const refused = await ask({ ...SAMPLE_REQUEST_EN, edition: 'overseas' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'A0400', data: { consent: CONSENT_MESSAGE } });
    const unticked = await ask({ ...SAMPLE_REQUEST_EN, edition: 'overseas', consent: false });
    expect(unticked.json()).toMatchObject({ code: 'A0400', data: { consent: CONSENT_MESSAGE } });
    expect(await api.services.inquiries.count()).toBe(before);

    const sentAt = Date.now();
    const ok = await ask({ ...SAMPLE_REQUEST_EN, edition: 'overseas', consent: true });
    expect(ok.json()).toMatchObject({ code: '00000' });
    const row = (await api.services.inquiries.findById(ok.json().data.id))!;
    expect(row.consent_version).toBe(NOTICE_VERSION);
    expect(Date.parse(row.consented_at!)).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(Date.parse(row.consented_at!)).toBeLessThanOrEqual(Date.now());
  });

  test('China edition (and a caller naming none): no box needed, nothing recorded', async () => {
    for (const edition of ['china', undefined]) {
      const res = await ask({ ...SAMPLE_REQUEST_ZH, ...(edition ? { edition } : {}) });
      expect(res.json()).toMatchObject({ code: '00000' });
      const row = (await api.services.inquiries.findById(res.json().data.id))!;
      expect([row.consent_version, row.consented_at]).toEqual([null, null]);
    }
    expect((await ask({ ...SAMPLE_REQUEST_ZH, edition: 'moon' })).json()).toMatchObject({
      code: 'A0400',
      data: { edition: 'validation.format' },
    });
  });

  test.each(['zh', 'en'] as const)(
    'a form posted without scripts (%s): the box comes back with the message, then the request is stored',
    async (lang) => {
      const email = `noscript-consent-${lang}@example.com`;
      const form = (extra: Record<string, string>) =>
        api.app.inject({
          method: 'POST',
          url: CONTACT_FORM_POST_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
          payload: new URLSearchParams({
            variant: 'sample-en',
            lang,
            page: '/en/sample',
            edition: 'overseas',
            name: 'Anna Berg',
            organization: 'Nordlicht',
            email,
            mobile: '+49 30 1234567',
            ...extra,
          }).toString(),
        });
      const refused = await form({});
      expect(refused.statusCode).toBe(200);
      const html = refused.body;
      expect(html).toContain(contactString(lang, CONSENT_MESSAGE));
      expect(html).toMatch(/<input type="checkbox" id="f-consent" name="consent" value="1" required/);
      expect(html).toContain('<input type="hidden" name="edition" value="overseas">');
      expect(html).toContain(`href="${lang === 'en' ? '/en/privacy' : '/privacy'}"`);
      expect((await api.services.inquiries.listSince('2000-01-01')).some((r) => r.email === email)).toBe(false);

      const stored = await form({ consent: '1' });
      expect(stored.statusCode).toBe(303);
      const row = (await api.services.inquiries.listSince('2000-01-01')).find((r) => r.email === email)!;
      expect(row.consent_version).toBe(NOTICE_VERSION);
      expect(row.consented_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
  );
});

describeDb('data-subject export and erasure, retention', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A channel, so every stored request has its notification rows; no worker runs: the test splits them.
    api = await testApi({ FORM_MIN_FILL_MS: '0', CONTACT_LIMIT_PER_10_MINUTES: '1000', NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
  });
  afterAll(() => api.close());

  const ask = async (payload: object) => {
    const res = await api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...payload } });
    expect(res.json()).toMatchObject({ code: '00000' });
    return res.json().data.id as number;
  };
  const university = async (mobile: string, email: string, uuid: string) => {
    await api.app.inject({ method: 'POST', url: '/designer/v1/home/sms/code', payload: { mobile } });
    return ask({ variant: 'university', name: '王小明', school: '复旦大学', email, mobile, phoneCode: api.transport.last(), uuid });
  };
  const feedback = (uuid: string) =>
    api.app.inject({
      method: 'POST',
      url: '/designer/v1/home/help/feedback',
      payload: { articleId: 104, helpful: true, lang: 'zh', uuid },
    });

  test('one person, by e-mail in any case and phone in any spelling: exported, dry run changes nothing, --yes erases every table', async () => {
    // Anna: three requests (e-mail in another case; her number written three ways), a phone code, a help answer.
    const anna = [
      await ask({ ...SAMPLE_REQUEST_EN, email: 'Anna.Berg@Example.COM', uuid: 'visitor-anna' }),
      await ask({ ...SAMPLE_REQUEST_ZH, email: 'wang.anna@example.com', mobile: '0086 138 0013 8000' }),
    ];
    // Bob: his own requests, code and answer, which must survive.
    await ask({ ...SAMPLE_REQUEST_EN, email: 'bob@example.com', mobile: '+44 20 7946 0958', uuid: 'visitor-bob' });
    // Some notifications already split per channel (delivery rows), the later ones still waiting in the outbox.
    await api.services.outbox.fanOut(100);
    anna.push(await university('138-0013-8000', 'anna.uni@example.com', 'visitor-anna'));
    await university('13900139000', 'bob.uni@example.com', 'visitor-bob');
    await feedback('visitor-anna');
    await feedback('visitor-bob');

    const subject = { email: 'anna.berg@example.com', phone: '+86 138 0013 8000' };
    const exported = await exportSubject(api.db, api.services.config.outbox.routes, subject);
    expect(exported.count).toBe(3);
    const rows = parse(exported.csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.id))).toEqual(anna);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['ip', 'user_agent', 'request_id', 'consent_version', 'consented_at', 'utmSource']),
    );

    const before = await rowsPerTable(api);
    const expected = { inquiry: 3, outbox: 1, outbox_delivery: 2, sms_code: 1, help_feedback: 1 };
    const dry = await eraseSubject(api.db, subject, false);
    expect(dry.counts).toEqual(expected);
    expect(dry.report).toContain('nothing changed');
    expect(await rowsPerTable(api)).toEqual(before);

    const done = await eraseSubject(api.db, subject, true);
    expect(done.counts).toEqual(expected);
    const after = await rowsPerTable(api);
    for (const table of TABLES) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] - expected[table] });
    // Nothing of Anna is left anywhere; Bob's rows are all there.
    expect(await api.services.inquiries.findByIds(anna)).toEqual([]);
    expect((await eraseSubject(api.db, subject, false)).counts).toEqual({
      inquiry: 0,
      outbox: 0,
      outbox_delivery: 0,
      sms_code: 0,
      help_feedback: 0,
    });
    const bob = await eraseSubject(api.db, { email: 'BOB@example.com' }, false);
    expect(bob.counts).toEqual({ inquiry: 1, outbox: 0, outbox_delivery: 1, sms_code: 0, help_feedback: 1 });
    expect((await eraseSubject(api.db, { phone: '139 0013 9000' }, false)).counts).toMatchObject({ inquiry: 1, outbox: 1, sms_code: 1 });
  });

  test('retention deletes only requests older than the period, with their notification rows', async () => {
    const old = await ask({ ...SAMPLE_REQUEST_EN, email: 'old@example.com' });
    const recent = await ask({ ...SAMPLE_REQUEST_EN, email: 'recent@example.com' });
    await api.services.outbox.fanOut(100);
    const day = 24 * 60 * 60 * 1000;
    // The first one was stored 40 days ago.
    await api.db.kysely
      .updateTable('inquiry')
      .set({ created_at: new Date(Date.now() - 40 * day).toISOString() })
      .where('id', '=', old)
      .execute();
    const before = await rowsPerTable(api);
    const deleted = await applyRetention(api.db, 30);
    expect(deleted).toMatchObject({ inquiry: 1, outbox_delivery: 1, help_feedback: 0 });
    expect(await api.services.inquiries.findById(old)).toBeUndefined();
    expect(await api.services.inquiries.findById(recent)).toBeDefined();
    const after = await rowsPerTable(api);
    expect(after.inquiry).toBe(before.inquiry - 1);
    expect(after.outbox_delivery).toBe(before.outbox_delivery - 1);
    // Run again: nothing more is past the period.
    expect(await applyRetention(api.db, 30)).toMatchObject({ inquiry: 0, outbox: 0, outbox_delivery: 0 });
  });

  test('INQUIRY_RETENTION_DAYS: off unless set to a whole number of days', () => {
    expect(retentionDaysOf({})).toBeNull();
    // In production the privacy notice's period holds without a setting; `off` still keeps everything.
    expect(retentionDaysOf({ NODE_ENV: 'production' })).toBe(1095);
    expect(retentionDaysOf({ NODE_ENV: 'production', INQUIRY_RETENTION_DAYS: 'off' })).toBeNull();
    expect(retentionDaysOf({ INQUIRY_RETENTION_DAYS: '' })).toBeNull();
    expect(retentionDaysOf({ INQUIRY_RETENTION_DAYS: 'off' })).toBeNull();
    expect(retentionDaysOf({ INQUIRY_RETENTION_DAYS: '1095' })).toBe(1095);
    expect(() => retentionDaysOf({ INQUIRY_RETENTION_DAYS: '3y' })).toThrow(/whole number of days/);
  });
});
