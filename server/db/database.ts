import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect, type CompiledQuery, type DialectAdapter } from 'kysely';
import { Availability, DatabaseBusyError, guardedDialect, isDatabaseUnavailable } from './availability';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Whether the database answers (health, fail-fast while it is away); see availability.ts. */
  availability: Availability;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs a query as a prepared statement of the connection it gets, parsed and planned
   * once per connection instead of on every call. For hot statements whose text does not vary with their
   * values (values and row counts go in parameters); a text seen for the first time past the first
   * hundred runs unprepared, so a varying one cannot fill the server's memory.
   */
  prepared?<R>(query: CompiledQuery<R>): Promise<R[]>;
  /** PostgreSQL only: the pool's connections right now (the metrics' gauge). */
  poolState?(): { in_use: number; idle: number; waiting: number; max: number };
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not, and its Migrator
 * then applies migrations outside any: a crash between a migration and its record would leave it applied
 * and unrecorded. Saying so makes the Migrator commit migrations and records together (db/migrate.ts).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Whether the database answers a query now: `busy` when every pooled connection is in use (the database
 * is up, this process is overloaded), `down` when it cannot be reached. Health and readiness ask it.
 */
export async function probeDatabase(db: Db): Promise<'up' | 'busy' | 'down'> {
  try {
    await sql`select 1`.execute(db.kysely);
    return 'up';
  } catch (error) {
    return error instanceof DatabaseBusyError ? 'busy' : 'down';
  }
}

/** Settings of the PostgreSQL pool, from the environment (the defaults suit the site API). */
function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.trunc(n) : fallback;
}

/** A PostgreSQL URL as libpq reads it, and the schema its `?schema=name` selects (each test file gets its own). */
export function postgresTarget(url: string): { connectionString: string; schema: string | null } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  return { connectionString: parsed.toString(), schema: schema && /^\w+$/.test(schema) ? schema : null };
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens the database named by `url`: `postgres://…` (or `postgresql://…`) through `pg`, anything else as
 * an SQLite file (`sqlite:<file>`, or a bare path; `sqlite::memory:` for tests).
 */
export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) {
    // Required lazily so SQLite users never load pg.
    const { Pool } = require('pg') as typeof import('pg');
    const { connectionString, schema } = postgresTarget(url);
    const availability = new Availability();
    const pool = new Pool({
      connectionString,
      max: int(process.env.DATABASE_POOL_MAX, 10),
      // A connection (or a free pooled one, in a burst) that cannot be had within this is an error (503
      // B0002). A database that refuses connections (stopped, restarting) is found at once, and while
      // it is down only one request at a time tries (Availability), so the others never wait this long.
      connectionTimeoutMillis: int(process.env.DATABASE_CONNECT_TIMEOUT_MS, 5000),
      // A query with no answer within this fails (a database that stopped answering without closing).
      query_timeout: int(process.env.DATABASE_QUERY_TIMEOUT_MS, 5000),
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A pooled connection the server ends (pg_terminate_backend, a restart, a failover, an idle timeout)
    // is reported here and dropped from the pool; without a listener the 'error' event would end the
    // process. A connection in use gets a listener of its own: pg-pool removes its idle listener while
    // a connection is lent, and a connection that breaks between two queries emits 'error' too.
    pool.on('error', (error) => availability.connectionLost(error));
    availability.poolFull = () => pool.totalCount >= (pool.options.max ?? 10);
    pool.on('connect', (client) => {
      client.on('error', () => {
        // The query in flight (if any) fails with this error and the pool drops the connection when
        // it is released; the loss is counted once, by the pool's listener or the failed query.
      });
    });
    const kysely = new Kysely<Database>({ dialect: guardedDialect(new PostgresDialect({ pool }), availability, 'postgres') });
    const names = new Map<string, string>();
    const prepared = async <R>(query: CompiledQuery<R>): Promise<R[]> => {
      let name = names.get(query.sql);
      if (name === undefined && names.size < 100) names.set(query.sql, (name = `site_api_${names.size + 1}`));
      const client = await availability.connect(() => pool.connect());
      let broken: Error | undefined;
      try {
        const result = await client.query({ name, text: query.sql, values: [...query.parameters] });
        return result.rows as R[];
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          availability.connectionLost(error);
          broken = error as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    };
    const poolState = () => ({
      in_use: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    });
    return { kysely, dialect: 'postgres', availability, close: () => kysely.destroy(), prepared, poolState };
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
  // A file that fails (disk full, I/O error, locked by another process) makes the failing query answer
  // 503 B0002 and health report the database down until a query succeeds again.
  const availability = new Availability();
  const kysely = new Kysely<Database>({
    dialect: guardedDialect(new TransactionalDdlSqliteDialect({ database: sqlite }), availability, 'sqlite'),
  });
  return { kysely, dialect: 'sqlite', availability, close: () => kysely.destroy() };
}
