import type { Inquiry } from '../repositories/inquiry-repository';
import { EMPTY_FIELDS } from '../test/inquiries';
import { describeDelivery } from './outbox-repository';
import { LANGUAGES } from '../../contract/languages';
import { STORED_FIELDS, VARIANTS } from '../../contract/contact';
import { announce, emailBodies, emailSubject, FIELD_KEYS, formatTime, kindOf, languageOf, robotText } from './messages';

const inquiry = (over: Partial<Inquiry>): Inquiry =>
  ({
    id: 7,
    ref: '6f1c2a9e-0000-4000-8000-000000000007',
    created_at: '2026-11-01T08:05:00.000Z',
    variant: 'contact-page',
    language: 2,
    type: 1,
    ...EMPTY_FIELDS,
    ...over,
  }) as Inquiry;

describe('notification messages', () => {
  test.each([
    ['quote-modal', 'quote'],
    ['sample-zh', 'quote'],
    ['sample-en', 'quote'],
    ['panel-quote', 'quote'],
    ['university', 'university'],
    ['contact-modal', 'contact'],
    ['contact-panel', 'contact'],
    ['contact-page', 'contact'],
    ['panel-quote-en', 'quote'],
    ['community-demo-en', 'contact'],
    // A variant no form has (an old row, or a prototype key) is a contact request.
    ['webinar-zh', 'contact'],
    ['toString', 'contact'],
  ])('a %s request is a %s request', (variant, kind) => expect(kindOf(variant)).toBe(kind));

  test.each([
    [{ page: '/en/product', variant: 'quote-modal' }, 'en'],
    [{ page: '/en', variant: 'sample-zh' }, 'en'],
    [{ page: '/english-tips', variant: 'contact-page' }, 'zh'],
    [{ page: '/sample', variant: 'sample-zh' }, 'zh'],
    [{ page: null, variant: 'sample-en' }, 'en'],
    [{ page: null, variant: 'contact-modal' }, 'en'],
    [{ page: null, variant: 'university' }, 'zh'],
    [{ page: null, variant: 'panel-quote-en' }, 'en'],
    [{ page: null, variant: 'community-demo-zh' }, 'zh'],
    [{ page: null, variant: 'constructor' }, 'zh'],
  ])('%p is answered in %s', (fields, lang) => expect(languageOf(fields)).toBe(lang));

  test('times are Beijing time in both languages', () => {
    expect(formatTime('2026-11-01T20:30:00.000Z', 'zh')).toBe('2026-11-02 04:30（北京时间）');
    expect(formatTime('2026-11-01T20:30:00.000Z', 'en')).toBe('2026-11-02 04:30 (GMT+8)');
  });

  test.each(LANGUAGES)('every label, form name and kind is written in %s (locales/*/outbox.json)', (lang) => {
    const everything = Object.fromEntries(FIELD_KEYS.map((key) => [key, key === 'ref' ? 'x' : '1']));
    for (const variant of VARIANTS) {
      const a = announce(inquiry({ ...everything, variant, name: 'A', email: 'a@b.example', page: null }), lang);
      for (const text of [a.title, a.kindName, ...a.fields.map((f) => f.label), a.fields.find((f) => f.key === 'form')!.value])
        expect(text).not.toMatch(/^(labels|forms|kinds|title)\.|\{\{/);
    }
  });

  test('sales read every field a form stores (the family name is part of "name")', () => {
    const listed: readonly string[] = FIELD_KEYS;
    expect(STORED_FIELDS.filter((f) => f !== 'lastName' && !listed.includes(f))).toEqual([]);
  });

  test('a sample spec, subject and body read naturally in each language', () => {
    const spec = JSON.stringify({ countries: ['美国', '德国'], loi: 20, incidence: 15, fieldDays: 1, quotas: '男女各半' });
    const base = { variant: 'sample-zh', name: '芳', last_name: '王', organization: '上海某公司', sample_spec: spec };
    const zh = announce(inquiry(base), 'zh');
    const value = (a: ReturnType<typeof announce>, key: string) => a.fields.find((f) => f.key === key)?.value;
    expect([value(zh, 'countries'), value(zh, 'loi'), value(zh, 'incidence'), value(zh, 'fieldDays')]).toEqual([
      '美国、德国',
      '20 分钟',
      '15%',
      '1 天',
    ]);
    expect(emailSubject(zh)).toBe('【问途问卷】新的报价请求：芳 王（上海某公司）');
    expect(emailBodies(zh).text).toMatch(/^网站收到一条报价请求。直接回复本邮件即可联系对方。\n\n姓名：芳 王\n公司：上海某公司\n/);
    const en = announce(inquiry({ ...base, sample_spec: JSON.stringify({ fieldDays: 10, loi: 20 }) }), 'en');
    expect([value(en, 'loi'), value(en, 'fieldDays')]).toEqual(['20 min', '10 days']);
    expect(value(announce(inquiry(base), 'en'), 'fieldDays')).toBe('1 day');
    expect(emailSubject(en)).toBe('[Askora] New quote request: 芳 王 (上海某公司)');
    expect(emailBodies(en).text).toMatch(
      /^The website received a quote request\. Reply to this e-mail to answer the visitor\.\n\nName: 芳 王\n/,
    );
  });

  test('a request without a name is introduced by its e-mail; empty fields are left out', () => {
    const a = announce(inquiry({ variant: 'quote-modal', email: 'buyer@acme.example', sample_quantity: 300, page: '/en/product' }), 'en');
    expect(emailSubject(a)).toBe('[Askora] New quote request: buyer@acme.example');
    expect(a.fields.map((f) => f.label)).toEqual(['E-mail', 'Sample size', 'Form', 'Page', 'Submitted', 'Reference']);
    expect(a.fields.find((f) => f.key === 'page')!.value).toBe('https://www.askora.example/en/product');
  });

  test("the quote forms' tags and details read as text", () => {
    const a = announce(
      inquiry({
        variant: 'quote-modal',
        tags: JSON.stringify({ 人口属性: { 性别: ['女'], 年龄: ['18-24', '25-34'] } }),
        extend: JSON.stringify({ region: '中国大陆', cities: ['上海', '北京'] }),
      }),
      'zh',
    );
    const value = (key: string) => a.fields.find((f) => f.key === key)?.value;
    expect(value('tags')).toBe('人口属性 / 性别: 女; 人口属性 / 年龄: 18-24, 25-34');
    expect(value('extend')).toBe('region: 中国大陆; cities: ["上海","北京"]');
    expect(value('form')).toBe('获取报价弹窗');
  });

  test("robot messages fit WeCom's 4096 bytes however long the request, and say they were clipped", () => {
    const long = '很长的需求描述。'.repeat(400);
    const a = announce(
      inquiry({
        name: '张'.repeat(100),
        organization: '公'.repeat(100),
        message: long,
        requirement: long,
        tags: long,
        extend: long,
        school: '校'.repeat(100),
      }),
      'zh',
    );
    for (const style of ['wecom', 'dingtalk', 'feishu'] as const) {
      const { body } = robotText(a, style);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(4000);
      expect(body).toContain('…（已截断）');
      expect(body).toContain('请求编号：');
    }
  });

  test('robot text: markdown lines for WeCom, blank-line separated for DingTalk, plain for Feishu', () => {
    const a = announce(inquiry({ name: '王芳', email: 'wf@example.com', message: '第一行\n第二行' }), 'zh');
    expect(robotText(a, 'wecom').body).toMatch(
      /^### 新的联系咨询：王芳\n\n\*\*姓名：\*\*王芳\n\*\*邮箱：\*\*wf@example.com\n\*\*留言：\*\*第一行 第二行\n/,
    );
    expect(robotText(a, 'dingtalk').body).toContain('**姓名：**王芳\n\n**邮箱：**wf@example.com');
    expect(robotText(a, 'feishu')).toEqual({
      title: '新的联系咨询：王芳',
      body: expect.stringMatching(/^姓名：王芳\n邮箱：wf@example.com\n留言：第一行 第二行\n/),
    });
  });

  test("a visitor's markdown reaches WeCom and DingTalk as literal text, Feishu as its text elements", () => {
    const typed =
      '**加急** _马上_ `code` ```sql\ndrop table x;\n``` # 标题 ~~删除~~ | a | [点我](https://evil.example) <font color="red">红</font> \\*';
    const a = announce(inquiry({ name: '**王**芳', email: 'w_f@example.com', message: typed }), 'zh');
    for (const style of ['wecom', 'dingtalk'] as const) {
      const { title, body } = robotText(a, style);
      const values = body
        .split('\n')
        .filter((line) => line.startsWith('**'))
        .map((line) => line.replace(/^\*\*[^*]+：\*\*/, ''));
      expect(values.length).toBeGreaterThan(2);
      // Past each line's own bold label, no markdown mark is left of what the visitor typed.
      for (const value of values) expect(value).not.toMatch(/[*`~#|[\]<>\\]|(^|\W)_|_(\W|$)/);
      expect(body).toContain(
        '＊＊加急＊＊ ＿马上＿ ｀code｀ ｀｀｀sql drop table x; ｀｀｀ ＃ 标题 ～～删除～～ ｜ a ｜ ［点我］(https://evil.example) ＜font color="red"＞红＜/font＞ ＼＊',
      );
      expect(body).toContain('w_f@example.com');
      expect(title).toBe('新的联系咨询：＊＊王＊＊芳');
    }
    const { body } = robotText(a, 'feishu');
    expect(body).toContain(`留言：${typed.replace(/\s*\n\s*/g, ' ')}`);
  });

  test("the export's delivery column in words", () => {
    expect(
      describeDelivery([
        { channel: 'email', status: 'done', attempts: 1, last_error: null },
        { channel: 'wecom', status: 'pending', attempts: 3, last_error: 'HTTP 502' },
        { channel: 'feishu', status: 'pending', attempts: 0, last_error: null },
        { channel: 'webhook', status: 'dead', attempts: 1, last_error: 'HTTP 410' },
        // Dead, then given a fresh set of tries by retry-dead: none used yet.
        { channel: 'dingtalk', status: 'pending', attempts: 0, last_error: 'HTTP 503' },
      ]),
    ).toBe('email delivered; wecom retrying (3 tries); feishu pending; webhook dead (1 try); dingtalk queued again');
    expect(describeDelivery([])).toBe('');
  });
});
