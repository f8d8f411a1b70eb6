/**
 * Migrations moved to Kysely's Migrator. A database the earlier runner built (its bookkeeping in
 * `schema_migration`) is adopted: its rows survive and no migration it applied runs again.
 */
import { sql, type Kysely } from 'kysely';
import { describeDb, emptyDatabase } from '../test/helpers';
import type { Db } from './database';
import { migrate, migrations } from './migrate';
const NAMES = ['001-initial', '002-help-feedback', '003-one-vote-per-visitor', '004-outbox', '005-outbox-fan-out', '006-setting'];

/** The earlier runner, as it was released: its table, its transaction per migration, its records. */
async function legacyMigrate(db: Db, upTo = Infinity): Promise<number[]> {
  // It knew versions 1-6: the same migrations, with its own bookkeeping.
  const list = migrations.filter((m) => m.version <= 6);
  const k = db.kysely;
  await sql`create table if not exists schema_migration (version integer primary key, name text not null, applied_at text not null)`.execute(
    k,
  );
  const done = await sql<{ version: number }>`select version from schema_migration`.execute(k);
  const applied = new Set(done.rows.map((r) => Number(r.version)));
  const ran: number[] = [];
  for (const m of list) {
    if (applied.has(m.version) || m.version > upTo) continue;
    await k.transaction().execute(async (trx) => {
      await m.up(trx as unknown as Kysely<unknown>, db.dialect);
      await sql`insert into schema_migration (version, name, applied_at) values (${m.version}, ${m.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    ran.push(m.version);
  }
  return ran;
}

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
    expect(await migrate(db)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await recorded(db)).toEqual(NAMES);
    expect(await migrate(db)).toEqual([]);
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
    expect(await migrate(db)).toEqual([]);
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
    expect(await migrate(db)).toEqual([]);
  });

  test('a database the earlier runner left part way gets exactly the missing migrations', async () => {
    expect(await legacyMigrate(db, 2)).toEqual([1, 2]);
    // Before 003 a visitor could answer twice; 003 keeps each visitor's latest answer.
    for (const [i, uuid] of ['a', 'a', 'b'].entries()) {
      await sql`insert into help_feedback (created_at, article_id, lang, helpful, uuid, ip)
        values (${`2026-01-0${i + 1}T00:00:00Z`}, ${104}, ${'zh'}, ${i % 2}, ${uuid}, ${'10.0.0.1'})`.execute(db.kysely);
    }
    expect(await migrate(db)).toEqual([3, 4, 5, 6]);
    expect(await recorded(db)).toEqual(NAMES);
    expect(await rows(db, sql`select uuid, helpful, voter from help_feedback order by id`)).toEqual([
      { uuid: 'a', helpful: 1, voter: 'u:a' },
      { uuid: 'b', helpful: 0, voter: 'u:b' },
    ]);
    expect((await legacyRecords(db)).map((r) => Number(r.version))).toEqual([1, 2]);
  });

  test('`upTo` builds an older release’s schema, and later runs add the rest', async () => {
    expect(await migrate(db, 4)).toEqual([1, 2, 3, 4]);
    expect(await migrate(db, 4)).toEqual([]);
    expect(await migrate(db, 5)).toEqual([5]);
    expect(await migrate(db)).toEqual([6]);
    expect(await recorded(db)).toEqual(NAMES);
  });
});
