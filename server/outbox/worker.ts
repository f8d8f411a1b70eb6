import type { Metrics } from '../metrics/metrics';
import type { Inquiry } from '../repositories/inquiry-repository';
import type { Channels } from './channels';
import type { OutboxConfig } from './config';
import type { ClaimedRow, OutboxRepository } from './outbox-repository';

export type WorkerOptions = Pick<OutboxConfig, 'maxAttempts' | 'backoffBaseMs' | 'backoffMaxMs' | 'pollMs' | 'batchSize' | 'timeoutMs'> & {
  /**
   * Whether the process has work that comes first (the API storing a burst of requests): the worker then
   * takes one batch per poll instead of one after another, and sends the rest once the burst is over.
   * Unset in `npm run worker`, which has nothing else to do.
   */
  busy?: () => boolean;
  /** Where deliveries are counted (the process's metrics); none in unit tests that do not look. */
  metrics?: Pick<Metrics, 'deliveries' | 'deliveryLatency'>;
};

export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Wait before the next try after `attempts` failed tries: base·2^(attempts−1), capped, with "equal jitter"
 * (half fixed, half random) so receivers coming back are not hit by every worker at the same instant.
 */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(attempts - 1, 30));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * Sends the outbox: splits newly stored requests' outbox rows into one delivery row per channel, claims a
 * batch of due delivery rows, delivers each on its channel within the time limit, records the outcome,
 * and goes on while rows are due; when none are, it looks again every `pollMs`. Each channel of a request
 * has its own row, tries and back-off: one that fails is retried alone, the others are not sent again.
 * Runs in the API process or alone (`npm run worker`); any number of workers may share one PostgreSQL
 * database.
 */
export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  /** Whether the last split took as many outbox rows as it may at once, so more may be waiting. */
  private moreToSplit = false;
  /** A claimed row is someone's for this long: every delivery in its batch has ended well before. */
  readonly leaseMs: number;

  constructor(
    private readonly repo: OutboxRepository,
    /** Reads the requests the claimed rows announce (InquiryRepository.findByIds). */
    private readonly findInquiries: (ids: number[]) => Promise<Inquiry[]>,
    private readonly channels: Channels,
    private readonly options: WorkerOptions,
    private readonly log: WorkerLog,
    private readonly now: () => number = Date.now,
  ) {
    this.leaseMs = options.timeoutMs * 2 + 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops looking for rows and waits for the batch in flight (bounded by the delivery time limit). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /** Looks for due rows now instead of at the next poll. */
  wake(): void {
    if (!this.sleeping) return;
    clearTimeout(this.sleeping.timer);
    this.sleeping.resolve();
    this.sleeping = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        // The database is away (restart, failover): keep trying at the poll interval.
        this.log.error({ err: error }, 'outbox worker could not read the outbox');
      }
      const more = handled >= this.options.batchSize || this.moreToSplit;
      // Delivering costs the process far more CPU than storing (a message is built, signed and sent per
      // channel), so in a burst of requests the worker slows down rather than slow the requests.
      if (this.running && (!more || this.options.busy?.())) {
        await new Promise<void>((resolve) => {
          this.sleeping = { timer: setTimeout(resolve, this.options.pollMs), resolve };
        });
        this.sleeping = null;
      }
    }
  }

  /**
   * Splits up to a batch of outbox rows, then claims one batch of due delivery rows and delivers it;
   * answers how many delivery rows it handled.
   */
  async runOnce(): Promise<number> {
    // A batch of requests gives at least a batch of delivery rows, due at once in the order the requests
    // were stored; splitting no more at a time keeps the transaction short (on SQLite it holds the one
    // writer that requests being stored wait for).
    this.moreToSplit = (await this.repo.fanOut(this.options.batchSize)) === this.options.batchSize;
    const claimed = await this.repo.claim(this.options.batchSize, this.leaseMs, this.now());
    if (claimed.length === 0) return 0;
    const found = await this.findInquiries([...new Set(claimed.map((r) => r.inquiryId))]);
    const inquiries = new Map(found.map((i) => [Number(i.id), i]));
    const outcomes = await Promise.all(
      claimed.map(async (row): Promise<{ row: ClaimedRow; inquiry: Inquiry | undefined; error: string | null }> => {
        const channel = this.channels[row.channel as keyof Channels];
        const inquiry = inquiries.get(row.inquiryId);
        if (!channel) return { row, inquiry, error: `channel ${row.channel} is not configured` };
        if (!inquiry) return { row, inquiry, error: `request ${row.inquiryId} not found` };
        try {
          await channel.send(inquiry, AbortSignal.timeout(this.options.timeoutMs));
          return { row, inquiry, error: null };
        } catch (error) {
          return { row, inquiry, error: error instanceof Error ? error.message || error.name : String(error) };
        }
      }),
    );
    const now = this.now();
    await this.repo.markDelivered(
      outcomes.filter((o) => o.error === null).map((o) => o.row),
      now,
    );
    const metrics = this.options.metrics;
    for (const { row, inquiry, error } of outcomes) {
      // Every line names the request as nginx's log and the API's lines do (`reqId`, the id of the HTTP
      // request that stored it) and as sales see it (its reference).
      const context = {
        reqId: inquiry?.request_id ?? null,
        ref: inquiry?.ref ?? null,
        outboxId: row.id,
        inquiryId: row.inquiryId,
        channel: row.channel,
        attempts: row.attempts,
      };
      if (error === null) {
        const latencyMs = inquiry ? Math.max(0, now - Date.parse(inquiry.created_at)) : null;
        metrics?.deliveries.inc({ channel: row.channel, outcome: 'delivered' });
        if (latencyMs !== null) metrics?.deliveryLatency.observe({ channel: row.channel }, latencyMs / 1000);
        this.log.info({ ...context, latencyMs }, 'notification delivered');
        continue;
      }
      const dead = row.attempts >= this.options.maxAttempts;
      const retryAt = dead ? now : now + backoffDelay(row.attempts, this.options.backoffBaseMs, this.options.backoffMaxMs);
      await this.repo.markFailed(row, error, retryAt, dead);
      metrics?.deliveries.inc({ channel: row.channel, outcome: dead ? 'dead' : 'retry' });
      if (dead)
        this.log.error({ ...context, error }, 'notification is dead after its last try (npm run outbox -- retry-dead sends it again)');
      else this.log.warn({ ...context, error, retryInMs: retryAt - now }, 'notification failed; will retry');
    }
    return claimed.length;
  }
}
