import { sql, type Insertable, type Kysely, type QueryCreator, type RawBuilder, type Selectable } from 'kysely';
import { VARIANTS } from '../../contract/contact';
import type { Db } from '../db/database';
import type { Database, OutboxDeliveryTable, OutboxStatus, OutboxTable } from '../db/schema';
import type { StoredBatchHook, StoredRow, WithStored } from '../repositories/inquiry-repository';
import { KINDS, type ChannelName, type InquiryKind } from './config';
import { kindOf } from './messages';

export type DeliveryRow = Selectable<OutboxDeliveryTable>;

/**
 * One request's state on one channel, for people and tests: a delivery row, or, for a request the worker
 * has not split yet, `pending` with no tries on each channel of its route.
 */
export type DeliveryState = Pick<DeliveryRow, 'inquiry_id' | 'channel' | 'status' | 'attempts' | 'last_error' | 'delivered_at'>;

/** A delivery row a worker has taken: it owns it until `lease` (its next_attempt_at while being sent). */
export interface ClaimedRow {
  id: number;
  inquiryId: number;
  channel: string;
  /** Tries including this one. */
  attempts: number;
  lease: number;
}

/** Counts of notifications, one per request and channel, whether or not the worker has split them yet. */
export interface OutboxStats {
  /** Notifications to deliver that have not failed yet (new, or being sent for the first time). */
  pending: number;
  /** Notifications that failed at least once and wait for (or are in) their next try. */
  retrying: number;
  dead: number;
  /** Epoch ms of the oldest notification still to deliver (pending or retrying), null when none. */
  oldestPendingAt: number | null;
}

const num = (v: unknown) => Number(v);

/**
 * The condition of the partial index `outbox_delivery_open` (migration 005, as 004 before it), written as
 * literals: every query on open rows repeats it word for word, so SQLite and PostgreSQL (whose plans may be
 * generic, parameters unknown) both see that the small index applies. Delivered rows, nearly all of them,
 * are not in it.
 */
const OPEN = sql<boolean>`status in ('pending', 'dead')`;
const PENDING = sql.lit<OutboxStatus>('pending');
const DEAD = sql.lit<OutboxStatus>('dead');

/** How many channels an outbox row names: its commas plus one (the list is never empty). */
const CHANNEL_COUNT = sql<number>`length(channels) - length(replace(channels, ',', '')) + 1`;

/**
 * The notification outbox: `outbox` holds one row per stored request not yet split per channel,
 * `outbox_delivery` one row per request and channel with its delivery state. Only this file reads or
 * writes them.
 */
export class OutboxRepository {
  /** Whether any request would get a row: when none would, storing needs no transaction of its own. */
  readonly routesAnything: boolean;
  /** Each kind's `channels` value ("webhook,wecom,email"), null for a kind routed nowhere. */
  private readonly channelsByKind: Record<InquiryKind, string | null>;
  /** The same per form variant, so storing a request looks its route up instead of working it out. */
  private readonly channelsByVariant: Map<string, string | null>;
  /** The same as SQL over a stored row's `variant` (`case variant when … end`), null where nothing is routed. */
  private readonly channelsSql: RawBuilder<string | null>;
  /** What storing a batch of requests writes here, in its transaction or its very statement. */
  readonly batchHook: StoredBatchHook = {
    write: (trx, stored) => this.enqueue(trx, stored),
    insertFrom: (db) => this.enqueueFrom(db),
  };

  constructor(
    private readonly db: Db,
    /** Channels per kind of request; a kind with none writes no rows. */
    routes: Record<InquiryKind, ChannelName[]>,
  ) {
    this.channelsByKind = Object.fromEntries(
      KINDS.map((kind) => [kind, routes[kind].length > 0 ? routes[kind].join(',') : null]),
    ) as Record<InquiryKind, string | null>;
    this.channelsByVariant = new Map(VARIANTS.map((variant) => [variant, this.channelsByKind[kindOf(variant)]]));
    // Names from the contract and the configuration, never from a request: safe to write as literals.
    const literal = (channels: string | null) => (channels === null ? sql`null` : sql.lit(channels));
    const when = [...this.channelsByVariant].map(([variant, channels]) => sql`when ${sql.lit(variant)} then ${literal(channels)}`);
    // Any other variant is a contact request, as kindOf says.
    this.channelsSql = sql<string | null>`case variant ${sql.join(when, sql` `)} else ${literal(this.channelsByKind.contact)} end`;
    this.routesAnything = KINDS.some((kind) => this.channelsByKind[kind] !== null);
  }

  /**
   * Writes one outbox row for each just-stored request whose route names a channel, inside the transaction
   * that stores them (`trx`), so a request is never committed without its notifications nor the reverse.
   * One row however many channels: the worker writes the per-channel rows (`fanOut`), off this path.
   */
  async enqueue(trx: Kysely<Database>, stored: StoredRow[], now = Date.now()): Promise<void> {
    const rows: Insertable<OutboxTable>[] = [];
    for (const inquiry of stored) {
      const known = this.channelsByVariant.get(inquiry.variant);
      const channels = known !== undefined ? known : this.channelsByKind[kindOf(inquiry.variant)];
      if (channels !== null) rows.push({ inquiry_id: inquiry.id, channels, created_at: now });
    }
    if (rows.length > 0) await trx.insertInto('outbox').values(rows).execute();
  }

  /**
   * enqueue's rows as part of the statement that stores the batch (PostgreSQL): an insert reading the
   * batch's rows from `stored`, routed by the same table of variants, worked out once.
   */
  enqueueFrom(db: QueryCreator<WithStored>) {
    return db
      .insertInto('outbox')
      .columns(['inquiry_id', 'channels', 'created_at'])
      .expression(
        db
          .selectFrom('stored')
          // The request's own time (ISO text) in epoch ms: the statement takes no parameter of its own.
          .select((eb) => [
            eb.ref('id').as('inquiry_id'),
            this.channelsSql.as('channels'),
            sql<number>`cast(extract(epoch from cast(created_at as timestamptz)) * 1000 as bigint)`.as('created_at'),
          ])
          .where(this.channelsSql, 'is not', null),
      );
  }

  /**
   * Splits up to `limit` outbox rows, oldest first, into one pending delivery row per channel and removes
   * them, in one transaction: a crash leaves either the outbox row or all its delivery rows, never neither.
   * Delivery rows are due from the time their request was stored, so they queue in order with the rest.
   * On PostgreSQL concurrent workers lock disjoint rows (SKIP LOCKED); should a delivery row exist
   * already, it is kept as it is. Answers how many outbox rows it split.
   */
  async fanOut(limit: number): Promise<number> {
    const postgres = this.db.dialect === 'postgres';
    return this.db.kysely.transaction().execute(async (trx) => {
      const oldest = trx
        .selectFrom('outbox')
        .select('id')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (q) => q.forUpdate().skipLocked());
      // Deleting first makes the transaction a writer from its first statement (SQLite then never has to
      // upgrade a read to a write while another process writes).
      const taken = await trx
        .deleteFrom('outbox')
        .where((eb) => (postgres ? eb('id', '=', sql<number>`any(array(${oldest}))`) : eb('id', 'in', oldest)))
        .returning(['inquiry_id', 'channels', 'created_at'])
        .execute();
      const rows = taken.flatMap((r) =>
        r.channels
          .split(',')
          .filter(Boolean)
          .map((channel) => ({
            inquiry_id: num(r.inquiry_id),
            channel,
            status: 'pending' as const,
            created_at: num(r.created_at),
            next_attempt_at: num(r.created_at),
          })),
      );
      if (rows.length > 0) {
        await trx
          .insertInto('outbox_delivery')
          .values(rows)
          .onConflict((oc) => oc.columns(['inquiry_id', 'channel']).doNothing())
          .execute();
      }
      return taken.length;
    });
  }

  /**
   * Takes up to `limit` due delivery rows for one worker: counts the try and pushes next_attempt_at to `now +
   * leaseMs`, so no other worker takes them while they are sent (nor after a crash, until the lease ends:
   * then they are due again, which makes delivery at-least-once). On PostgreSQL the candidate rows are
   * locked with SKIP LOCKED, so concurrent workers take disjoint rows without waiting on each other; the
   * outer conditions are checked again on the locked row. SQLite runs one writer at a time anyway.
   */
  async claim(limit: number, leaseMs: number, now = Date.now()): Promise<ClaimedRow[]> {
    const lease = now + leaseMs;
    const k = this.db.kysely;
    const due = k
      .selectFrom('outbox_delivery')
      .select('id')
      .where(OPEN)
      .where('status', '=', PENDING)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .$if(this.db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const rows = await k
      .updateTable('outbox_delivery')
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
        .updateTable('outbox_delivery')
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
      .updateTable('outbox_delivery')
      .set({ status: dead ? 'dead' : 'pending', next_attempt_at: retryAt, last_error: error.slice(0, 500) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.lease)
      .execute();
  }

  /** The counts last read, for health and the metrics to show while the database cannot be asked. */
  private lastStats: OutboxStats | null = null;
  /** The read in progress: callers at the same moment (a scrape's four gauges, health) share it. */
  private statsRead: Promise<OutboxStats> | null = null;

  /**
   * What is still to deliver. Callers at the same moment share one read; the answer is also kept as
   * `lastKnownStats`. Throws as the database does (DatabaseBusyError when every connection is in use).
   */
  stats(): Promise<OutboxStats> {
    this.statsRead ??= this.readStats()
      .then((stats) => (this.lastStats = stats))
      .finally(() => (this.statsRead = null));
    return this.statsRead;
  }

  /** The counts of the last read that succeeded (null before the first). */
  get lastKnownStats(): OutboxStats | null {
    return this.lastStats;
  }

  /**
   * One statement reads both tables, so both are read as of one moment (one snapshot on PostgreSQL, one
   * read transaction on SQLite): a request the worker splits meanwhile is counted once, as its outbox row
   * or as its delivery rows, never as both nor as neither.
   */
  private async readStats(): Promise<OutboxStats> {
    const open = (status: typeof PENDING | typeof DEAD) =>
      this.db.kysely.selectFrom('outbox_delivery').where(OPEN).where('status', '=', status);
    const row = await this.db.kysely
      .selectNoFrom((eb) => [
        eb
          .selectFrom('outbox')
          .select((o) => o.fn.sum<string | number | null>(CHANNEL_COUNT).as('n'))
          .as('waiting'),
        eb
          .selectFrom('outbox')
          .select((o) => o.fn.min<string | number | null>('created_at').as('oldest'))
          .as('waiting_oldest'),
        open(PENDING)
          .select((d) => d.fn.countAll<string | number>().as('n'))
          .as('pending'),
        open(PENDING)
          .where('last_error', 'is not', null)
          .select((d) => d.fn.countAll<string | number>().as('n'))
          .as('tried'),
        open(PENDING)
          .select((d) => d.fn.min<string | number | null>('created_at').as('oldest'))
          .as('pending_oldest'),
        open(DEAD)
          .select((d) => d.fn.countAll<string | number>().as('n'))
          .as('dead'),
      ])
      .executeTakeFirstOrThrow();
    const tried = num(row.tried ?? 0);
    const oldest = [row.waiting_oldest, row.pending_oldest].filter((v) => v !== null && v !== undefined).map(num);
    return {
      pending: num(row.pending ?? 0) - tried + num(row.waiting ?? 0),
      retrying: tried,
      dead: num(row.dead ?? 0),
      oldestPendingAt: oldest.length > 0 ? Math.min(...oldest) : null,
    };
  }

  /** Dead delivery rows per channel with their last error, for the operator. */
  async deadByChannel(): Promise<{ channel: string; n: number; lastError: string | null }[]> {
    const rows = await this.db.kysely
      .selectFrom('outbox_delivery')
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
      .updateTable('outbox_delivery')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where(OPEN)
      .where('status', '=', DEAD)
      .$if(channel !== undefined, (q) => q.where('channel', '=', channel!))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Each request's state on each channel of its route (the export's delivery column), ordered by request
   * and channel, read in chunks a statement can hold. Requests without notifications are absent.
   */
  async deliveriesOf(inquiryIds: number[]): Promise<DeliveryState[]> {
    const states = new Map<string, DeliveryState>();
    for (let i = 0; i < inquiryIds.length; i += 500) {
      const chunk = inquiryIds.slice(i, i + 500);
      // The outbox first, as in stats(); a request split in between shows its delivery rows, read second.
      const waiting = await this.db.kysely
        .selectFrom('outbox')
        .select(['inquiry_id', 'channels'])
        .where('inquiry_id', 'in', chunk)
        .execute();
      for (const w of waiting) {
        for (const channel of w.channels.split(',').filter(Boolean)) {
          const inquiryId = num(w.inquiry_id);
          states.set(`${inquiryId} ${channel}`, {
            inquiry_id: inquiryId,
            channel,
            status: 'pending',
            attempts: 0,
            last_error: null,
            delivered_at: null,
          });
        }
      }
      const rows = await this.db.kysely
        .selectFrom('outbox_delivery')
        .select(['inquiry_id', 'channel', 'status', 'attempts', 'last_error', 'delivered_at'])
        .where('inquiry_id', 'in', chunk)
        .execute();
      for (const r of rows) states.set(`${num(r.inquiry_id)} ${r.channel}`, { ...r, inquiry_id: num(r.inquiry_id) });
    }
    return [...states.values()].sort((a, b) => a.inquiry_id - b.inquiry_id || (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0));
  }

  /** Request id → its delivery state in words (describeDelivery); requests without notifications are absent. */
  async deliveryOf(inquiryIds: number[]): Promise<Map<number, string>> {
    const byInquiry = new Map<number, DeliveryState[]>();
    for (const state of await this.deliveriesOf(inquiryIds))
      byInquiry.set(state.inquiry_id, [...(byInquiry.get(state.inquiry_id) ?? []), state]);
    return new Map([...byInquiry].map(([id, states]) => [id, describeDelivery(states)]));
  }
}

/**
 * "email delivered; wecom retrying (3 tries); webhook dead (20 tries); feishu queued again": one request's
 * delivery, for people. A dead notification that `retry-dead` queued again has a fresh set of tries and
 * none used yet: it reads "queued again" until its next try.
 */
export function describeDelivery(rows: Pick<DeliveryState, 'channel' | 'status' | 'attempts' | 'last_error'>[]): string {
  const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;
  return rows
    .map((r) => {
      const attempts = num(r.attempts);
      const state: Record<OutboxStatus, string> = {
        done: 'delivered',
        pending: r.last_error === null ? 'pending' : attempts === 0 ? 'queued again' : `retrying (${tries(attempts)})`,
        dead: `dead (${tries(attempts)})`,
      };
      return `${r.channel} ${state[r.status]}`;
    })
    .join('; ');
}
