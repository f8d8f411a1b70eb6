const fs = require('node:fs');
const net = require('node:net');
const { spawnSync } = require('node:child_process');

/** Whether a Redis server answers PING at `url` within two seconds. */
function redisAnswers(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(String(d).startsWith('+PONG')));
  });
}

/** Worker `worker`'s database beside `url`'s (`test` → `test_w1`): its name and its URL. */
function workerDatabase(url, worker) {
  const u = new URL(url);
  const name = `${decodeURIComponent(u.pathname.slice(1)) || 'postgres'}_w${worker}`;
  u.pathname = `/${name}`;
  return { name, url: u.toString() };
}

/**
 * Finds out once whether PostgreSQL and Redis answer, so the suites that need them can skip themselves
 * cleanly (TEST_POSTGRES_URL, TEST_REDIS_URL empty when absent). In CI (`CI` set, as `.ci/run` does) nothing
 * may skip: a missing service or program fails the run here, naming it and what installs or starts it.
 */
module.exports = async function globalSetup(globalConfig) {
  const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
  process.env.TEST_REDIS_URL = (await redisAnswers(redisUrl)) ? redisUrl : '';
  if (!process.env.TEST_REDIS_URL) console.warn(`\nRedis not reachable at ${redisUrl}: the shared-limit suites are skipped.\n`);
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    // A database per worker, made once and kept: the suites' schemas come and go in it. Two workers in one
    // database would meet each other's schemas half-dropped in a catalog scan (the migrator lists every
    // schema's tables), which fails the scan with "schema … does not exist".
    const workerUrls = {};
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
      const { name, url: workerUrl } = workerDatabase(url, worker);
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
      workerUrls[worker] = workerUrl;
    }
    process.env.TEST_POSTGRES_URL = url;
    process.env.TEST_POSTGRES_WORKER_URLS = JSON.stringify(workerUrls);
  } catch (error) {
    process.env.TEST_POSTGRES_URL = '';
    console.warn(`\nPostgreSQL not reachable at ${url} (${error.message}): the api-postgres suites are skipped.\n`);
  } finally {
    await client.end().catch(() => {});
  }
  if (process.env.CI) {
    const missing = [
      !process.env.TEST_REDIS_URL && `Redis at ${redisUrl} (start it: redis-server --daemonize yes --bind 127.0.0.1)`,
      !process.env.TEST_POSTGRES_URL && `PostgreSQL at ${url} (start the cluster, or set TEST_DATABASE_URL)`,
      spawnSync('redis-server', ['--version']).status !== 0 && 'the redis-server program (apt-get install redis-server)',
      !fs.existsSync('/usr/bin/prometheus') && 'Prometheus (apt-get install --no-install-recommends prometheus)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`CI runs every suite; these are missing, so some would be skipped:\n- ${missing.join('\n- ')}`);
    }
  }
};
