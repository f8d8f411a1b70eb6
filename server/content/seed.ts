import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { ContentRepository } from '../repositories/content-repository';
import { loadContent } from './load-content';

/** Migrates and loads content/ into the database. Idempotent: a second run leaves the same rows. */
export async function seed(db: Db, contentDir: string): Promise<{ help: number; documents: number }> {
  await migrate(db);
  const content = loadContent(contentDir);
  await new ContentRepository(db).replaceAll(content.help, content.collections);
  let documents = 0;
  for (const docs of content.collections.values()) documents += docs.length;
  return { help: content.help.length, documents };
}

/** True when the database has never been seeded (fresh file or empty schema). */
export async function needsSeed(db: Db): Promise<boolean> {
  await migrate(db);
  const row = await db.kysely.selectFrom('help_node').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
