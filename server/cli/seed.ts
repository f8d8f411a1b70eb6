import { loadConfig } from '../config';
import { seed } from '../content/seed';
import { openDatabase } from '../db/database';

/** `npm run seed`: migrate, then load content/ into the database (idempotent). */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    const counts = await seed(db, config.contentDir);
    console.log(`seeded ${counts.help} help nodes and ${counts.documents} documents into ${db.dialect}`);
    console.log(`a running API picks the new content up within ${config.contentCacheSeconds} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
