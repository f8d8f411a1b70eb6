/**
 * `npm run db:backup -- --out FILE` and `npm run db:restore -- FILE [--replace]`: a consistent copy of
 * the database DATABASE_URL names (SQLite or PostgreSQL, as the API uses it), taken while the API runs,
 * and its restore into a stopped deployment's store. README "Backups" says how often and what to keep.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase, type TableCounts } from '../db/backup';
import { runMain } from '../lib/cli-process';

const rowsLine = (tables: TableCounts) =>
  Object.entries(tables)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

runMain(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const { databaseUrl } = loadConfig();
  if (command === 'backup' && values.out) {
    const manifest = await backupDatabase(databaseUrl, values.out);
    console.log(`backed up to ${values.out} (${manifest.format}, ${manifest.bytes} bytes; manifest ${values.out}.json)`);
    console.log(`rows: ${rowsLine(manifest.tables)}`);
  } else if (command === 'restore' && positionals.length === 1) {
    const tables = await restoreDatabase(positionals[0]!, databaseUrl, { replace: values.replace });
    console.log(`restored ${positionals[0]} (rows match its manifest when one is beside it)`);
    console.log(`rows: ${rowsLine(tables)}`);
  } else {
    console.error('usage: npm run db:backup -- --out FILE\n       npm run db:restore -- FILE [--replace]');
    process.exit(2);
  }
});
