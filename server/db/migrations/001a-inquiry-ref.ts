import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';
import { hasColumn } from '../schema-facts';

/**
 * Repair for databases made by the very first release (commit 97f9b8f), whose `inquiry` table had no
 * `ref`: 001 gained that column afterwards. Such a database gets the column, a reference for every request
 * it already holds (the same kind new requests get) and the unique index the later 001 declares. On every
 * other database the column is there and this changes nothing.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (await hasColumn(db, dialect, 'inquiry', 'ref')) return;
  await db.schema.alterTable('inquiry').addColumn('ref', 'text').execute();
  const rows = await sql<{ id: number }>`select id from inquiry order by id`.execute(db);
  for (const { id } of rows.rows) await sql`update inquiry set ref = ${randomUUID()} where id = ${id}`.execute(db);
  if (dialect === 'postgres') await sql`alter table inquiry alter column ref set not null`.execute(db);
  // SQLite cannot add NOT NULL to an existing column; the repository always writes one.
  await db.schema.createIndex('inquiry_ref').unique().on('inquiry').column('ref').execute();
}
