import type { Kysely } from 'kysely';

/**
 * The id of the HTTP request that stored a contact request (contract/request-id.ts): the same id is in
 * nginx's access log, the API's log lines and the worker's delivery lines, so one request can be
 * followed from the edge to the sales team. Requests stored before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('request_id', 'text').execute();
}
