import type { Metrics } from '../metrics/metrics';
import type { Inquiry } from '../repositories/inquiry-repository';
import { createChannels } from './channels';
import type { OutboxConfig } from './config';
import type { OutboxRepository } from './outbox-repository';
import { OutboxWorker, type WorkerLog } from './worker';

export interface RunningWorker {
  worker: OutboxWorker;
  channels: string[];
  /** Lets the batch in flight finish, then closes the channels' connections. */
  stop(): Promise<void>;
}

/**
 * Starts delivering the outbox on the configured channels (in the API process, or in `npm run worker`);
 * null when no channel is configured.
 */
export function startOutboxWorker(
  settings: OutboxConfig,
  outbox: OutboxRepository,
  findInquiries: (ids: number[]) => Promise<Inquiry[]>,
  log: WorkerLog,
  extra: {
    /** In the API process: whether it is storing a burst of requests (WorkerOptions.busy). */
    busy?: () => boolean;
    /** The process's metrics, where deliveries are counted. */
    metrics?: Metrics;
  } = {},
): RunningWorker | null {
  const channels = createChannels(settings.channels, settings.timeoutMs);
  if (Object.keys(channels).length === 0) return null;
  const worker = new OutboxWorker(outbox, findInquiries, channels, { ...settings, ...extra }, log);
  worker.start();
  log.info({ channels: Object.keys(channels), routes: settings.routes }, 'outbox worker started');
  return {
    worker,
    channels: Object.keys(channels),
    stop: async () => {
      await worker.stop();
      await Promise.all(Object.values(channels).map((c) => c.close()));
    },
  };
}
