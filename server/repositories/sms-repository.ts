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

  /** Codes sent to `mobile` since `since` (ms), newest first. */
  async sentToPhone(mobile: string, since: number) {
    const rows = await this.db.kysely
      .selectFrom('sms_code')
      .select(['id', 'created_at'])
      .where('mobile', '=', mobile)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), createdAt: Number(r.created_at) }));
  }

  async countFromIp(ip: string, since: number): Promise<number> {
    const r = await this.db.kysely
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The newest unused, unexpired code for `mobile`. */
  async latestLive(mobile: string, now: number) {
    const r = await this.db.kysely
      .selectFrom('sms_code')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('used', '=', 0)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return r && { id: Number(r.id), codeHash: r.code_hash, attempts: Number(r.attempts) };
  }

  async recordAttempt(id: number): Promise<void> {
    await this.db.kysely
      .updateTable('sms_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async markUsed(id: number): Promise<void> {
    await this.db.kysely.updateTable('sms_code').set({ used: 1 }).where('id', '=', id).execute();
  }
}
