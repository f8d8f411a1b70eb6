import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Db, DialectName } from './database';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-help-feedback';
import * as m003 from './migrations/003-one-vote-per-visitor';
import * as m004 from './migrations/004-outbox';
import * as m005 from './migrations/005-outbox-fan-out';
import * as m006 from './migrations/006-setting';

type Up = (db: Kysely<unknown>, dialect: DialectName) => Promise<void>;

/**
 * Numbered migrations, one list for SQLite and PostgreSQL, applied by Kysely's `Migrator` (bookkeeping in
 * `kysely_migration`, named `001-initial`…, so their names sort by number). Numbers need not be
 * contiguous, and a migration merged later with a lower number still runs on a database that already has
 * the higher ones (`allowUnorderedMigrations`). A new migration is a file of migrations/ and a line here.
 */
export const migrations: readonly { version: number; name: string; up: Up }[] = [
  { version: 1, name: 'initial', up: m001.up },
  { version: 2, name: 'help-feedback', up: m002.up },
  { version: 3, name: 'one-vote-per-visitor', up: m003.up },
  { version: 4, name: 'outbox', up: m004.up },
  { version: 5, name: 'outbox-fan-out', up: m005.up },
  { version: 6, name: 'setting', up: m006.up },
];

/** The runner before Kysely's recorded versions 1–6 in `schema_migration`; it knew no later one. */
const LAST_LEGACY_VERSION = 6;

const migrationName = (m: { version: number; name: string }) => `${String(m.version).padStart(3, '0')}-${m.name}`;

/**
 * The versions the earlier runner applied to this database (none on a database it never saw). Read in
 * the migration transaction, so a query that fails would abort it: the table's existence is asked first.
 */
async function legacyVersions(db: Kysely<unknown>, dialect: DialectName): Promise<Set<number>> {
  const exists =
    dialect === 'postgres'
      ? (await sql<{ found: string | null }>`select to_regclass('schema_migration')::text as found`.execute(db)).rows[0]?.found
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'schema_migration'`.execute(db))
          .rows[0];
  if (!exists) return new Set();
  const rows = await sql<{ version: number }>`select version from schema_migration`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.version)));
}

/**
 * Brings the schema up to date; returns the versions whose `up` it ran. Safe to run on every start, from
 * several processes at once (the Migrator holds a lock: an advisory lock on PostgreSQL). All pending
 * migrations and their records commit in one transaction: none is applied without its record.
 * `upTo` stops after that version (tests build a database as an older release left it).
 *
 * A database the earlier runner migrated is adopted, never migrated again: each of versions 1–6 that
 * `schema_migration` lists is recorded in `kysely_migration` without running. `schema_migration` is left
 * as it was, so the previous release still starts on the database (server/db/migrate.db.test.ts).
 */
export async function migrate(db: Db, upTo = Infinity): Promise<number[]> {
  const ran: number[] = [];
  let legacy: Promise<Set<number>> | undefined;
  const asMigration = (m: (typeof migrations)[number]): Migration => ({
    up: async (trx) => {
      if (m.version <= LAST_LEGACY_VERSION) {
        legacy ??= legacyVersions(trx, db.dialect);
        if ((await legacy).has(m.version)) return;
      }
      await m.up(trx, db.dialect);
      ran.push(m.version);
    },
  });
  // On PostgreSQL the bookkeeping tables go in the connection's schema (`?schema=`): the Migrator otherwise
  // takes a table of that name in any schema of the database for its own.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => Object.fromEntries(migrations.map((m) => [migrationName(m), asMigration(m)])) },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

  let result: MigrationResultSet;
  if (Number.isFinite(upTo)) {
    const target = migrations.filter((m) => m.version <= upTo).at(-1);
    if (!target) return [];
    const state = await migrator.getMigrations();
    if (state.find((m) => m.name === migrationName(target))?.executedAt) return [];
    result = await migrator.migrateTo(migrationName(target));
  } else {
    result = await migrator.migrateToLatest();
  }
  if (result.error) throw result.error;
  return ran;
}
