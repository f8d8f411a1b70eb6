import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * One outbox row per stored request instead of one per channel: storing a request writes a single row
 * naming its route's channels, and the delivery worker splits it into per-channel delivery rows later.
 *
 * Migration 004's per-channel table already has the shape of those delivery rows, so it is renamed to
 * `outbox_delivery` with everything in it: notifications still pending, retrying or dead keep their tries,
 * next attempt and last error, and delivered ones stay as their requests' delivery record. The new
 * `outbox` table starts empty.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await sql`alter table outbox rename to outbox_delivery`.execute(db);
  if (dialect === 'postgres') {
    // PostgreSQL names constraints and sequences per schema: free the names the new table takes.
    await sql`alter table outbox_delivery rename constraint outbox_pkey to outbox_delivery_pkey`.execute(db);
    await sql`alter table outbox_delivery rename constraint outbox_inquiry_channel to outbox_delivery_inquiry_channel`.execute(db);
    await sql`alter sequence outbox_id_seq rename to outbox_delivery_id_seq`.execute(db);
  }
  // Same partial index as 004 (open rows only), under the table's new name.
  await db.schema.dropIndex('outbox_open').execute();
  await db.schema
    .createIndex('outbox_delivery_open')
    .on('outbox_delivery')
    .columns(['status', 'next_attempt_at'])
    .where(sql<boolean>`status in ('pending', 'dead')`)
    .execute();

  // Written in the request's transaction, removed by the worker in the transaction that writes its
  // delivery rows: it only ever holds requests not yet split, so it needs no index beyond its key (the
  // worker takes the lowest ids first). On SQLite the id is the rowid without AUTOINCREMENT: an id may
  // come back once its row is gone, which nothing minds, and no sequence table is written per insert.
  await db.schema
    .createTable('outbox')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'integer', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
