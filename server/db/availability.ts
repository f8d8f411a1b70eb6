import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/**
 * Raised instead of waiting while the database is known to be unreachable: the request is answered at
 * once (503 B0002) rather than queued behind connection attempts that time out.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(cause?: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Every pooled connection was in use for longer than the pool waits (a burst beyond DATABASE_POOL_MAX):
 * the database is up and answering, this process is overloaded. Answered 503 with `Retry-After`, never
 * reported as the database being away.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';

  constructor(cause?: unknown) {
    super('database pool busy: no connection free in time', { cause });
    this.name = 'DatabaseBusyError';
  }
}

/** Node socket errors: the database's host or port did not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs of a lost or refused connection: class 08 (connection exception), the server
 * shutting down or starting (57P01–57P03), too many connections (53300), a statement timeout (57014).
 */
const PG_CODES = /^(08...|57P0[1-3]|53300|57014)$/;
/** SQLite result codes of a file that cannot be read or written (disk full, I/O error, locked, gone…). */
const SQLITE_CODES = /^SQLITE_(IOERR|FULL|CANTOPEN|BUSY|LOCKED|READONLY|CORRUPT|NOTADB|PROTOCOL|NOMEM|PERM)/;
/** What `pg` and `pg-pool` say when a connection ends or cannot be had in time. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|connection error/i;

/** Whether `error` means the database could not be reached or the connection was lost (not a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.test(code) || SQLITE_CODES.test(code))) return true;
  return typeof message === 'string' && PG_MESSAGES.test(message);
}

export type AvailabilityEvent = 'connection-lost' | 'down' | 'up';

/**
 * Whether the database answers, as the queries of this process find it. It is "down" after a
 * connection could not be made (PostgreSQL) or the file failed (SQLite), and "up" again after the next
 * query that succeeds. While down, PostgreSQL lets one connection attempt through at a time (the probe)
 * and refuses the others at once, so no request waits on a database that is away; the first request
 * after the database returns is the probe that finds it, so the API serves again without a restart.
 */
export class Availability {
  private downSince: number | null = null;
  private lastError: string | null = null;
  private probing = false;
  /** Connections the database dropped under this process (terminated backends, restarts). */
  connectionsLost = 0;
  /** Requests that found every pooled connection in use for longer than the pool waits. */
  poolTimeouts = 0;
  /** Whether the pool has all the connections it may open (set by the PostgreSQL pool's owner). */
  poolFull: () => boolean = () => false;
  private readonly listeners: ((event: AvailabilityEvent, detail: { error?: string }) => void)[] = [];

  get up(): boolean {
    return this.downSince === null;
  }

  /** What health reports: the state, since when it is down, and the last error seen. */
  status(): { up: boolean; downSince: number | null; lastError: string | null; connectionsLost: number } {
    return { up: this.up, downSince: this.downSince, lastError: this.lastError, connectionsLost: this.connectionsLost };
  }

  on(listener: (event: AvailabilityEvent, detail: { error?: string }) => void): void {
    this.listeners.push(listener);
  }

  private emit(event: AvailabilityEvent, error?: unknown) {
    const detail = error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) };
    for (const listener of this.listeners) listener(event, detail);
  }

  succeeded(): void {
    if (this.downSince === null) return;
    this.downSince = null;
    this.emit('up');
  }

  failed(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.emit('down', error);
  }

  connectionLost(error: unknown): void {
    this.connectionsLost++;
    this.lastError = error instanceof Error ? error.message : String(error);
    this.emit('connection-lost', error);
  }

  /**
   * Runs a connection attempt: while the database is down, only one at a time (the others are refused
   * at once); a failure that means "unreachable" marks it down, a success up.
   */
  async connect<T>(attempt: () => Promise<T>): Promise<T> {
    if (this.downSince !== null) {
      if (this.probing) throw new DatabaseUnavailableError(this.lastError);
      this.probing = true;
    }
    const probe = this.probing;
    try {
      const connection = await attempt();
      this.succeeded();
      return connection;
    } catch (error) {
      // Waiting too long for a free pooled connection is a burst, not a database that is away.
      // pg-pool says the same when a new connection takes that long: the pool's state tells them apart.
      if (error instanceof Error && /timeout exceeded when trying to connect/.test(error.message) && this.poolFull()) {
        this.poolTimeouts++;
        throw new DatabaseBusyError(error);
      }
      if (isDatabaseUnavailable(error)) this.failed(error);
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }
}

/**
 * Wraps a Kysely dialect so that every connection and query reports to `availability`: connection
 * attempts go through `Availability.connect` (PostgreSQL) and a query's failure that means "unreachable"
 * is recorded (SQLite: down; PostgreSQL: a lost connection, which the pool replaces).
 */
export function guardedDialect(inner: Dialect, availability: Availability, kind: 'sqlite' | 'postgres'): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db), // eslint-disable-line @typescript-eslint/no-explicit-any
    createDriver: () => new GuardedDriver(inner.createDriver(), availability, kind),
  };
}

class GuardedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly observe: (error: unknown) => void,
    private readonly ok: () => void,
  ) {}

  async executeQuery<R>(query: Parameters<DatabaseConnection['executeQuery']>[0]) {
    try {
      const result = await this.inner.executeQuery<R>(query);
      this.ok();
      return result;
    } catch (error) {
      this.observe(error);
      throw error;
    }
  }

  streamQuery<R>(query: Parameters<DatabaseConnection['streamQuery']>[0], chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly availability: Availability,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  init() {
    return this.inner.init();
  }

  private observe = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) return;
    if (this.kind === 'sqlite') this.availability.failed(error);
    else this.availability.connectionLost(error);
  };

  private ok = () => {
    if (this.kind === 'sqlite') this.availability.succeeded();
  };

  async acquireConnection(): Promise<DatabaseConnection> {
    const connect = () => this.inner.acquireConnection();
    const inner = this.kind === 'postgres' ? await this.availability.connect(connect) : await connect();
    return new GuardedConnection(inner, this.observe, this.ok);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as GuardedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}
