import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database';

/**
 * What a migration may need to ask about the schema it finds, on either store. PostgreSQL answers for the
 * connection's own schema (`?schema=`), as every statement the migrations run does.
 */
export async function hasIndex(db: Kysely<unknown>, dialect: DialectName, name: string): Promise<boolean> {
  if (dialect === 'postgres') {
    const row = (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db)).rows[0];
    return !!row?.found;
  }
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name = ${name}`.execute(db);
  return rows.rows.length > 0;
}

export async function hasTable(db: Kysely<unknown>, dialect: DialectName, name: string): Promise<boolean> {
  if (dialect === 'postgres') {
    const row = (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db)).rows[0];
    return !!row?.found;
  }
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return rows.rows.length > 0;
}

export async function hasColumn(db: Kysely<unknown>, dialect: DialectName, table: string, column: string): Promise<boolean> {
  if (dialect === 'postgres') {
    const rows = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
    return rows.rows.length > 0;
  }
  const rows = await sql<{ name: string }>`select name from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return rows.rows.length > 0;
}
