/**
 * `npm run rollback`: serves the build before the current one again (builds/previous), at once and without a
 * restart; the build it replaces becomes the previous one, so a second rollback undoes the first. Waits for
 * nothing and builds nothing; refused while a publish runs (it would switch again when done).
 */
import { loadConfig } from '../server/config';
import { Builds } from '../server/publish/builds';

const builds = new Builds(loadConfig().publish.buildsDir);

if (!builds.tryLock()) {
  console.error(`rollback: a publish is running (pid ${builds.lockHolder()?.pid}); roll back when it is done`);
  process.exit(1);
}
try {
  const started = performance.now();
  const { from, to } = builds.rollback();
  builds.writeStatus({
    result: 'rolled-back',
    buildId: to,
    finishedAt: new Date().toISOString(),
    durationSeconds: Math.round(performance.now() - started) / 1000,
    error: null,
  });
  console.log(`rollback: serving ${to} again (was ${from}; \`npm run rollback\` again serves ${from})`);
} catch (error) {
  console.error(`rollback: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  builds.unlock();
}
