import type { Channels } from './channels';
import type { OutboxRepository } from './outbox-repository';
import { backoffDelay, OutboxWorker } from './worker';

describe('retry back-off', () => {
  test('doubles from the base, with the jitter in the upper half of each step', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(2, 1000, 60_000, () => 0)).toBe(1000);
    expect(backoffDelay(4, 1000, 60_000, () => 0.5)).toBe(6000);
  });

  test('stops growing at the maximum, however many tries', () => {
    expect(backoffDelay(10, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(500, 1000, 60_000, () => 0)).toBe(30_000);
  });

  test('the default schedule gives a receiver 5 to 10½ hours to come back before a row is dead', () => {
    const hours = (random: () => number) => {
      let total = 0;
      for (let attempts = 1; attempts < 20; attempts++) total += backoffDelay(attempts, 5000, 3_600_000, random);
      return total / 3_600_000;
    };
    expect(hours(() => 0)).toBeCloseTo(5.2, 1);
    expect(hours(() => 1)).toBeCloseTo(10.4, 1);
  });
});

describe('the worker loop', () => {
  const silent = { info() {}, warn() {}, error() {} };
  const options = { maxAttempts: 3, backoffBaseMs: 1, backoffMaxMs: 1, pollMs: 40, batchSize: 5, timeoutMs: 1000 };

  /** Runs a worker for `ms` against an outbox that always has a full batch due; answers how many rounds it made. */
  async function rounds(ms: number, busy?: () => boolean): Promise<number> {
    let claims = 0;
    const repo = {
      fanOut: async () => 0,
      claim: async (limit: number, leaseMs: number) => {
        claims++;
        // A real claim waits for the database: let timers run.
        await new Promise((r) => setImmediate(r));
        return Array.from({ length: limit }, (_, i) => ({
          id: i,
          inquiryId: i,
          channel: 'webhook',
          attempts: 1,
          lease: Date.now() + leaseMs,
        }));
      },
      markDelivered: async () => {},
      markFailed: async () => {},
    } as unknown as OutboxRepository;
    const channels = { webhook: { send: async () => {}, close: async () => {} } } as unknown as Channels;
    const worker = new OutboxWorker(repo, async (ids) => ids.map((id) => ({ id }) as never), channels, { ...options, busy }, silent);
    worker.start();
    await new Promise((r) => setTimeout(r, ms));
    await worker.stop();
    return claims;
  }

  test('with rows due it goes on without waiting for the poll', async () => {
    expect(await rounds(200)).toBeGreaterThan(20);
  });

  test('while the process is busy with a burst of requests it takes one batch per poll, and goes on at once after', async () => {
    expect(await rounds(200, () => true)).toBeLessThanOrEqual(7);
    let busy = true;
    setTimeout(() => (busy = false), 100);
    expect(await rounds(300, () => busy)).toBeGreaterThan(20);
  });
});
