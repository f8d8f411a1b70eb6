import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, InquiryTable } from '../db/schema';
import { GroupCommit } from '../lib/group-commit';

export type NewInquiry = Omit<Insertable<InquiryTable>, 'id' | 'ref' | 'created_at'>;
export type Inquiry = Selectable<InquiryTable>;

/** Writes that must commit with a batch of requests, in its transaction (the notification outbox's rows). */
export type StoredBatchHook = (trx: Kysely<Database>, stored: { id: number; variant: string }[]) => Promise<void>;

/** Contact and quote requests. Only this file writes or reads the inquiry table. */
export class InquiryRepository {
  private readonly writer: GroupCommit<NewInquiry, number>;

  constructor(
    private readonly db: Db,
    onStored?: StoredBatchHook,
  ) {
    this.writer = new GroupCommit(async (rows) => {
      const createdAt = new Date().toISOString();
      const values = rows.map((row) => ({ ...row, ref: randomUUID(), created_at: createdAt }));
      const store = async (k: Kysely<Database>) => {
        // One multi-row statement per batch: one commit, one fsync. RETURNING order is not promised by
        // either database, so rows are paired with their callers by `ref`.
        const inserted = await k.insertInto('inquiry').values(values).returning(['id', 'ref']).execute();
        const idByRef = new Map(inserted.map((r) => [r.ref, Number(r.id)]));
        const ids = values.map((v) => idByRef.get(v.ref)!);
        if (onStored)
          await onStored(
            k,
            values.map((v, i) => ({ id: ids[i]!, variant: v.variant })),
          );
        return ids;
      };
      return onStored ? this.db.kysely.transaction().execute(store) : store(this.db.kysely);
    });
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
