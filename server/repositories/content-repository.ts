import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DocumentTable, HelpNodeTable } from '../db/schema';

export type HelpNodeRow = Selectable<HelpNodeTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type NewDocument = Omit<DocumentRow, 'collection'>;

/** Help nodes and content documents. Only this file touches their tables. */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  async helpNodes(): Promise<HelpNodeRow[]> {
    return this.db.kysely.selectFrom('help_node').selectAll().orderBy('position').execute();
  }

  async helpNode(id: number): Promise<HelpNodeRow | undefined> {
    return this.db.kysely.selectFrom('help_node').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async documents(collection: string): Promise<DocumentRow[]> {
    return this.db.kysely.selectFrom('document').selectAll().where('collection', '=', collection).orderBy('position').execute();
  }

  async document(collection: string, id: string): Promise<DocumentRow | undefined> {
    return this.db.kysely.selectFrom('document').selectAll().where('collection', '=', collection).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Makes the stored content exactly `help` and `collections`, in one transaction: rows are upserted and
   * rows that are no longer in the content are removed, so running the seed twice changes nothing.
   */
  async replaceAll(help: HelpNodeRow[], collections: Map<string, NewDocument[]>): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('help_node').execute();
      for (const node of help) await trx.insertInto('help_node').values(node).execute();
      for (const [collection, docs] of collections) {
        await trx.deleteFrom('document').where('collection', '=', collection).execute();
        for (const doc of docs)
          await trx
            .insertInto('document')
            .values({ ...doc, collection })
            .execute();
      }
    });
  }
}
