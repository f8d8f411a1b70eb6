/**
 * A quote a sample buyer recognises: countries, completes, LOI, IR, field days and quotas
 * (contract/sample-spec.ts) arrive with the request, scripted or not, are stored, and reach the export and
 * every sales message; a value out of its bounds is refused in the visitor's language and stores nothing.
 */
import { parse } from 'csv-parse/sync';
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import { exportInquiries } from '../cli/export-inquiries';
import { webhookPayload } from '../outbox/channels';
import { announce, emailBodies, robotText } from '../outbox/messages';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { SAMPLE_REQUEST_EN, SAMPLE_REQUEST_ZH } from '../test/inquiries';

const ASK = '/designer/v1/home/contact/ask';
const SPEC = {
  countries: ['德国', '日本'],
  sampleQuantity: 1000,
  loi: 20,
  incidence: '15',
  fieldDays: 10,
  quotas: '性别：男 50% / 女 50%\n年龄 18–34 岁：40%',
};

describeDb('the sample spec of a quote', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ FORM_MIN_FILL_MS: '0', CONTACT_LIMIT_PER_10_MINUTES: '1000' });
  });
  afterAll(() => api.close());

  const latest = async () => (await api.services.inquiries.findById(Math.max(...(await api.services.inquiries.ids()))))!;
  const exported = async (ref: string) => {
    const { csv } = await exportInquiries(api.db, api.services.config.outbox.routes, '2000-01-01');
    return (parse(csv, { columns: true, bom: true }) as Record<string, string>[]).find((r) => r.ref === ref)!;
  };

  test('stored with the request, in the export, the webhook and every message', async () => {
    const res = await api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...SAMPLE_REQUEST_ZH, ...SPEC } });
    expect(res.json()).toMatchObject({ code: '00000' });
    const row = (await api.services.inquiries.findById(res.json().data.id))!;
    expect(row.sample_quantity).toBe(1000);
    expect(JSON.parse(row.sample_spec!)).toEqual({
      countries: ['德国', '日本'],
      loi: 20,
      incidence: 15,
      fieldDays: 10,
      quotas: '性别：男 50% / 女 50%\n年龄 18–34 岁：40%',
    });

    expect(await exported(row.ref)).toMatchObject({
      sample_quantity: '1000',
      countries: '德国; 日本',
      loi: '20',
      incidence: '15',
      fieldDays: '10',
      quotas: '性别：男 50% / 女 50%\n年龄 18–34 岁：40%',
    });

    expect(webhookPayload(row).inquiry).toMatchObject({
      sampleQuantity: 1000,
      countries: ['德国', '日本'],
      loi: 20,
      incidence: 15,
      fieldDays: 10,
      quotas: SPEC.quotas,
    });

    const zh = announce(row, 'zh');
    expect(emailBodies(zh).text).toContain(
      [
        '样本量：1000',
        '目标国家/地区：德国、日本',
        '问卷时长（LOI）：20 分钟',
        '发生率（IR）：15%',
        '执行天数：10 天',
        `配额要求：${SPEC.quotas}`,
      ].join('\n'),
    );
    expect(robotText(zh, 'wecom').body).toContain('**发生率（IR）：**15%');
    expect(robotText(zh, 'feishu').body).toContain('配额要求：性别：男 50% / 女 50% 年龄 18–34 岁：40%');
    const en = emailBodies(announce(row, 'en'));
    expect(en.text).toContain(
      'Countries/regions: 德国, 日本\nInterview length (LOI): 20 min\nIncidence rate (IR): 15%\nField days: 10 days',
    );
    expect(en.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">Incidence rate (IR)</th>');
  });

  test('a request without a spec stores none, and its messages name none', async () => {
    const res = await api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...SAMPLE_REQUEST_ZH } });
    const row = (await api.services.inquiries.findById(res.json().data.id))!;
    expect(row.sample_spec).toBeNull();
    expect(announce(row, 'zh').fields.map((f) => f.key)).not.toContain('incidence');
    expect(await exported(row.ref)).toMatchObject({ countries: '', loi: '', incidence: '' });
  });

  test.each([
    [{ incidence: 150 }, { incidence: 'validation.incidence' }],
    [
      { loi: 61, fieldDays: 91 },
      { loi: 'validation.loi', fieldDays: 'validation.fieldDays' },
    ],
    [{ countries: ['Atlantis'] }, { countries: 'validation.region' }],
    [{ quotas: Array.from({ length: 9 }, (_, i) => `row ${i}`).join('\n') }, { quotas: 'validation.quotas' }],
  ])('refused, nothing stored: %j', async (bad, data) => {
    const before = await api.services.inquiries.count();
    const res = await api.app.inject({
      method: 'POST',
      url: ASK,
      payload: { language: 2, type: 3, ...SAMPLE_REQUEST_EN, ...SPEC, ...bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'A0400', data });
    expect(await api.services.inquiries.count()).toBe(before);
  });

  test('refused by the schema: more countries than a request may carry, or a list that is not one of names', async () => {
    for (const countries of [Array.from({ length: 31 }, () => 'Japan'), [1, 2]]) {
      const res = await api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...SAMPLE_REQUEST_EN, countries } });
      expect(res.json()).toMatchObject({ code: 'A0400' });
    }
  });

  const post = (fields: [string, string][]) =>
    api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: new URLSearchParams([...Object.entries(SAMPLE_REQUEST_EN), ['lang', 'en'], ['website', ''], ...fields]).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  test('without scripts: every country ticked arrives, the numbers and the quotas too', async () => {
    const res = await post([
      ['countries', 'Germany'],
      ['countries', 'United States'],
      ['sampleQuantity', '400'],
      ['loi', '12'],
      ['incidence', '30'],
      ['fieldDays', '7'],
      ['quotas', 'Age 18-34: 50%\r\nAge 35+: 50%'],
    ]);
    expect(res.statusCode).toBe(303);
    const row = await latest();
    expect(row.email).toBe(SAMPLE_REQUEST_EN.email);
    expect(row.sample_quantity).toBe(400);
    expect(JSON.parse(row.sample_spec!)).toEqual({
      countries: ['Germany', 'United States'],
      loi: 12,
      incidence: 30,
      fieldDays: 7,
      quotas: 'Age 18-34: 50%\r\nAge 35+: 50%',
    });
  });

  test('without scripts, a bad IR comes back in the form’s language with the countries still ticked', async () => {
    const before = await api.services.inquiries.count();
    const en = await post([
      ['countries', 'Japan'],
      ['incidence', '0'],
    ]);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Incidence rate (IR, %)');
    expect(en.body).toContain('Please enter a positive whole number');
    expect(en.body).toMatch(/<option selected>Japan<\/option>/);
    const zh = await api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: new URLSearchParams([...Object.entries(SAMPLE_REQUEST_ZH), ['lang', 'zh'], ['incidence', '101']]).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toContain('发生率（IR，%）');
    expect(zh.body).toContain('请输入 1–100 之间的整数百分比');
    expect(await api.services.inquiries.count()).toBe(before);
  });
});
