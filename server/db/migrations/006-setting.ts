import type { Kysely } from 'kysely';

/**
 * Values the API generates once and every replica shares: one row per name (the phone codes' HMAC key
 * when SMS_CODE_SECRET is unset). Codes stored before this migration were bare SHA-256 hashes and no
 * longer match: a visitor holding one asks for a new code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
