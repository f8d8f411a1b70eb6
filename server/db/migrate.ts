import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Db, DialectName } from './database';
import * as m001 from './migrations/001-initial';
import * as m001a from './migrations/001a-inquiry-ref';
import * as m002 from './migrations/002-help-feedback';
import * as m003 from './migrations/003-one-vote-per-visitor';
import * as m004 from './migrations/004-outbox';
import * as m004a from './migrations/004a-outbox-open-index';
import * as m005 from './migrations/005-outbox-fan-out';
import * as m006 from './migrations/006-setting';
import * as m007 from './migrations/007-inquiry-request-id';
import * as m008 from './migrations/008-inquiry-attribution';
import * as m009 from './migrations/009-inquiry-sample-spec';
import * as m010 from './migrations/010-inquiry-consent';
import * as m011 from './migrations/011-help-text';
import * as m012 from './migrations/012-document-text';

type Up = (db: Kysely<unknown>, dialect: DialectName) => Promise<void>;

export interface MigrationFile {
  /** The file's name in migrations/, and its record in `kysely_migration`: names run in sorted order. */
  name: string;
  /** The number the earlier runner recorded it under in `schema_migration`, for the versions it knew. */
  legacy?: number;
  up: Up;
}

/**
 * The migrations, one list for SQLite and PostgreSQL, applied by Kysely's `Migrator` (bookkeeping in
 * `kysely_migration`) in the order of their names. A released migration never changes (its checksum is
 * held by migrations.ledger.test.ts): a schema that must change gets a new file and a line here. A step
 * that repairs what an earlier release left takes a letter after the number it must follow (`004a`
 * runs after 004 and before 005 on a database that has neither); a migration merged later with a lower
 * name still runs on a database that already has the higher ones (`allowUnorderedMigrations`), so a
 * repair must change nothing where its shape is not found.
 */
export const migrations: readonly MigrationFile[] = [
  { name: '001-initial', legacy: 1, up: m001.up },
  { name: '001a-inquiry-ref', up: m001a.up },
  { name: '002-help-feedback', legacy: 2, up: m002.up },
  { name: '003-one-vote-per-visitor', legacy: 3, up: m003.up },
  { name: '004-outbox', legacy: 4, up: m004.up },
  { name: '004a-outbox-open-index', up: m004a.up },
  { name: '005-outbox-fan-out', legacy: 5, up: m005.up },
  { name: '006-setting', legacy: 6, up: m006.up },
  { name: '007-inquiry-request-id', up: m007.up },
  { name: '008-inquiry-attribution', up: m008.up },
  { name: '009-inquiry-sample-spec', up: m009.up },
  { name: '010-inquiry-consent', up: m010.up },
  { name: '011-help-text', up: m011.up },
  { name: '012-document-text', up: m012.up },
];

/** What one run did: migrations whose `up` ran, and those the earlier runner had applied (recorded only). */
export interface MigrationReport {
  applied: string[];
  adopted: string[];
}

/** One line for the log: what ran, what was adopted, or that the schema was already up to date. */
export function describeMigrations(report: MigrationReport): string {
  const parts = [
    report.applied.length ? `applied ${report.applied.join(', ')}` : '',
    report.adopted.length ? `adopted from the earlier runner ${report.adopted.join(', ')}` : '',
  ].filter(Boolean);
  return `database schema: ${parts.length ? parts.join('; ') : 'up to date'} (${migrations.length} migrations)`;
}

/** A migration failed: which one, why, and that the database was left as it was. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    readonly pending: string[],
    override readonly cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `migration ${migration} failed: ${why}. Nothing was changed: the pending migrations (${pending.join(', ')}) run in one ` +
        'transaction, which was rolled back, so the database is as it was and the release that made it still runs on it. ' +
        'Restore that release or fix the cause, then start again; if the database was made by a release this one does ' +
        'not know, a repair migration is needed (server/db/migrate.ts says how to add one).',
    );
    this.name = 'MigrationFailed';
  }
}

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
 * Brings the schema up to date and says what it did. Safe to run on every start, from several processes
 * at once (the Migrator holds a lock: an advisory lock on PostgreSQL). All pending migrations and their
 * records commit in one transaction: none is applied without its record, and a failure leaves nothing
 * changed (MigrationFailed says which one). `upTo` stops after that migration (tests build a database as
 * an older release left it).
 *
 * A database the earlier runner migrated is adopted, never migrated again: each migration it knew that
 * `schema_migration` lists is recorded in `kysely_migration` without running. `schema_migration` is left
 * as it was, so the previous release still starts on the database (server/db/migrate.db.test.ts).
 */
export async function migrate(db: Db, upTo?: string): Promise<MigrationReport> {
  const report: MigrationReport = { applied: [], adopted: [] };
  let legacy: Promise<Set<number>> | undefined;
  const asMigration = (m: MigrationFile): Migration => ({
    up: async (trx) => {
      if (m.legacy !== undefined) {
        legacy ??= legacyVersions(trx, db.dialect);
        if ((await legacy).has(m.legacy)) {
          report.adopted.push(m.name);
          return;
        }
      }
      await m.up(trx, db.dialect);
      report.applied.push(m.name);
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
    provider: { getMigrations: async () => Object.fromEntries(migrations.map((m) => [m.name, asMigration(m)])) },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

  let result: MigrationResultSet;
  if (upTo !== undefined) {
    if (!migrations.some((m) => m.name === upTo)) throw new Error(`no migration is named ${upTo}`);
    const state = await migrator.getMigrations();
    if (state.find((m) => m.name === upTo)?.executedAt) return report;
    result = await migrator.migrateTo(upTo);
  } else {
    result = await migrator.migrateToLatest();
  }
  if (result.error) {
    const results = result.results ?? [];
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'before the first migration';
    throw new MigrationFailed(
      failed,
      results.map((r) => r.migrationName),
      result.error,
    );
  }
  return report;
}
