import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import { parse } from 'csv-parse/sync';
import { exportInquiries } from '../cli/export-inquiries';
import { outboxCommand } from '../cli/outbox';
import { openDatabase } from '../db/database';
import { InquiryRepository, type NewInquiry } from '../repositories/inquiry-repository';
import { migrate } from '../db/migrate';
import { describeDb, emptyDatabase, testApi, usingPostgres, type TestApi } from '../test/helpers';
import { storeAsEarlierRelease } from '../test/inquiries';
import { createChannels, type Channels } from './channels';
import { OutboxRepository } from './outbox-repository';
import { startHttpReceiver, startSmtpReceiver, type HttpPath, type HttpReceiver, type SmtpReceiver } from './test-receivers';
import { OutboxWorker } from './worker';

// Deliveries go over real sockets to the local receivers: slower than inject on a busy machine.
jest.setTimeout(30_000);

const ASK = '/designer/v1/home/contact/ask';
const HTTP_PATHS: HttpPath[] = ['/webhook', '/wecom', '/dingtalk', '/feishu'];
const silent = { info() {}, warn() {}, error() {} };
const MAX_ATTEMPTS = 4;

/** Short timings: retries come after a few milliseconds, so the whole suite takes seconds. */
function outboxEnv(http: HttpReceiver, smtp: SmtpReceiver): Record<string, string> {
  return {
    NOTIFY_WEBHOOK_URL: http.url('/webhook'),
    NOTIFY_WEBHOOK_SECRET: 'whsec_test',
    NOTIFY_WECOM_URL: `${http.url('/wecom')}?key=wecom-key`,
    NOTIFY_DINGTALK_URL: `${http.url('/dingtalk')}?access_token=ding-token`,
    NOTIFY_DINGTALK_SECRET: 'SECding',
    NOTIFY_FEISHU_URL: http.url('/feishu'),
    NOTIFY_FEISHU_SECRET: 'feishu-secret',
    NOTIFY_SMTP_URL: smtp.url,
    OUTBOX_BACKOFF_MS: '2',
    OUTBOX_BACKOFF_MAX_MS: '8',
    OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    OUTBOX_TIMEOUT_MS: '3000',
    OUTBOX_BATCH: '10',
  };
}

const request = (over: Partial<NewInquiry> = {}): NewInquiry => ({
  variant: 'contact-page',
  language: 2,
  type: 1,
  name: 'Tom',
  last_name: 'Baker',
  organization: 'Baker Research Ltd',
  email: 'tom@baker.example',
  message: 'Please call me back.',
  page: '/en',
  ...over,
});

/** Runs the worker until nothing is left to deliver (every row delivered or dead). */
async function drain(worker: OutboxWorker, repo: OutboxRepository): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const handled = await worker.runOnce();
    const stats = await repo.stats();
    if (stats.pending + stats.retrying === 0) return;
    if (handled === 0) await new Promise((r) => setTimeout(r, 3));
  }
  throw new Error('outbox did not drain within 15 s');
}

/** What a suite of this file works with: the receivers, an API sending to them, and a worker the tests run by hand. */
interface OutboxSuite {
  api: TestApi;
  http: HttpReceiver;
  smtp: SmtpReceiver;
  channels: Channels;
  worker: OutboxWorker;
}

/**
 * Starts the receivers and an API configured by `env` before the suite's tests, and stops them after;
 * `take` receives them once started (for the suite's own variables). Answers the suite's `refOf`.
 */
function outboxSuite(env: (http: HttpReceiver, smtp: SmtpReceiver) => Record<string, string>, take: (suite: OutboxSuite) => void) {
  let suite: OutboxSuite;
  beforeAll(async () => {
    const http = await startHttpReceiver();
    const smtp = await startSmtpReceiver();
    const api = await testApi(env(http, smtp));
    const settings = api.services.config.outbox;
    const channels = createChannels(settings.channels, settings.timeoutMs);
    const worker = new OutboxWorker(api.services.outbox, (ids) => api.services.inquiries.findByIds(ids), channels, settings, silent);
    suite = { api, http, smtp, channels, worker };
    take(suite);
  });
  afterAll(async () => {
    await Promise.all(Object.values(suite.channels).map((c) => c.close()));
    await suite.api.close();
    await suite.http.close();
    await suite.smtp.close();
  });
  return { refOf: async (id: number) => (await suite.api.services.inquiries.findById(id))!.ref };
}

describeDb('notification outbox', () => {
  let api: TestApi, http: HttpReceiver, smtp: SmtpReceiver, worker: OutboxWorker;
  const { refOf } = outboxSuite(outboxEnv, (suite) => ({ api, http, smtp, worker } = suite));
  const health = async () => (await api.app.inject({ method: 'GET', url: '/designer/v1/home/health' })).json().data;

  test('each stored request is announced exactly once per channel, robots in Chinese, e-mail in its language', async () => {
    const zh = await api.app.inject({
      method: 'POST',
      url: ASK,
      payload: {
        language: 2,
        type: 3,
        variant: 'sample-zh',
        name: '王芳',
        organization: '上海明略咨询',
        email: 'wangfang@minglue.example',
        mobile: '13812345678',
        message: '需要一线城市女性样本 500 份',
        page: '/sample',
      },
    });
    const en = await api.app.inject({
      method: 'POST',
      url: ASK,
      payload: {
        language: 2,
        type: 3,
        variant: 'quote-modal',
        name: 'Maria Keller',
        email: 'maria@lumen.example',
        region: 'Germany',
        sampleQuantity: 800,
        tags: JSON.stringify({ Demographics: { Gender: ['Female'] } }),
        message: 'Need <b>800</b> completes of [car owners](http://evil.example)',
        page: '/en/product',
      },
    });
    expect(zh.json().code).toBe('00000');
    expect(en.json().code).toBe('00000');
    const zhRef = await refOf(zh.json().data.id);
    const enRef = await refOf(en.json().data.id);

    // Stored and not yet sent: the health answer shows the backlog.
    expect((await health()).outbox).toEqual(expect.objectContaining({ backlog: 10, retrying: 0, dead: 0 }));

    await drain(worker, api.services.outbox);
    await drain(worker, api.services.outbox);

    for (const ref of [zhRef, enRef]) {
      for (const path of HTTP_PATHS) expect(http.triesWith(path, ref)).toHaveLength(1);
      expect(smtp.mailsWith(ref)).toHaveLength(1);
    }
    const rows = [...(await api.services.outbox.deliveriesOf([zh.json().data.id, en.json().data.id]))];
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === 'done' && Number(r.attempts) === 1)).toBe(true);
    expect((await health()).outbox).toEqual({ backlog: 0, retrying: 0, dead: 0, oldestPendingSeconds: 0 });

    // Generic webhook: signed JSON with every field, the reference as idempotency key.
    const [hook] = http.receivedWith('/webhook', enRef);
    const timestamp = String(hook!.headers['x-webhook-timestamp']);
    expect(hook!.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', 'whsec_test').update(`${timestamp}.${hook!.raw}`).digest('hex')}`,
    );
    expect(hook!.body).toEqual(
      expect.objectContaining({
        event: 'inquiry.created',
        idempotencyKey: enRef,
        ref: enRef,
        kind: 'quote',
        language: 'en',
        inquiry: expect.objectContaining({ name: 'Maria Keller', sampleQuantity: 800, tags: { Demographics: { Gender: ['Female'] } } }),
      }),
    );
    expect(http.receivedWith('/webhook', zhRef)[0]!.body).toEqual(expect.objectContaining({ language: 'zh', kind: 'quote' }));

    // WeCom: Chinese markdown; nothing the visitor typed becomes a link or a tag.
    const wecomZh = http.receivedWith('/wecom', zhRef)[0]!;
    expect(wecomZh.url).toBe('/wecom?key=wecom-key');
    expect(wecomZh.body.msgtype).toBe('markdown');
    expect(wecomZh.body.markdown.content).toContain('### 新的报价请求：王芳（上海明略咨询）');
    expect(wecomZh.body.markdown.content).toContain('**邮箱：**wangfang@minglue.example');
    expect(wecomZh.body.markdown.content).toContain(`**请求编号：**${zhRef}`);
    const wecomEn = http.receivedWith('/wecom', enRef)[0]!.body.markdown.content as string;
    expect(wecomEn).toContain('### 新的报价请求：Maria Keller');
    expect(wecomEn).toContain('**样本量：**800');
    expect(wecomEn).toContain('**目标人群：**Demographics / Gender: Female');
    expect(wecomEn).toContain('Need ＜b＞800＜/b＞ completes of ［car owners］(http://evil.example)');

    // DingTalk: signed URL (加签), markdown with a title.
    const ding = http.receivedWith('/dingtalk', zhRef)[0]!;
    const query = new URL(ding.url, 'http://x').searchParams;
    expect(query.get('access_token')).toBe('ding-token');
    expect(query.get('sign')).toBe(
      createHmac('sha256', 'SECding')
        .update(`${query.get('timestamp')}\nSECding`)
        .digest('base64'),
    );
    expect(ding.body).toEqual({
      msgtype: 'markdown',
      markdown: { title: '新的报价请求：王芳（上海明略咨询）', text: expect.stringContaining('**电话：**13812345678') },
    });

    // Feishu: signature in the body (签名校验), a post with Chinese title and lines.
    const feishu = http.receivedWith('/feishu', enRef)[0]!.body;
    expect(feishu.sign).toBe(createHmac('sha256', `${feishu.timestamp}\nfeishu-secret`).update('').digest('base64'));
    expect(feishu.msg_type).toBe('post');
    expect(feishu.content.post.zh_cn.title).toBe('新的报价请求：Maria Keller');
    expect(feishu.content.post.zh_cn.content).toContainEqual([{ tag: 'text', text: '邮箱：maria@lumen.example' }]);

    // E-mail: to the sales address, replying reaches the visitor, subject and body in the request's language.
    const [mailZh] = smtp.mailsWith(zhRef);
    expect(mailZh!.subject).toBe('【问途问卷】新的报价请求：王芳（上海明略咨询）');
    expect(mailZh!.replyTo?.value[0]?.address).toBe('wangfang@minglue.example');
    expect(mailZh!.messageId).toBe(`<inquiry-${zhRef}@askora.example>`);
    expect(mailZh!.text).toContain('留言：需要一线城市女性样本 500 份');
    expect(mailZh!.text).toContain('来源页面：https://www.askora.example/sample');
    expect(smtp.recipients[smtp.mails.indexOf(mailZh!)]).toEqual(['sales@askora.example']);
    const [mailEn] = smtp.mailsWith(enRef);
    expect(mailEn!.subject).toBe('[Askora] New quote request: Maria Keller');
    expect(mailEn!.replyTo?.value[0]?.address).toBe('maria@lumen.example');
    expect(mailEn!.text).toContain('Reply to this e-mail to answer the visitor.');
    expect(mailEn!.text).toContain('Sample size: 800');
    expect(mailEn!.text).toContain('Country/region: Germany');
    expect(mailEn!.html).toContain('Need &lt;b&gt;800&lt;/b&gt; completes');
  });

  test('a receiver that refuses the first tries gets the message once it recovers', async () => {
    for (const path of HTTP_PATHS) http.behave(path, { fail: 2 });
    smtp.fail = 2;
    const id = await api.services.inquiries.insert(request());
    const ref = await refOf(id);

    await worker.runOnce();
    const afterFirst = await api.services.outbox.stats();
    expect(afterFirst).toEqual(expect.objectContaining({ retrying: 5, dead: 0 }));
    expect((await health()).outbox).toEqual(expect.objectContaining({ backlog: 5, retrying: 5 }));

    await drain(worker, api.services.outbox);
    for (const path of HTTP_PATHS) {
      expect(http.triesWith(path, ref)).toHaveLength(3);
      expect(http.receivedWith(path, ref)).toHaveLength(1);
    }
    expect(smtp.mailsWith(ref)).toHaveLength(1);
    const rows = await api.services.outbox.deliveriesOf([id]);
    expect(rows.map((r) => [r.channel, r.status, Number(r.attempts), r.last_error])).toEqual(
      ['dingtalk', 'email', 'feishu', 'webhook', 'wecom'].map((c) => [c, 'done', 3, null]),
    );
    // The export says so.
    expect((await api.services.outbox.deliveryOf([id])).get(id)).toBe(
      'dingtalk delivered; email delivered; feishu delivered; webhook delivered; wecom delivered',
    );
  });

  test('a dead receiver makes its rows dead after the configured tries; retry-dead sends them again', async () => {
    for (const path of HTTP_PATHS) http.behave(path, { fail: Infinity });
    smtp.fail = Infinity;
    const id = await api.services.inquiries.insert(
      request({ variant: 'university', name: '李雷', last_name: null, organization: null, school: '复旦大学', page: '/university' }),
    );
    const ref = await refOf(id);

    await drain(worker, api.services.outbox);
    for (const path of HTTP_PATHS) expect(http.triesWith(path, ref)).toHaveLength(MAX_ATTEMPTS);
    const rows = await api.services.outbox.deliveriesOf([id]);
    expect(rows.every((r) => r.status === 'dead' && Number(r.attempts) === MAX_ATTEMPTS && r.last_error)).toBe(true);
    expect(rows.find((r) => r.channel === 'webhook')!.last_error).toMatch(/^HTTP 503/);
    expect(rows.find((r) => r.channel === 'wecom')!.last_error).toMatch(/^refused: .*45009/);
    expect((await api.services.outbox.deliveryOf([id])).get(id)).toContain('webhook dead (4 tries)');
    expect((await health()).outbox).toEqual({ backlog: 0, retrying: 0, dead: 5, oldestPendingSeconds: 0 });

    const status = await outboxCommand(['status'], api.db, api.services.config);
    expect(status.code).toBe(0);
    expect(status.out).toContain('pending 0, retrying 0, dead 5');
    expect(status.out).toMatch(/dead on webhook: 1 \(last error: HTTP 503/);
    expect(status.out).toContain('university requests → webhook, wecom, dingtalk, feishu, email');

    // Still down: nothing is sent until an operator asks.
    await worker.runOnce();
    for (const path of HTTP_PATHS) expect(http.triesWith(path, ref)).toHaveLength(MAX_ATTEMPTS);

    for (const path of HTTP_PATHS) http.behave(path, { fail: 0 });
    smtp.fail = 0;
    expect(await outboxCommand(['retry-dead', '--channel', 'wecom'], api.db, api.services.config)).toEqual({
      out: '1 dead notification queued again on wecom',
      code: 0,
    });
    expect(await outboxCommand(['retry-dead'], api.db, api.services.config)).toEqual({ out: '4 dead notifications queued again', code: 0 });
    await drain(worker, api.services.outbox);
    for (const path of HTTP_PATHS) expect(http.receivedWith(path, ref)).toHaveLength(1);
    expect(smtp.mailsWith(ref)).toHaveLength(1);
    expect(smtp.mailsWith(ref)[0]!.subject).toBe('【问途问卷】新的高校合作咨询：李雷（复旦大学）');
    expect((await api.services.outbox.deliveriesOf([id])).every((r) => r.status === 'done')).toBe(true);
    expect((await api.services.outbox.stats()).dead).toBe(0);
  });

  test("a claim takes at most its batch, oldest first, and claimed rows are no one else's until their lease ends", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await api.services.inquiries.insert(request({ name: `Batch ${i}` })));
    expect(await api.services.outbox.fanOut(10)).toBe(3);
    const first = await api.services.outbox.claim(4, 60_000);
    const second = await api.services.outbox.claim(4, 60_000);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(4);
    expect(new Set([...first, ...second].map((r) => r.id)).size).toBe(8);
    expect(first.every((r) => r.inquiryId === ids[0])).toBe(true);
    // Hand them back (as an expired lease would) and let the worker send everything.
    for (const row of [...first, ...second]) await api.services.outbox.markFailed(row, 'test', Date.now(), false);
    await drain(worker, api.services.outbox);
    expect((await api.services.outbox.deliveriesOf(ids)).every((r) => r.status === 'done')).toBe(true);
  });

  test('a row claimed by a worker that died goes out once its lease has passed; the dead worker cannot mark it', async () => {
    const id = await api.services.inquiries.insert(request({ name: 'Lease', page: '/en/contact' }));
    const ref = await refOf(id);
    // A worker claims everything and is killed before sending.
    expect(await api.services.outbox.fanOut(10)).toBe(1);
    // A lease long enough that a loaded CI machine cannot let it pass before the next line looks.
    const stale = await api.services.outbox.claim(10, 1_000);
    expect(stale.map((r) => r.inquiryId)).toEqual([id, id, id, id, id]);
    expect(await worker.runOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_100));
    await drain(worker, api.services.outbox);
    for (const path of HTTP_PATHS) expect(http.receivedWith(path, ref)).toHaveLength(1);
    // Its late bookkeeping changes nothing.
    await api.services.outbox.markFailed(stale[0]!, 'late', Date.now() + 60_000, true);
    expect((await api.services.outbox.deliveriesOf([id])).every((r) => r.status === 'done' && Number(r.attempts) === 2)).toBe(true);
  });

  test('a request and its notification rows commit together or not at all', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ n: number }>`select (select count(*) from outbox) + (select count(*) from outbox_delivery) as n`.execute(
            api.db.kysely,
          )
        ).rows[0]!.n,
      );
    const inquiriesBefore = await api.services.inquiries.count();
    const rowsBefore = await count();
    // SQLite writes the rows in the batch's transaction; PostgreSQL in the batch's insert statement.
    const failing = new InquiryRepository(api.db, {
      write: async (trx, stored) => {
        await api.services.outbox.enqueue(trx, stored);
        throw new Error('disk full');
      },
      insertFrom: (db) =>
        db
          .insertInto('outbox')
          .columns(['inquiry_id', 'channels', 'created_at'])
          .expression(
            db
              .selectFrom('stored')
              .select([sql<number>`null`.as('inquiry_id'), sql<string>`'webhook'`.as('channels'), sql<number>`0`.as('created_at')]),
          ),
    });
    await expect(failing.insert(request())).rejects.toThrow(
      api.db.dialect === 'postgres' ? /null value in column "inquiry_id"/ : 'disk full',
    );
    expect(await api.services.inquiries.count()).toBe(inquiriesBefore);
    expect(await count()).toBe(rowsBefore);
  });

  test('quote requests, university requests and the rest follow their own routes', async () => {
    const routed = new OutboxRepository(api.db, { quote: ['wecom', 'email'], university: ['email'], contact: [] });
    const inquiries = new InquiryRepository(api.db, routed.batchHook);
    const [quote, university, contact] = await Promise.all([
      inquiries.insert(request({ variant: 'panel-quote', required_sample_size: 300 })),
      inquiries.insert(request({ variant: 'university' })),
      inquiries.insert(request({ variant: 'contact-modal' })),
    ]);
    const channelsOf = async (id: number) => (await routed.deliveriesOf([id])).map((r) => r.channel);
    expect(await channelsOf(quote)).toEqual(['email', 'wecom']);
    expect(await channelsOf(university)).toEqual(['email']);
    expect(await channelsOf(contact)).toEqual([]);
    await drain(worker, api.services.outbox);
  });
});

describeDb('one outbox row per stored request, one delivery row per channel', () => {
  let api: TestApi, http: HttpReceiver, smtp: SmtpReceiver, channels: Channels, worker: OutboxWorker;
  const THREE = ['email', 'webhook', 'wecom'];
  // Three channels, as the benchmark runs them.
  const threeChannels = (h: HttpReceiver, m: SmtpReceiver) =>
    Object.fromEntries(Object.entries(outboxEnv(h, m)).filter(([name]) => !/DINGTALK|FEISHU/.test(name)));
  const { refOf } = outboxSuite(threeChannels, (suite) => ({ api, http, smtp, channels, worker } = suite));
  afterEach(() => {
    for (const path of HTTP_PATHS) http.behave(path, { fail: 0 });
    smtp.fail = 0;
  });

  const outboxRows = (ids: number[]) =>
    api.db.kysely.selectFrom('outbox').select(['inquiry_id', 'channels']).where('inquiry_id', 'in', ids).orderBy('inquiry_id').execute();
  const deliveryRows = async (ids: number[]) =>
    (
      await api.db.kysely
        .selectFrom('outbox_delivery')
        .select(['inquiry_id', 'channel', 'status', 'attempts'])
        .where('inquiry_id', 'in', ids)
        .orderBy('inquiry_id')
        .orderBy('channel')
        .execute()
    ).map((r) => [Number(r.inquiry_id), r.channel, r.status, Number(r.attempts)]);
  const tries = (path: HttpPath, ref: string) => http.triesWith(path, ref).length;
  const received = (path: HttpPath, ref: string) => http.receivedWith(path, ref).length;
  const mails = (ref: string) => smtp.mailsWith(ref).length;
  const delivery = async (id: number) => (await api.services.outbox.deliveryOf([id])).get(id);

  test('a request stored with three channels writes exactly one outbox row; the worker splits it into one delivery row each', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: ASK,
      payload: {
        language: 2,
        type: 3,
        variant: 'quote-modal',
        name: 'Ada',
        email: 'ada@lumen.example',
        sampleQuantity: 300,
        page: '/en/product',
      },
    });
    expect(res.json().code).toBe('00000');
    const id = res.json().data.id as number;
    expect(await outboxRows([id])).toEqual([{ inquiry_id: id, channels: 'webhook,wecom,email' }]);
    expect(await deliveryRows([id])).toEqual([]);
    // Three notifications wait, whether or not they are split yet.
    expect((await api.services.outbox.stats()).pending).toBe(3);
    expect(await delivery(id)).toBe('email pending; webhook pending; wecom pending');

    // Requests stored together (one group commit): still one row each.
    const batch = await Promise.all(Array.from({ length: 40 }, (_, i) => api.services.inquiries.insert(request({ name: `Group ${i}` }))));
    const rows = await outboxRows(batch);
    expect(rows.map((r) => Number(r.inquiry_id))).toEqual([...batch].sort((a, b) => a - b));

    await drain(worker, api.services.outbox);
    expect(await outboxRows([id, ...batch])).toEqual([]);
    expect(await deliveryRows([id])).toEqual(THREE.map((c) => [id, c, 'done', 1]));
    expect((await deliveryRows(batch)).length).toBe(120);
    const ref = await refOf(id);
    expect([received('/webhook', ref), received('/wecom', ref), mails(ref)]).toEqual([1, 1, 1]);
    expect((await api.services.outbox.stats()).pending).toBe(0);
  });

  (usingPostgres ? test : test.skip)(
    'on PostgreSQL, batches of any size are stored by one statement text, prepared once per connection',
    async () => {
      const prepared = api.db.prepared!;
      const texts = new Set<string>();
      api.db.prepared = (query) => {
        texts.add(query.sql);
        return prepared(query);
      };
      let one = 0;
      try {
        one = await api.services.inquiries.insert(request({ name: 'Alone' }));
        const seven = await Promise.all(
          Array.from({ length: 7 }, (_, i) => api.services.inquiries.insert(request({ name: `Seven ${i}` }))),
        );
        expect((await outboxRows([one, ...seven])).map((r) => Number(r.inquiry_id))).toEqual([one, ...seven].sort((a, b) => a - b));
      } finally {
        api.db.prepared = prepared;
      }
      expect(texts.size).toBe(1);
      // The outbox row's time is its request's, in epoch ms.
      const row = await api.db.kysely.selectFrom('outbox').select('created_at').where('inquiry_id', '=', one).executeTakeFirstOrThrow();
      expect(Number(row.created_at)).toBe(Date.parse((await api.services.inquiries.findById(one))!.created_at));
      await drain(worker, api.services.outbox);
    },
  );

  test('status counts a request the worker splits while it reads once, not as its outbox row and its delivery rows', async () => {
    // Two connections to one database (on SQLite a file: an in-memory database has one connection).
    const file = usingPostgres ? null : path.join(os.tmpdir(), `outbox-split-${randomBytes(6).toString('hex')}.db`);
    const url = file ? `sqlite:${file}` : api.databaseUrl;
    const [reader, splitter] = [openDatabase(url), openDatabase(url)];
    try {
      if (file) await migrate(reader);
      const routes = api.services.config.outbox.routes;
      const before = await new OutboxRepository(reader, routes).stats();
      await new InquiryRepository(reader, new OutboxRepository(reader, routes).batchHook).insert(request({ name: 'Split meanwhile' }));
      // Another process's worker splits the request just after status has read its first rows.
      let split = 0;
      const splitAfterFirstRead: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          if (split === 0) split = await new OutboxRepository(splitter, routes).fanOut(10);
          return args.result;
        },
      };
      const stats = await new OutboxRepository({ ...reader, kysely: reader.kysely.withPlugin(splitAfterFirstRead) }, routes).stats();
      expect(split).toBe(1);
      expect(stats.pending).toBe(before.pending + 3);
      expect((await new OutboxRepository(reader, routes).stats()).pending).toBe(before.pending + 3);
    } finally {
      await reader.close();
      await splitter.close();
      for (const suffix of ['', '-wal', '-shm']) if (file) fs.rmSync(file + suffix, { force: true });
    }
    // On PostgreSQL the request went to the suite's database: deliver it, as every test leaves it.
    await drain(worker, api.services.outbox);
  });

  test('a channel that fails while two succeed is retried alone; the two are delivered exactly once', async () => {
    http.behave('/wecom', { fail: 2 });
    const id = await api.services.inquiries.insert(request({ name: 'Partial' }));
    const ref = await refOf(id);

    expect(await worker.runOnce()).toBe(3);
    expect(await deliveryRows([id])).toEqual([
      [id, 'email', 'done', 1],
      [id, 'webhook', 'done', 1],
      [id, 'wecom', 'pending', 1],
    ]);
    expect(await delivery(id)).toBe('email delivered; webhook delivered; wecom retrying (1 try)');
    expect(await api.services.outbox.stats()).toEqual(expect.objectContaining({ pending: 0, retrying: 1, dead: 0 }));

    await drain(worker, api.services.outbox);
    expect(tries('/wecom', ref)).toBe(3);
    expect(received('/wecom', ref)).toBe(1);
    expect(tries('/webhook', ref)).toBe(1);
    expect(mails(ref)).toBe(1);
    expect(await deliveryRows([id])).toEqual([
      [id, 'email', 'done', 1],
      [id, 'webhook', 'done', 1],
      [id, 'wecom', 'done', 3],
    ]);
  });

  test('a channel that never recovers is dead alone after its tries; retry-dead sends it again, and only it', async () => {
    http.behave('/wecom', { fail: Infinity });
    const id = await api.services.inquiries.insert(request({ name: 'Dead end' }));
    const ref = await refOf(id);

    await drain(worker, api.services.outbox);
    expect(tries('/wecom', ref)).toBe(MAX_ATTEMPTS);
    expect(await deliveryRows([id])).toEqual([
      [id, 'email', 'done', 1],
      [id, 'webhook', 'done', 1],
      [id, 'wecom', 'dead', MAX_ATTEMPTS],
    ]);
    expect(await delivery(id)).toBe(`email delivered; webhook delivered; wecom dead (${MAX_ATTEMPTS} tries)`);
    expect((await api.app.inject({ method: 'GET', url: '/designer/v1/home/health' })).json().data.outbox).toEqual({
      backlog: 0,
      retrying: 0,
      dead: 1,
      oldestPendingSeconds: 0,
    });
    const status = await outboxCommand(['status'], api.db, api.services.config);
    expect(status.out).toContain('pending 0, retrying 0, dead 1');
    expect(status.out).toMatch(/dead on wecom: 1 \(last error: refused: .*45009/);

    http.behave('/wecom', { fail: 0 });
    expect((await outboxCommand(['retry-dead', '--channel', 'webhook'], api.db, api.services.config)).out).toBe(
      '0 dead notifications queued again on webhook',
    );
    expect((await outboxCommand(['retry-dead', '--channel', 'wecom'], api.db, api.services.config)).out).toBe(
      '1 dead notification queued again on wecom',
    );
    // What the sales team's export says of it until its next try, and after.
    const exported = async () => {
      const { csv } = await exportInquiries(api.db, api.services.config.outbox.routes, '2000-01-01T00:00:00.000Z');
      const [header, ...records] = parse(csv, { bom: true }) as string[][];
      return records.find((r) => r[0] === String(id))![header!.indexOf('delivery')];
    };
    expect(await exported()).toBe('email delivered; webhook delivered; wecom queued again');
    await drain(worker, api.services.outbox);
    expect(await exported()).toBe('email delivered; webhook delivered; wecom delivered');
    expect(received('/wecom', ref)).toBe(1);
    expect(tries('/webhook', ref)).toBe(1);
    expect(mails(ref)).toBe(1);
    expect(await deliveryRows([id])).toEqual([
      [id, 'email', 'done', 1],
      [id, 'webhook', 'done', 1],
      [id, 'wecom', 'done', 1],
    ]);
    expect((await api.services.outbox.stats()).dead).toBe(0);
  });

  test('a database left by migration 004 keeps its notifications: what was open is delivered or stays dead, nothing delivered is sent again', async () => {
    const old = await emptyDatabase();
    try {
      await migrate(old.db, '004-outbox');
      const [a, b] = [
        await storeAsEarlierRelease(old.db, request({ name: 'Before A' })),
        await storeAsEarlierRelease(old.db, request({ name: 'Before B' })),
      ];
      const t = Date.now() - 60_000;
      // 004's shape: one row per request and channel.
      const row = (inquiryId: number, channel: string, status: string, attempts: number, lastError: string | null) =>
        sql`(${inquiryId}, ${channel}, ${status}, ${attempts}, ${t}, ${t}, ${status === 'done' ? t : null}, ${lastError})`;
      await sql`insert into outbox (inquiry_id, channel, status, attempts, created_at, next_attempt_at, delivered_at, last_error) values ${sql.join(
        [
          row(a, 'webhook', 'pending', 0, null),
          row(a, 'wecom', 'pending', 2, 'HTTP 503'),
          row(a, 'email', 'done', 1, null),
          row(b, 'webhook', 'dead', 20, 'HTTP 503'),
          row(b, 'wecom', 'done', 1, null),
          row(b, 'email', 'done', 1, null),
        ],
      )}`.execute(old.db.kysely);

      expect((await migrate(old.db, '005-outbox-fan-out')).applied).toEqual(['004a-outbox-open-index', '005-outbox-fan-out']);
      const repo = new OutboxRepository(old.db, api.services.config.outbox.routes);
      expect(await repo.stats()).toEqual({ pending: 1, retrying: 1, dead: 1, oldestPendingAt: t });
      expect(await repo.deliveryOf([a, b])).toEqual(
        new Map([
          [a, 'email delivered; webhook pending; wecom retrying (2 tries)'],
          [b, 'email delivered; webhook dead (20 tries); wecom delivered'],
        ]),
      );
      // The upgraded database (every migration since) takes new requests in the new shape.
      await migrate(old.db);
      const inquiries = new InquiryRepository(old.db, repo.batchHook);
      const c = await inquiries.insert(request({ name: 'After C' }));
      expect(await old.db.kysely.selectFrom('outbox').select(['inquiry_id', 'channels']).execute()).toEqual([
        { inquiry_id: c, channels: 'webhook,wecom,email' },
      ]);

      const oldWorker = new OutboxWorker(repo, (ids) => inquiries.findByIds(ids), channels, api.services.config.outbox, silent);
      await drain(oldWorker, repo);
      const [refA, refB, refC] = (await inquiries.findByIds([a, b, c])).sort((x, y) => x.id - y.id).map((r) => r.ref) as [
        string,
        string,
        string,
      ];
      expect([received('/webhook', refA), received('/wecom', refA), mails(refA)]).toEqual([1, 1, 0]);
      expect([tries('/webhook', refB), tries('/wecom', refB), mails(refB)]).toEqual([0, 0, 0]);
      expect([received('/webhook', refC), received('/wecom', refC), mails(refC)]).toEqual([1, 1, 1]);
      expect(await repo.retryDead()).toBe(1);
      await drain(oldWorker, repo);
      expect(received('/webhook', refB)).toBe(1);
      expect(await repo.deliveryOf([a, b, c])).toEqual(
        new Map([a, b, c].map((id) => [id, 'email delivered; webhook delivered; wecom delivered'])),
      );
    } finally {
      await old.close();
    }
  });
});

(usingPostgres ? describeDb : describe.skip)('two workers on PostgreSQL', () => {
  let api: TestApi, http: HttpReceiver;
  const webhookOnly = (h: HttpReceiver, m: SmtpReceiver) => ({
    ...outboxEnv(h, m),
    NOTIFY_ROUTE_QUOTE: 'webhook',
    NOTIFY_ROUTE_UNIVERSITY: 'webhook',
    NOTIFY_ROUTE_CONTACT: 'webhook',
    OUTBOX_BATCH: '4',
  });
  outboxSuite(webhookOnly, (suite) => ({ api, http } = suite));

  test('never deliver one row at the same time, and between them deliver every row once', async () => {
    http.behave('/webhook', { delayMs: 15 });
    const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => api.services.inquiries.insert(request({ name: `Buyer ${i}` }))));
    const second = openDatabase(api.databaseUrl);
    const settings = api.services.config.outbox;
    const channels = createChannels(settings.channels, settings.timeoutMs);
    const workers = [
      new OutboxWorker(api.services.outbox, (x) => api.services.inquiries.findByIds(x), channels, settings, silent),
      new OutboxWorker(
        new OutboxRepository(second, settings.routes),
        (x) => new InquiryRepository(second).findByIds(x),
        channels,
        settings,
        silent,
      ),
    ];
    try {
      await sql`select 1`.execute(second.kysely);
      const handled = [0, 0];
      await Promise.all(
        workers.map(async (w, i) => {
          while ((await api.services.outbox.stats()).pending > 0) handled[i] = handled[i]! + (await w.runOnce());
        }),
      );
      expect(handled[0]! + handled[1]!).toBe(60);
      expect(handled[0]).toBeGreaterThan(0);
      expect(handled[1]).toBeGreaterThan(0);
      const refs = new Set(await Promise.all(ids.map(async (id) => (await api.services.inquiries.findById(id))!.ref)));
      const keys = http.tries.map((t) => String(t.headers['idempotency-key']));
      expect(keys).toHaveLength(60);
      expect(new Set(keys)).toEqual(refs);
      expect(http.maxConcurrentPerKey()).toBe(1);
      // Split by one worker or the other, never both: one delivery row per request, none left to split.
      expect(Number((await sql<{ n: number }>`select count(*) as n from outbox`.execute(api.db.kysely)).rows[0]!.n)).toBe(0);
      expect((await api.services.outbox.deliveriesOf(ids)).map((r) => [r.channel, r.status, Number(r.attempts)])).toEqual(
        ids.map(() => ['webhook', 'done', 1]),
      );
    } finally {
      await second.close();
    }
  });
});
