import type { Kysely } from 'kysely';

/**
 * A request's consent (contract/consent.ts): the version of the privacy notice the visitor agreed to by
 * ticking the form's box, and when (ISO time the request was accepted); both null without a tick.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('consent_version', 'text').execute();
  await db.schema.alterTable('inquiry').addColumn('consented_at', 'text').execute();
}
