/**
 * `npm run worker`: delivers the notification outbox in a process of its own, for deployments that run
 * the API on several machines with OUTBOX_WORKER=off (any number of these may share one PostgreSQL
 * database; each row goes to one worker at a time). Logs through pino, in the API's format, one line per
 * delivery with the request's id; exports its own metrics and readiness on METRICS_PORT. Stops cleanly on
 * SIGINT/SIGTERM.
 */
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase, probeDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { exitOnSignals, runMain } from '../lib/cli-process';
import { startMetricsListener } from '../metrics/listener';
import { Metrics } from '../metrics/metrics';
import { OutboxRepository } from '../outbox/outbox-repository';
import { startOutboxWorker } from '../outbox/start-worker';
import { InquiryRepository } from '../repositories/inquiry-repository';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { pid: process.pid, process: 'worker' } });
  const db = openDatabase(config.databaseUrl);
  await migrate(db);
  const inquiries = new InquiryRepository(db);
  const outbox = new OutboxRepository(db, config.outbox.routes);
  const metrics = new Metrics();
  metrics.watch({ db, outbox });
  const running = startOutboxWorker(config.outbox, outbox, (ids) => inquiries.findByIds(ids), log, { metrics });
  if (!running) {
    await db.close();
    log.error(
      'no notification channel is configured (NOTIFY_WEBHOOK_URL, NOTIFY_WECOM_URL, NOTIFY_DINGTALK_URL, NOTIFY_FEISHU_URL, NOTIFY_SMTP_URL)',
    );
    log.flush();
    process.exit(2);
  }
  metrics.collectProcessMetrics('worker');
  const listener = await startMetricsListener(
    metrics,
    config.metrics,
    async () => {
      const database = await probeDatabase(db);
      return { ready: database !== 'down', checks: { database } };
    },
    log,
  );
  exitOnSignals(async () => {
    listener.drain();
    await running.stop();
    await listener.close();
    await db.close();
  });
}

runMain(main);
