import { sql, type Kysely } from 'kysely';

/**
 * Content documents' bodies in a row per document and language instead of a column pair per language, as
 * 011 did for help: `document_text` holds each document's rendered HTML in one language; `document` keeps
 * the item's JSON (its short fields already carry every language) and its place in the list. A language is
 * then rows, not a new migration.
 *
 * Only the bodies that exist move over (a document without a body has no row). Then the per-language
 * columns go: SQLite (3.35+) and PostgreSQL both drop a plain column in place, one statement each.
 */

/** The languages migration 001 gave columns: a fact of that schema, not the site's list (contract/languages.ts). */
const COLUMN_LANGUAGES = ['zh', 'en'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_text')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_text_pk', ['collection', 'id', 'lang'])
    .addForeignKeyConstraint('document_text_document_fk', ['collection', 'id'], 'document', ['collection', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  for (const lang of COLUMN_LANGUAGES) {
    await sql`insert into document_text (collection, id, lang, html)
      select collection, id, ${sql.lit(lang)}, ${sql.ref(`html_${lang}`)} from document where ${sql.ref(`html_${lang}`)} is not null`.execute(
      db,
    );
  }
  for (const lang of COLUMN_LANGUAGES) await db.schema.alterTable('document').dropColumn(`html_${lang}`).execute();
}
