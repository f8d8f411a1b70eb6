/**
 * `npm run db:backup` while requests are being stored, then `npm run db:restore` into a fresh store: the
 * copy is one consistent moment (every request with its outbox row, none half-written), holds every table
 * (the settings' generated key too), and restores row for row. Both stores.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { seed } from '../content/seed';
import { OutboxRepository } from '../outbox/outbox-repository';
import { InquiryRepository } from '../repositories/inquiry-repository';
import { describeDb, emptyDatabase, usingPostgres } from '../test/helpers';
import type { BackupManifest } from './backup';
import { openDatabase, postgresTarget, type Db } from './database';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

/** The npm script's command, as an operator runs it against DATABASE_URL. */
const cli = (args: string[], databaseUrl: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli/db-backup.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

const inquiries = async (db: Db) =>
  sql<{ id: number; ref: string; name: string }>`select id, ref, name from inquiry order by id`.execute(db.kysely).then((r) => r.rows);

describeDb('backups under write load', () => {
  let dir: string;
  let source: { db: Db; url: string; close(): Promise<void> };
  let targetUrl: string;
  let dropTarget = async () => {};
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'askora-backup-'));
    if (usingPostgres) {
      source = await emptyDatabase();
      // A fresh store: another database on the same server, reached the same way (same schema name).
      const { connectionString, schema } = postgresTarget(source.url);
      const name = `restore_${randomBytes(5).toString('hex')}`;
      const admin = openDatabase(connectionString);
      await sql`create database ${sql.id(name)}`.execute(admin.kysely);
      await admin.close();
      const target = new URL(connectionString);
      target.pathname = `/${name}`;
      target.searchParams.set('schema', schema!);
      targetUrl = target.toString();
      dropTarget = async () => {
        const a = openDatabase(connectionString);
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(a.kysely);
        await a.close();
      };
    } else {
      const url = `sqlite:${path.join(dir, 'site.db')}`;
      const db = openDatabase(url);
      source = { db, url, close: () => db.close() };
      targetUrl = `sqlite:${path.join(dir, 'restored', 'site.db')}`;
    }
  });
  afterEach(async () => {
    await source.close();
    await dropTarget();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a backup taken while requests are stored restores to the same rows', async () => {
    const config = loadConfig({ DATABASE_URL: source.url, NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    await seed(source.db, config.contentDir);
    await sql`insert into setting (name, value) values (${'sms-code-key'}, ${'k-' + randomBytes(8).toString('hex')})`.execute(
      source.db.kysely,
    );
    // Each request is stored with its outbox row in one transaction.
    const repo = new InquiryRepository(source.db, new OutboxRepository(source.db, config.outbox.routes).batchHook);
    const store = (name: string) =>
      repo.insert({ variant: 'contact-page', language: 2, type: 1, name, email: 'ann@baker.example', page: '/en/contact' });
    for (let i = 0; i < 20; i++) await store(`before ${i}`);

    let writing = true;
    let written = 20;
    const writer = (async () => {
      while (writing) {
        await Promise.all([store(`during ${written}`), store(`during ${written + 1}`)]);
        written += 2;
      }
    })();
    const file = path.join(dir, 'backup');
    const backup = await cli(['backup', '--out', file], source.url);
    const afterBackup = written;
    // Writes go on after the copy, so the source holds more than the copy.
    while (written < afterBackup + 10) await new Promise((r) => setTimeout(r, 10));
    writing = false;
    await writer;

    const manifest = JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as BackupManifest;
    expect(backup.stdout).toContain(`rows: `);
    expect(manifest.format).toBe(usingPostgres ? 'pg_dump' : 'sqlite');
    const copied = manifest.tables.inquiry!;
    expect(copied).toBeGreaterThanOrEqual(20);
    expect(copied).toBeLessThan(written);
    // One moment: every copied request has its outbox row, and nothing else is in the outbox.
    expect(manifest.tables.outbox).toBe(copied);
    expect(manifest.tables.setting).toBe(1);

    const restored = await cli(['restore', file], targetUrl);
    expect(restored.stdout).toContain('rows match its manifest');
    const target = openDatabase(targetUrl);
    try {
      const rows = await inquiries(target);
      // The copy is a prefix of what the source holds: the same requests, ids and references.
      expect(rows).toEqual((await inquiries(source.db)).slice(0, copied));
      expect(await sql`select name, value from setting`.execute(target.kysely).then((r) => r.rows)).toEqual(
        await sql`select name, value from setting`.execute(source.db.kysely).then((r) => r.rows),
      );
      expect(Number((await sql<{ n: number }>`select count(*) as n from help_node`.execute(target.kysely)).rows[0]!.n)).toBe(
        manifest.tables.help_node,
      );
    } finally {
      await target.close();
    }

    // A second restore onto the restored store is refused (nothing overwritten) unless asked to replace.
    await expect(cli(['restore', file], targetUrl)).rejects.toMatchObject({ stderr: expect.stringContaining('--replace') });
    await expect(cli(['restore', file, '--replace'], targetUrl)).resolves.toMatchObject({ stdout: expect.stringContaining('rows') });
  });

  test('a damaged backup is refused before anything is restored', async () => {
    await seed(source.db, loadConfig({ DATABASE_URL: source.url }).contentDir);
    const file = path.join(dir, 'backup');
    await cli(['backup', '--out', file], source.url);
    const bytes = fs.readFileSync(file);
    const at = bytes.length - 100;
    bytes[at] = bytes[at]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    await expect(cli(['restore', file], targetUrl)).rejects.toMatchObject({ stderr: expect.stringContaining('checksum') });
    const target = openDatabase(targetUrl);
    try {
      const tables = await sql`select 1 from inquiry`.execute(target.kysely).then(
        () => 'present',
        () => 'absent',
      );
      expect(tables).toBe('absent');
    } finally {
      await target.close();
    }
  });
});
