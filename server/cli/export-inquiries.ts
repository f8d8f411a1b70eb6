import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import type { OutboxConfig } from '../outbox/config';
import { OutboxRepository } from '../outbox/outbox-repository';
import { ATTRIBUTION_FIELD_NAMES } from '../../contract/attribution';
import { CONTACT_FIELDS, STORED_FIELDS } from '../../contract/contact';
import { attributionOf, InquiryRepository, sampleSpecOf, type Inquiry } from '../repositories/inquiry-repository';
import { SAMPLE_SPEC_FIELD_NAMES } from '../../contract/sample-spec';
import { PersonalDataRepository } from '../repositories/personal-data-repository';
import type { DataSubject } from '../lib/data-subject';

/**
 * The request's own columns, then every field the visitor sent that is stored (the contract's, in its
 * order: a new stored field is exported without an edit here), then where and how it arrived.
 */
const COLUMNS: (keyof Inquiry)[] = [
  'id',
  'ref',
  'created_at',
  'variant',
  'type',
  ...STORED_FIELDS.map((field) => CONTACT_FIELDS[field].column),
  'page',
  'uuid',
  'ip',
  'user_agent',
  'request_id',
  'consent_version',
  'consented_at',
];

/** Where a spreadsheet may start a cell: the field's start, and after any separator it may split on. */
const CELL_START = /(^|[,;\t\r\n])(\s*)(?=[=+\-@\t\r]|\uFF1D|\uFF0B|\uFF0D|\uFF20)/g;

/**
 * One CSV cell, always quoted. A visitor typed it and an operator opens the file, so a formula prefix
 * (= + - @, tab, CR) is defused with a leading apostrophe wherever a cell could begin: at the start,
 * and after every comma, semicolon, tab or line break, whatever separator the spreadsheet uses.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  const s = String(value).replace(CELL_START, "$1$2'");
  return `"${s.replace(/"/g, '""')}"`;
}

/** `delivery`: each request's notification state ("email delivered; wecom dead (20 tries)"), the last column. */
export function toCsv(rows: Inquiry[], delivery = new Map<number, string>()): string {
  // Attribution: one column per field of the contract (stored together as JSON), after the request's own.
  // The sample spec (contract/sample-spec.ts, one JSON column): a column per field, countries joined by '; '.
  const lines = [[...COLUMNS, ...SAMPLE_SPEC_FIELD_NAMES, ...ATTRIBUTION_FIELD_NAMES, 'delivery'].map(csvCell).join(',')];
  for (const row of rows) {
    const source = attributionOf(row);
    const spec = sampleSpecOf(row);
    lines.push(
      [
        ...COLUMNS.map((c) => csvCell(row[c])),
        ...SAMPLE_SPEC_FIELD_NAMES.map((f) => csvCell(f === 'countries' ? spec.countries?.join('; ') : spec[f])),
        ...ATTRIBUTION_FIELD_NAMES.map((f) => csvCell(source[f])),
        csvCell(delivery.get(row.id)),
      ].join(','),
    );
  }
  // A byte-order mark makes spreadsheet programs read the Chinese text as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The export of requests stored since `sinceIso`, with each one's delivery state; answers the file and its row count. */
export async function exportInquiries(db: Db, routes: OutboxConfig['routes'], sinceIso: string): Promise<{ csv: string; count: number }> {
  const rows = await new InquiryRepository(db).listSince(sinceIso);
  return { csv: toCsv(rows, await new OutboxRepository(db, routes).deliveryOf(rows.map((r) => r.id))), count: rows.length };
}

/** A data-subject export: every request of one person (e-mail any capitalisation, phone any spelling). */
export async function exportSubject(db: Db, routes: OutboxConfig['routes'], subject: DataSubject): Promise<{ csv: string; count: number }> {
  const rows = await new InquiryRepository(db).findByIds((await new PersonalDataRepository(db).find(subject)).inquiryIds);
  rows.sort((a, b) => a.id - b.id);
  return { csv: toCsv(rows, await new OutboxRepository(db, routes).deliveryOf(rows.map((r) => r.id))), count: rows.length };
}

async function main() {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, out: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
  });
  const subject: DataSubject | null =
    values.email?.trim() || values.phone?.trim()
      ? { email: values.email?.trim() || undefined, phone: values.phone?.trim() || undefined }
      : null;
  if (!subject && (!values.since || !/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since)))) {
    console.error('usage: npm run inquiries:export -- --since YYYY-MM-DD | --email ADDRESS | --phone NUMBER [--out file.csv]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    const { csv, count } = subject
      ? await exportSubject(db, config.outbox.routes, subject)
      : await exportInquiries(db, config.outbox.routes, new Date(`${values.since}T00:00:00Z`).toISOString());
    if (values.out) {
      fs.writeFileSync(values.out, csv);
      console.error(
        `wrote ${count} requests ${subject ? `of ${subject.email ?? subject.phone}` : `since ${values.since}`} to ${values.out}`,
      );
    } else {
      process.stdout.write(csv);
    }
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
