import { sql } from 'kysely';
import type { Db } from './database';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-help-feedback';
import * as m003 from './migrations/003-one-vote-per-visitor';
import * as m004 from './migrations/004-outbox';
import * as m005 from './migrations/005-outbox-fan-out';
import * as m006 from './migrations/006-setting';

/**
 * Numbered migrations, applied in order, each once; one list for SQLite and PostgreSQL. Versions need not
 * be contiguous: each is applied when its own number is missing from schema_migration, so a migration
 * merged later with a lower number still runs on a database that already has the higher ones.
 */
const migrations: { version: number; name: string; up: typeof m001.up }[] = [
  { version: 1, name: 'initial', up: m001.up },
  { version: 2, name: 'help-feedback', up: m002.up },
  { version: 3, name: 'one-vote-per-visitor', up: m003.up },
  { version: 4, name: 'outbox', up: m004.up },
  { version: 5, name: 'outbox-fan-out', up: m005.up },
  { version: 6, name: 'setting', up: m006.up },
];

/**
 * Brings the schema up to date; returns the versions it applied. Safe to run on every start. `upTo` stops
 * after that version (tests build a database as an older release left it).
 */
export async function migrate(db: Db, upTo = Infinity): Promise<number[]> {
  const k = db.kysely;
  await sql`create table if not exists schema_migration (version integer primary key, name text not null, applied_at text not null)`.execute(
    k,
  );
  const done = await sql<{ version: number }>`select version from schema_migration`.execute(k);
  const applied = new Set(done.rows.map((r) => Number(r.version)));
  const ran: number[] = [];
  for (const m of migrations) {
    if (applied.has(m.version) || m.version > upTo) continue;
    await k.transaction().execute(async (trx) => {
      await m.up(trx as never, db.dialect);
      await sql`insert into schema_migration (version, name, applied_at) values (${m.version}, ${m.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    ran.push(m.version);
  }
  return ran;
}
