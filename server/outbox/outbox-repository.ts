import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, OutboxStatus, OutboxTable } from '../db/schema';
import type { ChannelName, InquiryKind } from './config';
import { kindOf } from './messages';

export type OutboxRow = Selectable<OutboxTable>;

/** A row a worker has taken: it owns it until `lease` (its next_attempt_at while being sent). */
export interface ClaimedRow {
  id: number;
  inquiryId: number;
  channel: string;
  /** Tries including this one. */
  attempts: number;
  lease: number;
}

export interface OutboxStats {
  /** Rows to deliver that have not failed yet (new, or being sent for the first time). */
  pending: number;
  /** Rows that failed at least once and wait for (or are in) their next try. */
  retrying: number;
  dead: number;
  /** Epoch ms of the oldest row still to deliver (pending or retrying), null when none. */
  oldestPendingAt: number | null;
}

const num = (v: unknown) => Number(v);

/**
 * The condition of the partial index `outbox_open` (migration 004), written as literals: every query on
 * open rows repeats it word for word, so SQLite and PostgreSQL (whose plans may be generic, parameters
 * unknown) both see that the small index applies. Delivered rows, nearly all of them, are not in it.
 */
const OPEN = sql<boolean>`status in ('pending', 'dead')`;
const PENDING = sql.lit<OutboxStatus>('pending');
const DEAD = sql.lit<OutboxStatus>('dead');

/** The notification outbox. Only this file reads or writes the outbox table. */
export class OutboxRepository {
  constructor(
    private readonly db: Db,
    /** Channels per kind of request; a kind with none writes no rows. */
    private readonly routes: Record<InquiryKind, ChannelName[]>,
  ) {}

  /** Whether any request would get a row: when none would, storing needs no transaction of its own. */
  get routesAnything(): boolean {
    return Object.values(this.routes).some((channels) => channels.length > 0);
  }

  /**
   * Writes one pending row per channel for each just-stored request, inside the transaction that stores
   * them (`trx`), so a request is never committed without its notifications nor the reverse.
   */
  async enqueue(trx: Kysely<Database>, stored: { id: number; variant: string }[], now = Date.now()): Promise<void> {
    const rows = stored.flatMap((inquiry) =>
      this.routes[kindOf(inquiry.variant)].map((channel) => ({
        inquiry_id: inquiry.id,
        channel,
        status: 'pending' as const,
        created_at: now,
        next_attempt_at: now,
      })),
    );
    if (rows.length > 0) await trx.insertInto('outbox').values(rows).execute();
  }

  /**
   * Takes up to `limit` due rows for one worker: counts the try and pushes next_attempt_at to `now +
   * leaseMs`, so no other worker takes them while they are sent (nor after a crash, until the lease ends:
   * then they are due again, which makes delivery at-least-once). On PostgreSQL the candidate rows are
   * locked with SKIP LOCKED, so concurrent workers take disjoint rows without waiting on each other; the
   * outer conditions are checked again on the locked row. SQLite runs one writer at a time anyway.
   */
  async claim(limit: number, leaseMs: number, now = Date.now()): Promise<ClaimedRow[]> {
    const lease = now + leaseMs;
    const k = this.db.kysely;
    const due = k
      .selectFrom('outbox')
      .select('id')
      .where(OPEN)
      .where('status', '=', PENDING)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .$if(this.db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const rows = await k
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: lease }))
      // PostgreSQL may run a locking `IN (subquery)` again for each row it updates, and so take more
      // than `limit` rows; `= any(array(subquery))` runs it exactly once.
      .where((eb) => (this.db.dialect === 'postgres' ? eb('id', '=', sql<number>`any(array(${due}))`) : eb('id', 'in', due)))
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returning(['id', 'inquiry_id', 'channel', 'attempts'])
      .execute();
    return rows.map((r) => ({ id: num(r.id), inquiryId: num(r.inquiry_id), channel: r.channel, attempts: num(r.attempts), lease }));
  }

  /** Marks rows delivered; a row whose lease has passed to another worker is left to that worker. */
  async markDelivered(rows: ClaimedRow[], now = Date.now()): Promise<void> {
    const byLease = new Map<number, number[]>();
    for (const r of rows) byLease.set(r.lease, [...(byLease.get(r.lease) ?? []), r.id]);
    for (const [lease, ids] of byLease) {
      await this.db.kysely
        .updateTable('outbox')
        .set({ status: 'done', delivered_at: now, last_error: null })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', lease)
        .execute();
    }
  }

  /** Records a failed try: due again at `retryAt`, or dead when `dead`. */
  async markFailed(row: ClaimedRow, error: string, retryAt: number, dead: boolean): Promise<void> {
    await this.db.kysely
      .updateTable('outbox')
      .set({ status: dead ? 'dead' : 'pending', next_attempt_at: retryAt, last_error: error.slice(0, 500) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.lease)
      .execute();
  }

  async stats(): Promise<OutboxStats> {
    const rows = await this.db.kysely
      .selectFrom('outbox')
      .select((eb) => [
        'status',
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.sum<string | number>(eb.case().when('last_error', 'is not', null).then(1).else(0).end()).as('tried'),
        eb.fn.min<string | number>('created_at').as('oldest'),
      ])
      .where(OPEN)
      .groupBy('status')
      .execute();
    const pending = rows.find((r) => r.status === 'pending');
    const dead = rows.find((r) => r.status === 'dead');
    const tried = num(pending?.tried ?? 0);
    return {
      pending: num(pending?.n ?? 0) - tried,
      retrying: tried,
      dead: num(dead?.n ?? 0),
      oldestPendingAt: pending ? num(pending.oldest) : null,
    };
  }

  /** Dead rows per channel with their last error, for the operator. */
  async deadByChannel(): Promise<{ channel: string; n: number; lastError: string | null }[]> {
    const rows = await this.db.kysely
      .selectFrom('outbox')
      .select((eb) => ['channel', eb.fn.countAll<string | number>().as('n'), eb.fn.max('last_error').as('last_error')])
      .where(OPEN)
      .where('status', '=', DEAD)
      .groupBy('channel')
      .orderBy('channel')
      .execute();
    return rows.map((r) => ({ channel: r.channel, n: num(r.n), lastError: r.last_error }));
  }

  /** Gives dead rows (of one channel, or all) a fresh set of tries, due now. Answers how many. */
  async retryDead(channel?: string, now = Date.now()): Promise<number> {
    const result = await this.db.kysely
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where(OPEN)
      .where('status', '=', DEAD)
      .$if(channel !== undefined, (q) => q.where('channel', '=', channel!))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Every row of these requests (the export's delivery column), in chunks a statement can hold. */
  async rowsOf(inquiryIds: number[]): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    for (let i = 0; i < inquiryIds.length; i += 500) {
      const chunk = inquiryIds.slice(i, i + 500);
      rows.push(...(await this.db.kysely.selectFrom('outbox').selectAll().where('inquiry_id', 'in', chunk).orderBy('channel').execute()));
    }
    return rows;
  }

  /** Request id → its delivery state in words (describeDelivery); requests without rows are absent. */
  async deliveryOf(inquiryIds: number[]): Promise<Map<number, string>> {
    const byInquiry = new Map<number, OutboxRow[]>();
    for (const row of await this.rowsOf(inquiryIds)) {
      const id = num(row.inquiry_id);
      byInquiry.set(id, [...(byInquiry.get(id) ?? []), row]);
    }
    return new Map([...byInquiry].map(([id, rows]) => [id, describeDelivery(rows)]));
  }
}

/** "email delivered; wecom retrying (3 tries); webhook dead (20 tries)": one request's delivery, for people. */
export function describeDelivery(rows: Pick<OutboxRow, 'channel' | 'status' | 'attempts' | 'last_error'>[]): string {
  return rows
    .map((r) => {
      const attempts = num(r.attempts);
      const state: Record<OutboxStatus, string> = {
        done: 'delivered',
        pending: r.last_error !== null ? `retrying (${attempts} ${attempts === 1 ? 'try' : 'tries'})` : 'pending',
        dead: `dead (${attempts} ${attempts === 1 ? 'try' : 'tries'})`,
      };
      return `${r.channel} ${state[r.status]}`;
    })
    .join('; ');
}
