/**
 * Sales can tell where a lead came from: the attribution a browser sends (contract/attribution.ts) is
 * stored with the request, cut to its lengths and never a reason to refuse it; a form sent without
 * scripts carries the campaign of the page it was sent from; the export and every sales message show it.
 */
import { parse } from 'csv-parse/sync';
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import { exportInquiries } from '../cli/export-inquiries';
import { webhookPayload } from '../outbox/channels';
import { announce } from '../outbox/messages';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { SAMPLE_REQUEST_EN, SAMPLE_REQUEST_ZH } from '../test/inquiries';

const ASK = '/designer/v1/home/contact/ask';
const campaign = {
  utmSource: 'baidu',
  utmMedium: 'cpc',
  utmCampaign: '样本-秋季',
  referrer: 'www.baidu.example',
  landingPage: '/sample?utm_source=baidu&utm_medium=cpc&utm_campaign=%E6%A0%B7%E6%9C%AC',
  firstSeenAt: '2026-11-20T02:15:00.000Z',
  lastUtmSource: 'newsletter',
  lastUtmMedium: 'email',
  lastUtmCampaign: 'november',
};

describeDb('attribution of a request', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi({ FORM_MIN_FILL_MS: '0', CONTACT_LIMIT_PER_10_MINUTES: '1000' });
  });
  afterAll(() => api.close());

  const ask = async (extra: Record<string, unknown>) => {
    const res = await api.app.inject({ method: 'POST', url: ASK, payload: { language: 2, type: 3, ...SAMPLE_REQUEST_ZH, ...extra } });
    expect(res.json()).toMatchObject({ code: '00000' });
    return (await api.services.inquiries.findById(res.json().data.id))!;
  };

  test('stored as sent, in the export and in the sales messages', async () => {
    const row = await ask(campaign);
    expect(JSON.parse(row.attribution!)).toEqual(campaign);

    const { csv } = await exportInquiries(api.db, api.services.config.outbox.routes, '2000-01-01');
    const exported = (parse(csv, { columns: true, bom: true }) as Record<string, string>[]).find((r) => r.ref === row.ref)!;
    expect(exported).toMatchObject({
      utmSource: 'baidu',
      utmCampaign: '样本-秋季',
      lastUtmCampaign: 'november',
      referrer: 'www.baidu.example',
    });

    const zh = announce(row, 'zh').fields.map((f) => `${f.label}：${f.value}`);
    expect(zh).toEqual(
      expect.arrayContaining([
        '首次来源渠道：baidu / cpc / 样本-秋季',
        '最近来源渠道：newsletter / email / november',
        '来源网站：www.baidu.example',
        '首次访问：2026-11-20 10:15（北京时间）',
      ]),
    );
    expect(webhookPayload(row).attribution).toEqual(campaign);
  });

  test('trusted for nothing but its lengths: cut, cleaned, never a reason to refuse the lead', async () => {
    const row = await ask({ utmSource: `ad\u0007${'x'.repeat(1000)}`, utmCampaign: '   ', landingPage: '/' + 'p'.repeat(1500) });
    const kept = JSON.parse(row.attribution!) as Record<string, string>;
    expect(kept.utmSource).toBe(`ad${'x'.repeat(198)}`);
    expect(kept.landingPage).toHaveLength(500);
    expect(kept).not.toHaveProperty('utmCampaign');
    // Beyond what any browser sends: refused by the schema like any oversized field, nothing stored.
    const before = await api.services.inquiries.count();
    const res = await api.app.inject({
      method: 'POST',
      url: ASK,
      payload: { language: 2, type: 3, ...SAMPLE_REQUEST_ZH, utmSource: 'x'.repeat(2001) },
    });
    expect(res.json()).toMatchObject({ code: 'A0400' });
    expect(await api.services.inquiries.count()).toBe(before);
    // None sent: none stored.
    expect((await ask({})).attribution).toBeNull();
  });

  test('without scripts: the campaign of the page the form was sent from', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: CONTACT_FORM_POST_PATH,
      payload: new URLSearchParams({ ...SAMPLE_REQUEST_EN, lang: 'en', website: '' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/en/sample?utm_source=linkedin&utm_medium=social&utm_campaign=q4-panel',
      },
    });
    expect(res.statusCode).toBe(303);
    const row = (await api.services.inquiries.findById(Math.max(...(await api.services.inquiries.ids()))))!;
    expect(row.email).toBe(SAMPLE_REQUEST_EN.email);
    expect(JSON.parse(row.attribution!)).toEqual({ utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'q4-panel' });
  });
});
