import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

/** 'Was this helpful?' answers on help articles. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('help_feedback')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('helpful', 'integer', (c) => c.notNull())
    .addColumn('uuid', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('help_feedback_article').on('help_feedback').columns(['article_id', 'created_at']).execute();
}
