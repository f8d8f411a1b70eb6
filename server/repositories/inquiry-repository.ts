import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { InquiryTable } from '../db/schema';
import { GroupCommit } from '../lib/group-commit';

export type NewInquiry = Omit<Insertable<InquiryTable>, 'id' | 'ref' | 'created_at'>;
export type Inquiry = Selectable<InquiryTable>;

/** Contact and quote requests. Only this file writes or reads the inquiry table. */
export class InquiryRepository {
  private readonly writer: GroupCommit<NewInquiry, number>;

  constructor(private readonly db: Db) {
    this.writer = new GroupCommit(async (rows) => {
      const createdAt = new Date().toISOString();
      const values = rows.map((row) => ({ ...row, ref: randomUUID(), created_at: createdAt }));
      // One multi-row statement per batch: one commit, one fsync. RETURNING order is not promised by
      // either database, so rows are paired with their callers by `ref`.
      const inserted = await this.db.kysely.insertInto('inquiry').values(values).returning(['id', 'ref']).execute();
      const idByRef = new Map(inserted.map((r) => [r.ref, Number(r.id)]));
      return values.map((v) => idByRef.get(v.ref)!);
    });
  }

  /** Stores a request; resolves with its id once the commit holding it is durable. */
  insert(row: NewInquiry): Promise<number> {
    return this.writer.write(row);
  }

  async findById(id: number): Promise<Inquiry | undefined> {
    return this.db.kysely.selectFrom('inquiry').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async count(): Promise<number> {
    const r = await this.db.kysely
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async listSince(sinceIso: string): Promise<Inquiry[]> {
    return this.db.kysely
      .selectFrom('inquiry')
      .selectAll()
      .where('created_at', '>=', sinceIso)
      .orderBy('id')
      .execute();
  }

  async ids(): Promise<number[]> {
    const rows = await this.db.kysely.selectFrom('inquiry').select('id').execute();
    return rows.map((r) => Number(r.id));
  }
}
