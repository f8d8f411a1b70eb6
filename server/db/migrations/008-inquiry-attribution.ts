import type { Kysely } from 'kysely';

/**
 * Where a request's visitor came from (contract/attribution.ts): one JSON object of the campaign fields
 * the browser sent (first touch, last touch's campaign, referring host, landing page, first visit), or
 * null. One column, so a field added to the contract needs no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('attribution', 'text').execute();
}
