/**
 * Migrations through Kysely's Migrator. A database the earlier runner built (its bookkeeping in
 * `schema_migration`) is adopted: its rows survive and no migration it applied runs again. Databases
 * made by earlier releases, in the schema shapes they shipped, upgrade to the current one.
 */
import { sql, type Kysely } from 'kysely';
import path from 'node:path';
import { LANGUAGES } from '../../contract/languages';
import { ContentService } from '../content/content-service';
import { seed } from '../content/seed';
import { ContentRepository } from '../repositories/content-repository';
import { InquiryRepository } from '../repositories/inquiry-repository';
import { describeDb, emptyDatabase } from '../test/helpers';
import { storeAsEarlierRelease } from '../test/inquiries';
import type { Db } from './database';
import { hasColumn, hasTable } from './schema-facts';
import { describeMigrations, migrate, MigrationFailed, migrations, type MigrationFile } from './migrate';
import * as first001 from './test-shapes/97f9b8f-001-initial';
import * as early004 from './test-shapes/c80435a-004-outbox';

const NAMES = migrations.map((m) => m.name);
const byName = (name: string) => migrations.find((m) => m.name === name)!;
/** What the earlier runner knew when it was replaced: versions 1-6, as released then. */
const LEGACY = migrations.filter((m) => m.legacy !== undefined);

/** The earlier runner, as it was released: its table, its transaction per migration, its records. */
async function legacyMigrate(db: Db, list: readonly MigrationFile[] = LEGACY): Promise<number[]> {
  const k = db.kysely;
  await sql`create table if not exists schema_migration (version integer primary key, name text not null, applied_at text not null)`.execute(
    k,
  );
  const done = await sql<{ version: number }>`select version from schema_migration`.execute(k);
  const applied = new Set(done.rows.map((r) => Number(r.version)));
  const ran: number[] = [];
  for (const m of list) {
    const version = m.legacy!;
    if (applied.has(version)) continue;
    await k.transaction().execute(async (trx) => {
      await m.up(trx as unknown as Kysely<unknown>, db.dialect);
      await sql`insert into schema_migration (version, name, applied_at) values (${version}, ${m.name.slice(4)}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    ran.push(version);
  }
  return ran;
}
const upTo = (last: number) => LEGACY.filter((m) => m.legacy! <= last);
/** What the earlier runner never knew: the repairs and every migration added since (applied on adoption). */
const SINCE_LEGACY = NAMES.filter((n) => !LEGACY.some((m) => m.name === n));

/** The database as migrations see it (schema-facts asks about any schema). */
const schemaOf = (db: Db) => db.kysely as unknown as Kysely<unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) => (await query.execute(db.kysely)).rows;
const recorded = async (db: Db) =>
  (await rows(db, sql`select name from kysely_migration order by name`)).map((r) => (r as { name: string }).name);
const legacyRecords = async (db: Db) =>
  (await rows(db, sql`select version, name, applied_at from schema_migration order by version`)) as {
    version: number;
    name: string;
    applied_at: string;
  }[];

async function addFeedback(db: Db, voters: string[]) {
  for (const [i, voter] of voters.entries()) {
    await sql`insert into help_feedback (created_at, article_id, lang, helpful, uuid, ip, voter)
      values (${`2026-01-0${i + 1}T00:00:00Z`}, ${104}, ${'zh'}, ${1}, ${voter}, ${'10.0.0.1'}, ${`u:${voter}`})`.execute(db.kysely);
  }
}

describeDb('migrations through Kysely’s Migrator', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await emptyDatabase());
  });
  afterEach(() => close());

  test('a fresh database gets every migration once, recorded by the Migrator', async () => {
    expect(await migrate(db)).toEqual({ applied: NAMES, adopted: [] });
    expect(await recorded(db)).toEqual(NAMES);
    expect(await migrate(db)).toEqual({ applied: [], adopted: [] });
    expect(await recorded(db)).toEqual(NAMES);
  });

  test('a database the earlier runner finished is adopted: nothing runs again, every row survives', async () => {
    expect(await legacyMigrate(db)).toEqual([1, 2, 3, 4, 5, 6]);
    const before = await legacyRecords(db);
    await addFeedback(db, ['a', 'b', 'c']);
    await sql`insert into setting (name, value) values (${'sms-code-key'}, ${'secret'})`.execute(db.kysely);
    await sql`insert into inquiry (ref, created_at, variant, language, type, name, email)
      values (${'r-1'}, ${'2026-01-01T00:00:00Z'}, ${'contact'}, ${2}, ${3}, ${'Ann'}, ${'ann@example.com'})`.execute(db.kysely);

    // Running a migration again would fail outright (its tables exist) or rewrite rows (003 folds votes).
    // The repairs run and find nothing to repair.
    expect(await migrate(db)).toEqual({ applied: SINCE_LEGACY, adopted: LEGACY.map((m) => m.name) });
    expect(await recorded(db)).toEqual(NAMES);
    expect(await rows(db, sql`select voter from help_feedback order by id`)).toEqual([
      { voter: 'u:a' },
      { voter: 'u:b' },
      { voter: 'u:c' },
    ]);
    expect(await rows(db, sql`select name, value from setting`)).toEqual([{ name: 'sms-code-key', value: 'secret' }]);
    expect(await rows(db, sql`select ref, name, email from inquiry`)).toEqual([{ ref: 'r-1', name: 'Ann', email: 'ann@example.com' }]);
    // The earlier runner's records are left as they were: the previous release still starts on it.
    expect(await legacyRecords(db)).toEqual(before);
    expect(await legacyMigrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual({ applied: [], adopted: [] });
  });

  test('a database the earlier runner left part way gets exactly the missing migrations', async () => {
    expect(await legacyMigrate(db, upTo(2))).toEqual([1, 2]);
    // Before 003 a visitor could answer twice; 003 keeps each visitor's latest answer.
    for (const [i, uuid] of ['a', 'a', 'b'].entries()) {
      await sql`insert into help_feedback (created_at, article_id, lang, helpful, uuid, ip)
        values (${`2026-01-0${i + 1}T00:00:00Z`}, ${104}, ${'zh'}, ${i % 2}, ${uuid}, ${'10.0.0.1'})`.execute(db.kysely);
    }
    expect(await migrate(db)).toEqual({
      applied: NAMES.filter((n) => !['001-initial', '002-help-feedback'].includes(n)),
      adopted: ['001-initial', '002-help-feedback'],
    });
    expect(await recorded(db)).toEqual(NAMES);
    expect(await rows(db, sql`select uuid, helpful, voter from help_feedback order by id`)).toEqual([
      { uuid: 'a', helpful: 1, voter: 'u:a' },
      { uuid: 'b', helpful: 0, voter: 'u:b' },
    ]);
    expect((await legacyRecords(db)).map((r) => Number(r.version))).toEqual([1, 2]);
  });

  test('`upTo` builds an older release’s schema, and later runs add the rest', async () => {
    expect((await migrate(db, '004-outbox')).applied).toEqual(NAMES.slice(0, NAMES.indexOf('004-outbox') + 1));
    expect((await migrate(db, '004-outbox')).applied).toEqual([]);
    expect((await migrate(db, '005-outbox-fan-out')).applied).toEqual(['004a-outbox-open-index', '005-outbox-fan-out']);
    expect((await migrate(db)).applied).toEqual(NAMES.slice(NAMES.indexOf('006-setting')));
    expect(await recorded(db)).toEqual(NAMES);
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const newRequest = (name: string) => ({ variant: 'contact-page', language: 2, type: 1, name, email: 'ann@baker.example', page: '/en' });

describeDb('databases made by earlier releases upgrade', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await emptyDatabase());
  });
  afterEach(() => close());

  test('the first release (97f9b8f, 001 without inquiry.ref): its requests get references, new ones store', async () => {
    expect(await legacyMigrate(db, [{ ...byName('001-initial'), up: first001.up }])).toEqual([1]);
    for (const name of ['Ann', 'Bo']) {
      await sql`insert into inquiry (created_at, variant, language, type, name, email)
        values (${'2026-11-22T04:00:00Z'}, ${'contact'}, ${2}, ${3}, ${name}, ${'ann@example.com'})`.execute(db.kysely);
    }
    const report = await migrate(db);
    expect(report.adopted).toEqual(['001-initial']);
    expect(report.applied).toEqual(NAMES.filter((n) => n !== '001-initial'));
    const stored = (await rows(db, sql`select name, ref from inquiry order by id`)) as { name: string; ref: string }[];
    expect(stored.map((r) => r.name)).toEqual(['Ann', 'Bo']);
    expect(stored.every((r) => UUID.test(r.ref))).toBe(true);
    expect(new Set(stored.map((r) => r.ref)).size).toBe(2);
    // A reference stays unique, as the current 001 declares (the schema's indexes in the message if not).
    const copy = await sql`insert into inquiry (ref, created_at, variant, language, type, name, email)
        values (${stored[0]!.ref}, ${'2026-11-27T00:00:00Z'}, ${'contact'}, ${2}, ${3}, ${'Copy'}, ${'c@example.com'})`
      .execute(db.kysely)
      .then(
        () => 'stored',
        (error: Error) => error.message,
      );
    const indexes =
      db.dialect === 'postgres'
        ? sql`select indexname as name, indexdef as sql from pg_indexes where schemaname = current_schema() and tablename = 'inquiry'`
        : sql`select name, sql from sqlite_master where type = 'index' and tbl_name = 'inquiry'`;
    expect({ copy, dialect: db.dialect, indexes: await rows(db, indexes) }).toMatchObject({ copy: expect.stringMatching(/unique/i) });
    const id = await new InquiryRepository(db).insert(newRequest('After'));
    expect((await new InquiryRepository(db).findByIds([id]))[0]).toMatchObject({ name: 'After', ref: expect.stringMatching(UUID) });
  });

  for (const versions of [
    [1, 2, 4],
    [1, 2, 3, 4],
  ]) {
    test(`the outbox before its index was renamed (c80435a, runner at ${versions.join(', ')}): 004a repairs it, 005 keeps its rows`, async () => {
      const list = LEGACY.filter((m) => versions.includes(m.legacy!)).map((m) => (m.name === '004-outbox' ? { ...m, up: early004.up } : m));
      expect(await legacyMigrate(db, list)).toEqual(versions);
      const id = await storeAsEarlierRelease(db, newRequest('Before'));
      const t = Date.now();
      await sql`insert into outbox (inquiry_id, channel, status, attempts, created_at, next_attempt_at)
        values (${id}, ${'webhook'}, ${'pending'}, ${2}, ${t}, ${t})`.execute(db.kysely);

      const report = await migrate(db);
      expect(report.applied).toContain('004a-outbox-open-index');
      expect(report.applied).toContain('005-outbox-fan-out');
      expect(report.adopted).toEqual(LEGACY.filter((m) => versions.includes(m.legacy!)).map((m) => m.name));
      expect(await recorded(db)).toEqual(NAMES);
      expect(await rows(db, sql`select inquiry_id, channel, status, attempts from outbox_delivery`)).toEqual([
        { inquiry_id: id, channel: 'webhook', status: 'pending', attempts: 2 },
      ]);
    });
  }

  test('a database at the last release before the repairs (Kysely, 001-006) gets the two repairs, which change nothing', async () => {
    // As that release migrated: its six names, through the Migrator.
    for (const name of LEGACY.map((m) => m.name)) await migrate(db, name);
    await sql`delete from kysely_migration where name in ('001a-inquiry-ref', '004a-outbox-open-index')`.execute(db.kysely);
    const id = await storeAsEarlierRelease(db, newRequest('Kept'));
    expect(await migrate(db)).toEqual({ applied: SINCE_LEGACY, adopted: [] });
    expect(await recorded(db)).toEqual(NAMES);
    expect((await new InquiryRepository(db).findByIds([id]))[0]).toMatchObject({ name: 'Kept' });
  });

  /** Help as releases before 011 stored it: a column pair per language (as 001 made them). */
  async function addColumnHelp(db: Db) {
    await sql`insert into help_node (id, parent_id, position, type, title_zh, title_en, html_zh, html_en, updated_at)
      values (${1}, ${null}, ${0}, ${0}, ${'入门'}, ${'Getting started'}, ${null}, ${null}, ${null}),
             (${101}, ${1}, ${1}, ${1}, ${'注册'}, ${'Sign up'}, ${'<p>中文</p>'}, ${'<p>English</p>'}, ${'2026-11-01'})`.execute(
      db.kysely,
    );
  }

  for (const [release, build] of [
    ['the first release (97f9b8f, legacy runner)', (db: Db) => legacyMigrate(db, [{ ...byName('001-initial'), up: first001.up }])],
    ['the release before 011 (Migrator, 001-010)', (db: Db) => migrate(db, '010-inquiry-consent')],
  ] as const) {
    test(`help text stored by ${release} moves to a row per language; the API answers it, the seed adds its Markdown`, async () => {
      await build(db);
      await addColumnHelp(db);
      // Answers to an article (002 on) name it by id, and keep naming it.
      const feedback = await hasTable(schemaOf(db), db.dialect, 'help_feedback');
      if (feedback) await addFeedback(db, ['v']);

      expect((await migrate(db)).applied).toContain('011-help-text');
      expect(await recorded(db)).toEqual(NAMES);
      expect(await rows(db, sql`select node_id, lang, title, html, markdown from help_text order by node_id, lang`)).toEqual([
        { node_id: 1, lang: 'en', title: 'Getting started', html: null, markdown: null },
        { node_id: 1, lang: 'zh', title: '入门', html: null, markdown: null },
        { node_id: 101, lang: 'en', title: 'Sign up', html: '<p>English</p>', markdown: null },
        { node_id: 101, lang: 'zh', title: '注册', html: '<p>中文</p>', markdown: null },
      ]);
      for (const column of ['title_zh', 'title_en', 'html_zh', 'html_en']) {
        expect({ column, present: await hasColumn(schemaOf(db), db.dialect, 'help_node', column) }).toEqual({ column, present: false });
      }
      expect(await rows(db, sql`select id, parent_id, position, type, updated_at from help_node order by id`)).toEqual([
        { id: 1, parent_id: null, position: 0, type: 0, updated_at: null },
        { id: 101, parent_id: 1, position: 1, type: 1, updated_at: '2026-11-01' },
      ]);
      if (feedback) expect(await rows(db, sql`select article_id, voter from help_feedback`)).toEqual([{ article_id: 104, voter: 'u:v' }]);

      // The API answers the moved text as before; the Markdown is '' until the seed runs again.
      const content = new ContentService(new ContentRepository(db), 0);
      expect(await content.helpTree('en')).toEqual([
        {
          id: 1,
          title: 'Getting started',
          type: 0,
          // The article's version (content/help-version.ts), which a later release added to the answer.
          children: [{ id: 101, title: 'Sign up', type: 1, version: expect.stringMatching(/^[\w-]{16}$/), children: [] }],
        },
      ]);
      expect(await content.helpArticle(101, 'zh')).toEqual({
        id: 101,
        title: '注册',
        content: '<p>中文</p>',
        markdown: '',
        updatedAt: '2026-11-01',
        path: [{ id: 1, title: '入门' }],
        version: expect.stringMatching(/^[\w-]{16}$/),
      });

      // The seed replaces it with content/'s help, Markdown and all, in every language.
      await seed(db, path.resolve(__dirname, '../../content'));
      const texts = (await rows(db, sql`select lang, markdown from help_text where node_id = ${101}`)) as {
        lang: string;
        markdown: string | null;
      }[];
      expect(texts.map((t) => t.lang).sort()).toEqual([...LANGUAGES].sort());
      expect(texts.every((t) => t.markdown && t.markdown.length > 0)).toBe(true);
      expect(await hasTable(schemaOf(db), db.dialect, 'help_text')).toBe(true);
    });
  }

  test('document bodies stored by the release before 012 (a column pair per language) move to a row per language', async () => {
    await migrate(db, '011-help-text');
    await sql`insert into document (collection, id, position, data, html_zh, html_en)
      values (${'legal'}, ${'privacy'}, ${0}, ${JSON.stringify({ id: 'privacy', title: { zh: '隐私政策', en: 'Privacy Policy' } })}, ${'<p>中文</p>'}, ${'<p>English</p>'}),
             (${'news'}, ${'6'}, ${0}, ${JSON.stringify({ id: 6, title: { zh: '新闻', en: 'News' } })}, ${null}, ${null})`.execute(
      db.kysely,
    );

    expect((await migrate(db)).applied).toEqual(['012-document-text']);
    expect(await rows(db, sql`select collection, id, lang, html from document_text order by collection, id, lang`)).toEqual([
      { collection: 'legal', id: 'privacy', lang: 'en', html: '<p>English</p>' },
      { collection: 'legal', id: 'privacy', lang: 'zh', html: '<p>中文</p>' },
    ]);
    for (const column of ['html_zh', 'html_en']) {
      expect({ column, present: await hasColumn(schemaOf(db), db.dialect, 'document', column) }).toEqual({ column, present: false });
    }
    // The API answers the moved bodies as before.
    const content = new ContentService(new ContentRepository(db), 0);
    expect(await content.legal('privacy', 'en')).toMatchObject({ title: 'Privacy Policy', content: '<p>English</p>' });
    expect(await content.legal('privacy', 'zh')).toMatchObject({ title: '隐私政策', content: '<p>中文</p>' });

    // A body names its document: removing the document removes its bodies.
    await sql`delete from document where collection = ${'legal'}`.execute(db.kysely);
    expect(await rows(db, sql`select id from document_text`)).toEqual([]);
  });

  test('a help node removed by the seed takes its text with it (help_text names its node)', async () => {
    await migrate(db);
    await sql`insert into help_node (id, parent_id, position, type, updated_at) values (${7}, ${null}, ${0}, ${0}, ${null})`.execute(
      db.kysely,
    );
    await sql`insert into help_text (node_id, lang, title) values (${7}, ${'zh'}, ${'七'}), (${7}, ${'en'}, ${'Seven'})`.execute(db.kysely);
    const orphan = await sql`insert into help_text (node_id, lang, title) values (${8}, ${'en'}, ${'Eight'})`.execute(db.kysely).then(
      () => 'stored',
      (error: Error) => error.message,
    );
    expect(orphan).toMatch(/foreign key/i);
    await sql`delete from help_node where id = ${7}`.execute(db.kysely);
    expect(await rows(db, sql`select node_id from help_text`)).toEqual([]);
  });

  test('a migration that fails says which one and why, and changes nothing', async () => {
    // A shape no release knows: 004's table without either index, so 005 cannot drop `outbox_open`.
    expect(await legacyMigrate(db, upTo(4))).toEqual([1, 2, 3, 4]);
    await sql`drop index outbox_open`.execute(db.kysely);
    const error = await migrate(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailed);
    expect((error as MigrationFailed).migration).toBe('005-outbox-fan-out');
    expect((error as Error).message).toMatch(/^migration 005-outbox-fan-out failed: .*outbox_open.*Nothing was changed/s);
    // Rolled back: the table is still 004's, and nothing is recorded as applied.
    expect(await rows(db, sql`select count(*) as n from outbox`)).toEqual([{ n: expect.anything() }]);
    expect(await recorded(db)).toEqual([]);
  });

  test('the log line names what ran and what was adopted', () => {
    expect(describeMigrations({ applied: ['005-outbox-fan-out'], adopted: ['001-initial'] })).toBe(
      `database schema: applied 005-outbox-fan-out; adopted from the earlier runner 001-initial (${NAMES.length} migrations)`,
    );
    expect(describeMigrations({ applied: [], adopted: [] })).toBe(`database schema: up to date (${NAMES.length} migrations)`);
  });
});
