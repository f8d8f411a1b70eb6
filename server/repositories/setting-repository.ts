import type { Db } from '../db/database';

/** Values generated once and shared by every replica (the `setting` table). Only this file touches it. */
export class SettingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The value of `name`; the first caller anywhere stores `generate()`'s, and every replica, now or
   * after a restart, reads that same one (a concurrent first insert loses and reads the winner's).
   */
  async getOrCreate(name: string, generate: () => string): Promise<string> {
    await this.db.kysely
      .insertInto('setting')
      .values({ name, value: generate() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db.kysely.selectFrom('setting').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
