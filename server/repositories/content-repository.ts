import type { Selectable } from 'kysely';
import { LANGUAGES, type Language } from '../../contract/languages';
import type { Db } from '../db/database';
import type { DocumentTable, HelpNodeTable, HelpTextTable } from '../db/schema';

/** A help node's text in one language: title, and for an article its HTML and the Markdown it came from. */
export type HelpText = Omit<Selectable<HelpTextTable>, 'node_id' | 'lang'>;
/** A help node as the seed writes it: its place in the tree and its text in every language. */
export type NewHelpNode = Selectable<HelpNodeTable> & { text: Record<Language, HelpText> };
/** A help node as the API reads it, in one language. */
export type HelpNodeRow = Selectable<HelpNodeTable> & HelpText;
/** A content document as the API reads it, in one language: its JSON and its body's HTML (null: none). */
export type DocumentRow = Selectable<DocumentTable> & { html: string | null };
/** A content document as the seed writes it: its JSON and its body in every language (null: none). */
export type NewDocument = Omit<Selectable<DocumentTable>, 'collection'> & { html: Record<Language, string | null> };

/** Rows per insert statement: well within SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 200;

/** Help nodes and content documents. Only this file touches their tables. */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every help node in tree order with its text in `lang`. A node without text in that language (a
   * language added since the last seed) still answers, with an empty title and no body.
   */
  async helpNodes(lang: Language): Promise<HelpNodeRow[]> {
    const rows = await this.db.kysely
      .selectFrom('help_node')
      .leftJoin('help_text', (join) => join.onRef('help_text.node_id', '=', 'help_node.id').on('help_text.lang', '=', lang))
      .select([
        'help_node.id',
        'help_node.parent_id',
        'help_node.position',
        'help_node.type',
        'help_node.updated_at',
        'help_text.title',
        'help_text.html',
        'help_text.markdown',
      ])
      .orderBy('help_node.position')
      .execute();
    return rows.map((row) => ({ ...row, title: row.title ?? '' }));
  }

  /** A collection's documents in list order, each with its body in `lang` (null when it has none there). */
  async documents(collection: string, lang: Language): Promise<DocumentRow[]> {
    return this.db.kysely
      .selectFrom('document')
      .leftJoin('document_text', (join) =>
        join
          .onRef('document_text.collection', '=', 'document.collection')
          .onRef('document_text.id', '=', 'document.id')
          .on('document_text.lang', '=', lang),
      )
      .select(['document.collection', 'document.id', 'document.position', 'document.data', 'document_text.html'])
      .where('document.collection', '=', collection)
      .orderBy('document.position')
      .execute();
  }

  /**
   * Makes the stored content exactly `help` and `collections`, in one transaction: rows are upserted and
   * rows that are no longer in the content are removed, so running the seed twice changes nothing.
   */
  async replaceAll(help: NewHelpNode[], collections: Map<string, NewDocument[]>): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('help_text').execute();
      await trx.deleteFrom('help_node').execute();
      for (let i = 0; i < help.length; i += BATCH) {
        const batch = help.slice(i, i + BATCH);
        // Nodes before their text: a text row names its node (a foreign key).
        await trx
          .insertInto('help_node')
          .values(batch.map(({ text: _text, ...node }) => node))
          .execute();
        await trx
          .insertInto('help_text')
          .values(batch.flatMap((node) => LANGUAGES.map((lang) => ({ node_id: node.id, lang, ...node.text[lang] }))))
          .execute();
      }
      for (const [collection, docs] of collections) {
        await trx.deleteFrom('document_text').where('collection', '=', collection).execute();
        await trx.deleteFrom('document').where('collection', '=', collection).execute();
        for (const { html, ...doc } of docs) {
          await trx
            .insertInto('document')
            .values({ ...doc, collection })
            .execute();
          const texts = LANGUAGES.flatMap((lang) => (html[lang] === null ? [] : [{ collection, id: doc.id, lang, html: html[lang] }]));
          if (texts.length > 0) await trx.insertInto('document_text').values(texts).execute();
        }
      }
    });
  }
}
