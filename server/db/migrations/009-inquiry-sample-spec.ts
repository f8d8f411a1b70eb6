import type { Kysely } from 'kysely';

/**
 * What a sample quote is priced by (contract/sample-spec.ts): one JSON object of the countries, LOI,
 * incidence, field days and quotas the buyer gave, or null. One column, as the attribution's (008).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('sample_spec', 'text').execute();
}
