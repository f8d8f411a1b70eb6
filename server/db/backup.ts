import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase, postgresTarget, type Db } from './database';

const run = promisify(execFile);

/** Rows per table, sorted by table name. */
export type TableCounts = Record<string, number>;

/** What a backup holds, written beside it as `<file>.json` and checked by a restore. */
export interface BackupManifest {
  format: 'sqlite' | 'pg_dump';
  createdAt: string;
  sha256: string;
  bytes: number;
  tables: TableCounts;
}

const manifestPath = (file: string) => `${file}.json`;

type Queries = Db['kysely'];

/** Every table of the database's own schema (SQLite: the file; PostgreSQL: the connection's schema). */
async function tableNames(db: Queries, dialect: Db['dialect']): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** Rows per table as `db` (a transaction, for one snapshot) sees them. */
async function countRowsIn(db: Queries, dialect: Db['dialect']): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const name of await tableNames(db, dialect)) {
    const row = (await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0];
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Rows per table, read in one transaction (one snapshot on PostgreSQL, one read transaction on SQLite). */
export async function countRows(db: Db): Promise<TableCounts> {
  return db.kysely.transaction().execute((trx) => countRowsIn(trx, db.dialect));
}

const sqliteFile = (url: string) => url.replace(/^sqlite:/, '');

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Writes `file` and its manifest so that neither is ever seen half-written (temporary name, fsync, rename). */
function publish(tmp: string, file: string, manifest: Omit<BackupManifest, 'sha256' | 'bytes'>): BackupManifest {
  const fd = fs.openSync(tmp, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  const full: BackupManifest = { ...manifest, sha256: sha256(tmp), bytes: fs.statSync(tmp).size };
  fs.renameSync(tmp, file);
  fs.writeFileSync(`${manifestPath(file)}.tmp`, `${JSON.stringify(full, null, 2)}\n`);
  fs.renameSync(`${manifestPath(file)}.tmp`, manifestPath(file));
  return full;
}

/**
 * A consistent copy of the database at `url`, safe while the API writes to it, as `out` (+ `out.json`).
 * SQLite: `VACUUM INTO` from a read transaction (the WAL's committed pages included; writers go on).
 * PostgreSQL: `pg_dump` in custom format from a snapshot this function exports, in which it also counts
 * the rows, so the manifest's counts are exactly what the dump holds. Every table goes in, the settings
 * table (the phone codes' generated key) too.
 */
export async function backupDatabase(url: string, out: string): Promise<BackupManifest> {
  const tmp = `${out}.partial`;
  fs.rmSync(tmp, { force: true });
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const createdAt = new Date().toISOString();
  if (!isPostgresUrl(url)) {
    const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
    const source = new Sqlite(sqliteFile(url), { readonly: true, fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      source.prepare('vacuum into ?').run(tmp);
    } finally {
      source.close();
    }
    const copy = openDatabase(`sqlite:${tmp}`);
    try {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy.kysely);
      if (check.rows[0]?.integrity_check !== 'ok') throw new Error(`the copy failed its integrity check: ${JSON.stringify(check.rows)}`);
      const tables = await countRows(copy);
      await copy.close();
      // The copy is a database of its own: no WAL beside it once closed.
      return publish(tmp, out, { format: 'sqlite', createdAt, tables });
    } catch (error) {
      await copy.close();
      fs.rmSync(tmp, { force: true });
      throw error;
    }
  }

  const { connectionString, schema } = postgresTarget(url);
  const db = openDatabase(url);
  try {
    // A repeatable-read transaction whose snapshot pg_dump shares: counts and dump see the same rows.
    const tables = await db.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const snapshot = (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx)).rows[0]!.id;
        const counts = await countRowsIn(trx, db.dialect);
        const args = ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${tmp}`];
        if (schema) args.push(`--schema=${schema}`);
        await run('pg_dump', [...args, `--dbname=${connectionString}`], { maxBuffer: 16 << 20 }).catch((error: { stderr?: string }) => {
          throw new Error(`pg_dump failed: ${error.stderr?.trim() || String(error)}`);
        });
        return counts;
      });
    return publish(tmp, out, { format: 'pg_dump', createdAt, tables });
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  } finally {
    await db.close();
  }
}

function formatOf(file: string): BackupManifest['format'] {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  if (head.toString('latin1').startsWith('SQLite format 3\0')) return 'sqlite';
  if (head.toString('latin1').startsWith('PGDMP')) return 'pg_dump';
  throw new Error(`${file} is neither an SQLite database nor a pg_dump archive`);
}

/**
 * Restores a backup into the store at `url` (stop the API and worker first). The backup's format must
 * match the store. A store that holds tables is refused unless `replace`; the backup's manifest, when
 * beside it, is checked before (checksum) and after (rows per table). Answers the restored counts.
 */
export async function restoreDatabase(file: string, url: string, options: { replace?: boolean } = {}): Promise<TableCounts> {
  const format = formatOf(file);
  const manifest = fs.existsSync(manifestPath(file)) ? (JSON.parse(fs.readFileSync(manifestPath(file), 'utf8')) as BackupManifest) : null;
  if (manifest && manifest.sha256 !== sha256(file)) {
    throw new Error(`${file} does not match its manifest's checksum: the file is damaged or not the one backed up`);
  }
  const wanted = isPostgresUrl(url) ? 'pg_dump' : 'sqlite';
  if (format !== wanted)
    throw new Error(`${file} is a ${format} backup; DATABASE_URL names a ${wanted === 'sqlite' ? 'SQLite' : 'PostgreSQL'} store`);

  const target = openDatabase(url);
  let present: string[];
  try {
    present = await tableNames(target.kysely, target.dialect);
  } finally {
    await target.close();
  }
  if (present.length && !options.replace) {
    throw new Error(
      `the database at DATABASE_URL already holds ${present.length} tables: restore into an empty one, or add --replace to overwrite it`,
    );
  }

  if (format === 'sqlite') {
    const dest = path.resolve(sqliteFile(url));
    const tmp = `${dest}.restoring`;
    fs.copyFileSync(file, tmp);
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    // The old file's log must not be replayed into the restored one.
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${dest}${suffix}`, { force: true });
    fs.renameSync(tmp, dest);
  } else {
    const { connectionString, schema } = postgresTarget(url);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    if (options.replace) args.push('--clean', '--if-exists');
    if (schema && !present.length) {
      // A dump of one schema creates the schema: an empty one of that name (a fresh store's) goes first.
      const admin = openDatabase(connectionString);
      try {
        await sql`drop schema if exists ${sql.id(schema)}`.execute(admin.kysely);
      } finally {
        await admin.close();
      }
    }
    await run('pg_restore', [...args, `--dbname=${connectionString}`, file], { maxBuffer: 16 << 20 }).catch(
      (error: { stderr?: string }) => {
        throw new Error(`pg_restore failed (nothing was restored: it ran in one transaction): ${error.stderr?.trim() || String(error)}`);
      },
    );
  }

  const restored = openDatabase(url);
  try {
    const counts = await countRows(restored);
    if (manifest && JSON.stringify(counts) !== JSON.stringify(manifest.tables)) {
      throw new Error(`restored rows differ from the backup's manifest: ${JSON.stringify({ restored: counts, backup: manifest.tables })}`);
    }
    return counts;
  } finally {
    await restored.close();
  }
}
