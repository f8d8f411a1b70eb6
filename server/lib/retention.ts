import type { Db } from '../db/database';
import { siteConfig } from '../../site.config';
import { PersonalDataRepository, type PersonalDataCounts } from '../repositories/personal-data-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running API applies the retention period. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * INQUIRY_RETENTION_DAYS: how many days a contact request is kept (with its notification rows, and phone
 * codes as old). Unset: the privacy notice's period (site.config.ts `privacy.retentionDays`) in production
 * (NODE_ENV=production), so what the privacy page promises holds without a setting; kept in development,
 * so a development database is never emptied by surprise. `0` or `off`: kept. Anything else that is not a
 * whole number of days is refused, so a typo never deletes by surprise.
 */
export function retentionDaysOf(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.INQUIRY_RETENTION_DAYS?.trim();
  if (!raw) return env.NODE_ENV === 'production' ? siteConfig.privacy.retentionDays : null;
  if (raw === '0' || raw.toLowerCase() === 'off') return null;
  if (!/^\d{1,6}$/.test(raw)) throw new Error(`INQUIRY_RETENTION_DAYS must be a whole number of days (or off), not "${raw}"`);
  return Number(raw);
}

/** The time before which requests are past `days`, at `now`. */
export const retentionCutoff = (days: number, now: number): string => new Date(now - days * DAY_MS).toISOString();

/** Deletes the requests older than `days` (and what belongs to them); answers the rows removed per table. */
export async function applyRetention(db: Db, days: number, now = Date.now()): Promise<PersonalDataCounts> {
  const repo = new PersonalDataRepository(db);
  return repo.erase(await repo.olderThan(retentionCutoff(days, now)));
}

interface RetentionLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Applies the retention period beside a running API: once at start, then every hour. Every replica may
 * run it: deleting what is past the period twice deletes nothing more. Nothing runs when it is off.
 */
export function startRetention(db: Db, days: number | null, log: RetentionLog, everyMs = RETENTION_EVERY_MS): { stop(): Promise<void> } {
  if (days === null) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = applyRetention(db, days)
      .then((deleted) => {
        if (deleted.inquiry + deleted.sms_code > 0)
          log.info({ retentionDays: days, deleted }, 'requests past the retention period deleted');
      })
      .catch((error: unknown) => log.error({ err: error, retentionDays: days }, 'retention run failed'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  log.info({ retentionDays: days }, 'retention of contact requests on');
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
