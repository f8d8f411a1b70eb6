// Migration 004 as commit c80435a shipped it, kept unchanged to build that release's databases in tests.
// Its index is `outbox_due`: migrations/004a-outbox-open-index.ts repairs such databases.
import type { Kysely } from 'kysely';
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
  // The worker's question: which pending rows are due, oldest first.
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
}
