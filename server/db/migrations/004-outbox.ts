import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * The notification outbox: one row per stored request and channel, written in the transaction that stores
 * the request, removed from nothing (a delivered row stays as the request's delivery record).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('inquiry_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('outbox_inquiry_channel', ['inquiry_id', 'channel'])
    .execute();
  // The worker's question (which pending rows are due, oldest first) and the health answer (how many are
  // open, since when). Only open rows are indexed: delivered ones, nearly all, cost no index entry here and
  // the index stays small however long the table grows.
  await db.schema
    .createIndex('outbox_open')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .where(sql<boolean>`status in ('pending', 'dead')`)
    .execute();
}
