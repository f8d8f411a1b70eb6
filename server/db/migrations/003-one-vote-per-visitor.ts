import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * 'Was this helpful?' counts one answer per visitor and article: a `voter` key (the visitor id, else the
 * address group) with a unique index. Earlier repeats are folded into each visitor's latest answer.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('help_feedback').addColumn('voter', 'text').execute();
  await sql`update help_feedback set voter = coalesce('u:' || uuid, 'ip:' || ip, 'row:' || cast(id as text))`.execute(db);
  await sql`delete from help_feedback where id not in (select max(id) from help_feedback group by article_id, voter)`.execute(db);
  await db.schema.createIndex('help_feedback_voter').unique().on('help_feedback').columns(['article_id', 'voter']).execute();
}
