import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * Opens the database named by `url`: `postgres://…` (or `postgresql://…`) through `pg`, anything else as
 * an SQLite file (`sqlite:<file>`, or a bare path; `sqlite::memory:` for tests).
 */
export function openDatabase(url: string): Db {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Required lazily so SQLite users never load pg.
    const { Pool } = require('pg') as typeof import('pg');
    // `?schema=name` selects a PostgreSQL schema (each test file gets its own).
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema');
    parsed.searchParams.delete('schema');
    const pool = new Pool({
      connectionString: parsed.toString(),
      max: 10,
      ...(schema && /^\w+$/.test(schema) ? { options: `-c search_path=${schema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const SqliteDatabase = require('better-sqlite3') as typeof import('better-sqlite3');
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL fsyncs the log on every commit, so a
  // request acknowledged after its commit survives a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // A multi-row insert inside a transaction (a batch of requests with its outbox rows) keeps a statement
  // journal, to undo just that statement if it fails; in memory it costs no temporary file written and
  // dropped on every commit (measured: that file was most of what the outbox's transaction cost).
  sqlite.pragma('temp_store = MEMORY');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
