import type { Db } from '../db/database';

/** 'Was this helpful?' answers. Only this file touches the help_feedback table. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records `voter`'s answer on an article: one per visitor and article, a second answer replaces the
   * first (one conditional statement, so concurrent repeats cannot add rows). Answers the row's id.
   */
  async record(row: {
    articleId: number;
    lang: string;
    helpful: boolean;
    uuid: string | null;
    ip: string;
    voter: string;
  }): Promise<number> {
    const values = {
      created_at: new Date().toISOString(),
      article_id: row.articleId,
      lang: row.lang,
      helpful: row.helpful ? 1 : 0,
      uuid: row.uuid,
      ip: row.ip,
      voter: row.voter,
    };
    const r = await this.db.kysely
      .insertInto('help_feedback')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['article_id', 'voter']).doUpdateSet({ helpful: values.helpful, lang: values.lang, created_at: values.created_at }),
      )
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
