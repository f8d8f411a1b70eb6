import { sql, type Kysely } from 'kysely';

/**
 * Help text in a row per node and language instead of a column pair per language: `help_text` holds each
 * node's title, its HTML and the Markdown the HTML was rendered from (the `/help/{id}.md` copies are that
 * Markdown, never HTML turned back). `help_node` keeps only the tree. A language is then rows, not a new
 * migration.
 *
 * The titles and bodies already stored move over; they have no Markdown (no release before this one kept
 * it) until the seed runs again. Then the per-language columns go: SQLite (3.35+) and PostgreSQL both drop
 * a plain column in place, one statement each.
 */

/** The languages migration 001 gave columns: a fact of that schema, not the site's list (contract/languages.ts). */
const COLUMN_LANGUAGES = ['zh', 'en'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_text')
    .addColumn('node_id', 'integer', (c) => c.notNull().references('help_node.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('markdown', 'text')
    .addPrimaryKeyConstraint('help_text_pk', ['node_id', 'lang'])
    .execute();
  for (const lang of COLUMN_LANGUAGES) {
    await sql`insert into help_text (node_id, lang, title, html)
      select id, ${sql.lit(lang)}, ${sql.ref(`title_${lang}`)}, ${sql.ref(`html_${lang}`)} from help_node`.execute(db);
  }
  for (const lang of COLUMN_LANGUAGES) {
    for (const column of [`title_${lang}`, `html_${lang}`]) await db.schema.alterTable('help_node').dropColumn(column).execute();
  }
}
