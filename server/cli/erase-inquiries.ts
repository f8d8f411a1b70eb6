/**
 * Data-subject requests and retention, from the command line:
 *
 *   npm run inquiries:erase -- --email anna@example.com [--phone "+86 138 0013 8000"] [--yes]
 *   npm run inquiries:retention
 *
 * `inquiries:erase` finds a person's contact requests (e-mail in any capitalisation, phone in any spelling)
 * and everything that belongs to them (server/repositories/personal-data-repository.ts); without `--yes` it
 * prints what it would erase and changes nothing, with `--yes` it erases it in one transaction and prints
 * the rows removed per table. `inquiries:retention` deletes the requests older than
 * INQUIRY_RETENTION_DAYS (which a running API also does every hour); it says so and does nothing when the
 * setting is off.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { runMain } from '../lib/cli-process';
import type { DataSubject } from '../lib/data-subject';
import { applyRetention, retentionCutoff, retentionDaysOf } from '../lib/retention';
import { PERSONAL_DATA_TABLES, PersonalDataRepository, type PersonalDataCounts } from '../repositories/personal-data-repository';
import { InquiryRepository } from '../repositories/inquiry-repository';

/** One line per table: `inquiry  3`. */
export function countLines(counts: PersonalDataCounts): string {
  return PERSONAL_DATA_TABLES.map((table) => `  ${table.padEnd(17)}${counts[table]}`).join('\n');
}

/** What an erasure of `subject` finds (dry run) or removes (`confirmed`): the report, and the counts. */
export async function eraseSubject(
  db: Db,
  subject: DataSubject,
  confirmed: boolean,
): Promise<{ report: string; counts: PersonalDataCounts }> {
  const repo = new PersonalDataRepository(db);
  const data = await repo.find(subject);
  const who = [subject.email && `e-mail ${subject.email}`, subject.phone && `phone ${subject.phone}`].filter(Boolean).join(' or ');
  const requests = await new InquiryRepository(db).findByIds(data.inquiryIds);
  const listed = requests
    .sort((a, b) => a.id - b.id)
    .map(
      (r) =>
        `  #${r.id} ${r.created_at} ${r.variant}: ${[r.name, r.last_name].filter(Boolean).join(' ') || '-'}, ${r.email ?? '-'}, ${r.mobile ?? '-'}`,
    )
    .join('\n');
  if (!confirmed) {
    const counts = await repo.count(data);
    const report = `${requests.length} request(s) of ${who}:\n${listed || '  (none)'}\nwould erase (rows per table):\n${countLines(counts)}\nnothing changed: run again with --yes to erase`;
    return { report, counts };
  }
  const counts = await repo.erase(data);
  return { report: `erased the data of ${who}:\n${listed || '  (none)'}\nrows erased per table:\n${countLines(counts)}`, counts };
}

async function erase() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, phone: { type: 'string' }, yes: { type: 'boolean', default: false } },
  });
  if (!values.email?.trim() && !values.phone?.trim()) {
    console.error('usage: npm run inquiries:erase -- --email ADDRESS | --phone NUMBER [--yes]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    const { report } = await eraseSubject(
      db,
      { email: values.email?.trim() || undefined, phone: values.phone?.trim() || undefined },
      values.yes,
    );
    console.log(report);
  } finally {
    await db.close();
  }
}

async function retention() {
  const days = retentionDaysOf();
  if (days === null) {
    console.log('Retention is off (INQUIRY_RETENTION_DAYS unset outside production, or off): requests are kept, nothing deleted');
    return;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    const counts = await applyRetention(db, days);
    console.log(
      `deleted what was stored before ${retentionCutoff(days, Date.now())} (${days} days), rows per table:\n${countLines(counts)}`,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) runMain(process.argv.includes('--retention') ? retention : erase);
