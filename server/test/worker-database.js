/**
 * Points this Jest worker's suites at its own PostgreSQL database (made by global-setup.js), so suites that
 * run side by side never share one database's catalog.
 */
const urls = JSON.parse(process.env.TEST_POSTGRES_WORKER_URLS || '{}');
const mine = urls[process.env.JEST_WORKER_ID || '1'];
if (process.env.TEST_POSTGRES_URL && mine) process.env.TEST_POSTGRES_URL = mine;
