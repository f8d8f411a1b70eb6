import type { Db } from '../db/database';

/** Phone verification codes. Only this file touches the sms_code table. */
export class SmsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { mobile: string; ip: string; codeHash: string; createdAt: number; expiresAt: number }): Promise<void> {
    await this.db.kysely
      .insertInto('sms_code')
      .values({
        mobile: row.mobile,
        ip: row.ip,
        code_hash: row.codeHash,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
        attempts: 0,
        used: 0,
      })
      .execute();
  }

  /** The id of the newest unused, unexpired code of `mobile`, as a subquery. */
  private newestLive(mobile: string, now: number) {
    return this.db.kysely
      .selectFrom('sms_code')
      .select('id')
      .where('mobile', '=', mobile)
      .where('used', '=', 0)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
  }

  /**
   * One guess at the newest live code of `mobile`, in one statement: it counts the try (one, however many
   * hashes) and, if the stored hash is one of `codeHashes` (the guess under each accepted key), marks the code used; a code out of tries (or used, or expired) is not touched. The
   * try is counted before (in the same statement as) the comparison, so of any number of concurrent
   * guesses, however many replicas send them, at most `maxAttempts` are ever compared, and at most one
   * gets true. (PostgreSQL re-checks `used` and `attempts` on the row as a concurrent update left it.)
   */
  async guess(mobile: string, codeHashes: string[], now: number, maxAttempts: number): Promise<boolean> {
    const rows = await this.db.kysely
      .updateTable('sms_code')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        used: eb.case().when('code_hash', 'in', codeHashes).then(1).else(0).end(),
      }))
      .where('id', '=', this.newestLive(mobile, now))
      .where('used', '=', 0)
      .where('attempts', '<', maxAttempts)
      .returning('used')
      .execute();
    return rows.length === 1 && Number(rows[0]!.used) === 1;
  }

  /** The codes of `mobile`, newest first (for tests and support). */
  async forPhone(mobile: string) {
    const rows = await this.db.kysely.selectFrom('sms_code').selectAll().where('mobile', '=', mobile).orderBy('id', 'desc').execute();
    return rows.map((r) => ({ id: Number(r.id), ip: r.ip, attempts: Number(r.attempts), used: Number(r.used) }));
  }
}
