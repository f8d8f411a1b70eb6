// Migration 001 as commit 97f9b8f (the first release) shipped it, kept unchanged to build that release's databases in tests.
// Its inquiry table has no `ref`: migrations/001a-inquiry-ref.ts repairs such databases.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is its row id; PostgreSQL needs an identity column.
  const serial = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const autoId = (c: import('kysely').ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('help_node')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('html_zh', 'text')
    .addColumn('html_en', 'text')
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('document')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('html_zh', 'text')
    .addColumn('html_en', 'text')
    .addPrimaryKeyConstraint('document_pk', ['collection', 'id'])
    .execute();

  await db.schema
    .createTable('inquiry')
    .addColumn('id', serial, autoId)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('language', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('organization', 'text')
    .addColumn('job_title', 'text')
    .addColumn('email', 'text')
    .addColumn('region', 'text')
    .addColumn('mobile', 'text')
    .addColumn('message', 'text')
    .addColumn('sample_quantity', 'integer')
    .addColumn('tags', 'text')
    .addColumn('extend', 'text')
    .addColumn('school', 'text')
    .addColumn('requirement', 'text')
    .addColumn('required_sample_size', 'integer')
    .addColumn('page', 'text')
    .addColumn('uuid', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('inquiry_created_at').on('inquiry').column('created_at').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', serial, autoId)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sms_code_mobile').on('sms_code').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('sms_code_ip').on('sms_code').columns(['ip', 'created_at']).execute();
  void sql;
}
