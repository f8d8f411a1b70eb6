import { randomUUID } from 'node:crypto';
import {
  CompiledQuery,
  sql,
  type InsertQueryBuilder,
  type InsertResult,
  type Insertable,
  type Kysely,
  type QueryCreator,
  type Selectable,
} from 'kysely';
import type { Db } from '../db/database';
import { keptAttribution, type Attribution } from '../../contract/attribution';
import { keptSampleSpec, type SampleSpec } from '../../contract/sample-spec';
import type { Database, InquiryTable } from '../db/schema';
import { DatabaseBusyError, isDatabaseUnavailable } from '../db/availability';
import { GroupCommit } from '../lib/group-commit';

export type NewInquiry = Omit<Insertable<InquiryTable>, 'id' | 'ref' | 'created_at'>;
export type Inquiry = Selectable<InquiryTable>;

/** A request of the batch just inserted, as the writes that commit with it see it. */
export interface StoredRow {
  id: number;
  variant: string;
}

/** The database with the batch's inserted rows as the table `stored` (a WITH query of the insert). */
export type WithStored = Database & { stored: StoredRow & { created_at: string } };

/** An insert into one of the tables, reading `stored`. */
type InsertFromStored = { [T in keyof Database]: InsertQueryBuilder<WithStored, T, InsertResult> }[keyof Database];

/**
 * Writes that must commit with a batch of requests (the notification outbox's rows). `write` runs in the
 * batch's transaction after its insert. On PostgreSQL `insertFrom` runs instead, inside the insert
 * statement itself (a data-modifying WITH): an insert reading the batch's rows from `stored`. One
 * statement is atomic on its own, so it needs no transaction and none of its round trips. It takes no
 * parameters (the statement is built once, then only its values change): all it needs is in `stored`.
 */
export interface StoredBatchHook {
  write(trx: Kysely<Database>, stored: StoredRow[]): Promise<void>;
  insertFrom?(db: QueryCreator<WithStored>): InsertFromStored;
}

/**
 * Every column a request is stored with, and its PostgreSQL type: on PostgreSQL a batch is inserted from
 * one array per column (`unnest`), so the statement's text is the same for any number of requests.
 */
const COLUMNS = {
  ref: 'text',
  created_at: 'text',
  variant: 'text',
  language: 'int4',
  type: 'int4',
  name: 'text',
  last_name: 'text',
  organization: 'text',
  job_title: 'text',
  email: 'text',
  region: 'text',
  mobile: 'text',
  message: 'text',
  sample_quantity: 'int4',
  tags: 'text',
  extend: 'text',
  school: 'text',
  requirement: 'text',
  required_sample_size: 'int4',
  page: 'text',
  uuid: 'text',
  ip: 'text',
  user_agent: 'text',
  request_id: 'text',
  attribution: 'text',
  sample_spec: 'text',
  consent_version: 'text',
  consented_at: 'text',
} as const satisfies Record<Exclude<keyof InquiryTable, 'id'>, 'text' | 'int4'>;
type Column = keyof typeof COLUMNS;
const COLUMN_NAMES = Object.keys(COLUMNS) as Column[];

/** A stored request's attribution (the JSON of migration 008), each field as the contract keeps it. */
export function attributionOf(inquiry: Pick<Inquiry, 'attribution'>): Attribution {
  if (!inquiry.attribution) return {};
  try {
    return keptAttribution(JSON.parse(inquiry.attribution) as Record<string, unknown>);
  } catch {
    return {};
  }
}

/** A stored request's sample spec (the JSON of migration 009): countries, LOI, IR, field days, quotas. */
export function sampleSpecOf(inquiry: Pick<Inquiry, 'sample_spec'>): SampleSpec {
  if (!inquiry.sample_spec) return {};
  try {
    return keptSampleSpec(JSON.parse(inquiry.sample_spec) as Record<string, unknown>);
  } catch {
    return {};
  }
}

/** Contact and quote requests. Only this file writes or reads the inquiry table. */
export class InquiryRepository {
  private readonly writer: GroupCommit<NewInquiry, number>;
  /** PostgreSQL's insert of a batch (postgresInsert), once built. */
  private insertSql: string | undefined;

  constructor(
    private readonly db: Db,
    onStored?: StoredBatchHook,
  ) {
    this.writer = new GroupCommit(
      async (rows) => {
        const createdAt = new Date().toISOString();
        const values = rows.map((row) => ({ ...row, ref: randomUUID(), created_at: createdAt }));
        // One multi-row statement per batch: one commit, one fsync. RETURNING order is not promised by
        // either database, so rows are paired with their callers by `ref`.
        const idsOf = (inserted: { id: number; ref: string }[]) => {
          const idByRef = new Map(inserted.map((r) => [r.ref, Number(r.id)]));
          return values.map((v) => idByRef.get(v.ref)!);
        };
        if (this.db.prepared) {
          // PostgreSQL: one statement for any number of requests, built once and prepared once per
          // connection (building and planning it per batch, with the outbox's rows in it, cost more than
          // inserting the rows); only its arrays of values change.
          this.insertSql ??= this.postgresInsert(onStored);
          const columns = COLUMN_NAMES.map((c) => values.map((v) => v[c] ?? null));
          return idsOf(await this.db.prepared(CompiledQuery.raw(this.insertSql, columns)));
        }
        const store = async (k: Kysely<Database>) => {
          const ids = idsOf(await k.insertInto('inquiry').values(values).returning(['id', 'ref']).execute());
          if (onStored)
            await onStored.write(
              k,
              values.map((v, i) => ({ id: ids[i]!, variant: v.variant })),
            );
          return ids;
        };
        return onStored ? this.db.kysely.transaction().execute(store) : store(this.db.kysely);
        // While the database is away (or the pool is full) each request is refused at once; retrying them
        // one by one would only make every caller wait for its own failure.
      },
      undefined,
      undefined,
      (error) => !isDatabaseUnavailable(error) && !(error instanceof DatabaseBusyError),
    );
  }

  /**
   * The text of PostgreSQL's insert of a batch: one array parameter per column of COLUMNS, in its order,
   * unnested into rows, with the hook's rows written in the same statement.
   */
  private postgresInsert(onStored: StoredBatchHook | undefined): string {
    const rows = (db: QueryCreator<Database>) =>
      db
        .insertInto('inquiry')
        .columns(COLUMN_NAMES)
        .expression(sql`select * from unnest(${sql.join(COLUMN_NAMES.map((c) => sql`${sql.val([])}::${sql.raw(COLUMNS[c])}[]`))})`);
    const query = onStored?.insertFrom
      ? this.db.kysely
          .with('stored', (db) => rows(db).returning(['id', 'ref', 'variant', 'created_at']))
          .with('also', (db) => onStored.insertFrom!(db as unknown as QueryCreator<WithStored>))
          .selectFrom('stored')
          .select(['id', 'ref'])
      : rows(this.db.kysely).returning(['id', 'ref']);
    const compiled = query.compile();
    if (compiled.parameters.length !== COLUMN_NAMES.length) throw new Error('a stored-batch hook may not take parameters');
    return compiled.sql;
  }

  /**
   * When storing last ran in a burst (one commit gathered several requests; epoch ms, 0 before any): the
   * notification worker in the same process then leaves the CPU to the requests.
   */
  get lastBurstAt(): number {
    return this.writer.lastCrowdedAt;
  }

  /** Stores a request; resolves with its id once the commit holding it is durable. */
  insert(row: NewInquiry): Promise<number> {
    return this.writer.write(row);
  }

  async findById(id: number): Promise<Inquiry | undefined> {
    return this.db.kysely.selectFrom('inquiry').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByIds(ids: number[]): Promise<Inquiry[]> {
    if (ids.length === 0) return [];
    return this.db.kysely.selectFrom('inquiry').selectAll().where('id', 'in', ids).execute();
  }

  async count(): Promise<number> {
    const r = await this.db.kysely
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async listSince(sinceIso: string): Promise<Inquiry[]> {
    return this.db.kysely.selectFrom('inquiry').selectAll().where('created_at', '>=', sinceIso).orderBy('id').execute();
  }

  async ids(): Promise<number[]> {
    const rows = await this.db.kysely.selectFrom('inquiry').select('id').execute();
    return rows.map((r) => Number(r.id));
  }
}
