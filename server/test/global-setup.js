/** Finds out once whether PostgreSQL answers, so the PostgreSQL suites can skip themselves cleanly. */
module.exports = async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_URL = url;
  } catch (error) {
    process.env.TEST_POSTGRES_URL = '';
    console.warn(`\nPostgreSQL not reachable at ${url} (${error.message}): the api-postgres suites are skipped.\n`);
  } finally {
    await client.end().catch(() => {});
  }
};
