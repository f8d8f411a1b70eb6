import type { Db } from '../db/database';

/** 'Was this helpful?' answers. Only this file touches the help_feedback table. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { articleId: number; lang: string; helpful: boolean; uuid: string | null; ip: string }): Promise<number> {
    const r = await this.db.kysely
      .insertInto('help_feedback')
      .values({ created_at: new Date().toISOString(), article_id: row.articleId, lang: row.lang, helpful: row.helpful ? 1 : 0, uuid: row.uuid, ip: row.ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** Yes and no counts of an article. */
  async tally(articleId: number): Promise<{ yes: number; no: number }> {
    const rows = await this.db.kysely
      .selectFrom('help_feedback')
      .select(['helpful', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('article_id', '=', articleId)
      .groupBy('helpful')
      .execute();
    const count = (v: number) => Number(rows.find((r) => Number(r.helpful) === v)?.n ?? 0);
    return { yes: count(1), no: count(0) };
  }
}
