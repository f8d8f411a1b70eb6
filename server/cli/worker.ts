/**
 * `npm run worker`: delivers the notification outbox in a process of its own, for deployments that run
 * the API on several machines with OUTBOX_WORKER=off (any number of these may share one PostgreSQL
 * database; each row goes to one worker at a time). Stops cleanly on SIGINT/SIGTERM.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { exitOnSignals, runMain } from '../lib/cli-process';
import { OutboxRepository } from '../outbox/outbox-repository';
import { startOutboxWorker } from '../outbox/start-worker';
import type { WorkerLog } from '../outbox/worker';
import { InquiryRepository } from '../repositories/inquiry-repository';

/** One JSON line per event, like the API's log. */
const line =
  (level: string) =>
  (obj: object, msg: string): void => {
    const fields = Object.fromEntries(
      Object.entries(obj).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]),
    );
    const out = level === 'info' ? process.stdout : process.stderr;
    out.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
  };
const log: WorkerLog = { info: line('info'), warn: line('warn'), error: line('error') };

async function main() {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrate(db);
  const inquiries = new InquiryRepository(db);
  const running = startOutboxWorker(config.outbox, new OutboxRepository(db, config.outbox.routes), (ids) => inquiries.findByIds(ids), log);
  if (!running) {
    await db.close();
    console.error(
      'no notification channel is configured (NOTIFY_WEBHOOK_URL, NOTIFY_WECOM_URL, NOTIFY_DINGTALK_URL, NOTIFY_FEISHU_URL, NOTIFY_SMTP_URL)',
    );
    process.exit(2);
  }
  exitOnSignals(async () => {
    await running.stop();
    await db.close();
  });
}

runMain(main);
