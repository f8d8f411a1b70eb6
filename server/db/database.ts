import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs a query as a prepared statement of the connection it gets, parsed and planned
   * once per connection instead of on every call. For hot statements whose text does not vary with their
   * values (values and row counts go in parameters); a text seen for the first time past the first
   * hundred runs unprepared, so a varying one cannot fill the server's memory.
   */
  prepared?<R>(query: CompiledQuery<R>): Promise<R[]>;
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
    const names = new Map<string, string>();
    const prepared = async <R>(query: CompiledQuery<R>): Promise<R[]> => {
      let name = names.get(query.sql);
      if (name === undefined && names.size < 100) names.set(query.sql, (name = `site_api_${names.size + 1}`));
      const result = await pool.query({ name, text: query.sql, values: [...query.parameters] });
      return result.rows as R[];
    };
    return { kysely, dialect: 'postgres', close: () => kysely.destroy(), prepared };
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
