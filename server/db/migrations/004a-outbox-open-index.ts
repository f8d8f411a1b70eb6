import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';
import { hasIndex } from '../schema-facts';

/**
 * Repair for databases made while migration 004 still created its index as `outbox_due` over every row
 * (commits c80435a to 57a539c): 004 was changed afterwards to a partial index named `outbox_open`, and
 * 005 drops that name, so those databases stopped at 004. This brings the index to the shape 005
 * expects; on every other database `outbox_due` does not exist and nothing changes.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (!(await hasIndex(db, dialect, 'outbox_due'))) return;
  await db.schema.dropIndex('outbox_due').execute();
  await db.schema
    .createIndex('outbox_open')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .where(sql<boolean>`status in ('pending', 'dead')`)
    .execute();
}
