/**
 * The build hook (POST /designer/v1/hooks/publish): refused without the secret (SPEC 8 envelopes, nothing
 * started), and with it starts a publish in a process of its own, coalescing the calls that arrive while it
 * runs into one more run; health shows the outcome. The publish here is a stand-in script that holds the
 * real lock (runCoalesced) for a moment and writes the status, not a Gatsby build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeDb, testApi, type TestApi } from '../test/helpers';
import { Builds } from './builds';
import { ProcessPublisher } from './publisher';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '../..');
const SECRET = 'hook-secret-7f3a9c';
const hook = (api: TestApi, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/designer/v1/hooks/publish', headers });

async function until(check: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeDb('the publish hook', () => {
  let dir: string;
  let runs: string;
  let api: TestApi;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-hook-'));
    runs = path.join(dir, 'runs.txt');
    const script = path.join(dir, 'fake-publish.ts');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';
import { Builds, runCoalesced } from ${JSON.stringify(path.join(ROOT, 'server/publish/builds'))};
const builds = new Builds(${JSON.stringify(path.join(dir, 'builds'))});
void runCoalesced(builds, async () => {
  fs.appendFileSync(${JSON.stringify(runs)}, 'run\\n');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  builds.writeStatus({ result: 'ok', buildId: '20261127T090000000Z', finishedAt: new Date().toISOString(), durationSeconds: 1.5, error: null });
});
`,
    );
    api = await testApi({ PUBLISH_HOOK_SECRET: SECRET, BUILDS_DIR: path.join(dir, 'builds') });
    api.services.publisher = new ProcessPublisher(path.join(dir, 'builds'), ROOT, [process.execPath, '--import', 'tsx', script]);
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('without the secret, or with a wrong one, it answers 401 A0401 and starts nothing', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { 'x-publish-secret': `${SECRET}x` },
      { authorization: SECRET },
    ];
    for (const headers of tries) {
      const res = await hook(api, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'A0401', message: expect.any(String), data: null });
    }
    expect(fs.existsSync(runs)).toBe(false);
  });

  test('a server without PUBLISH_HOOK_SECRET refuses every call with 403 A0403', async () => {
    const off = await testApi({ BUILDS_DIR: path.join(dir, 'off') });
    try {
      const tries: Record<string, string>[] = [{}, { authorization: 'Bearer ' }, { 'x-publish-secret': '' }];
      for (const headers of tries) {
        const res = await hook(off, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'A0403', message: expect.stringContaining('PUBLISH_HOOK_SECRET'), data: null });
      }
      expect(fs.existsSync(path.join(dir, 'off'))).toBe(false);
    } finally {
      await off.close();
    }
  });

  test('with the secret it starts a publish; calls during it make one more run; health shows the outcome', async () => {
    const health = async () => (await api.app.inject({ url: '/designer/v1/home/health' })).json().data.publish;
    expect(await health()).toEqual({ state: 'idle', result: 'none', buildId: null, finishedAt: null, durationSeconds: null, error: null });

    const first = await hook(api, { authorization: `Bearer ${SECRET}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: '00000', data: { accepted: 'started' } });
    const builds = new Builds(path.join(dir, 'builds'));
    await until(() => builds.running());
    for (let i = 0; i < 4; i++) {
      const again = await hook(api, { 'x-publish-secret': SECRET });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ accepted: 'queued', publish: { state: 'queued' } });
    }
    expect((await health()).state).toBe('queued');
    await until(() => !builds.running() && fs.existsSync(runs) && fs.readFileSync(runs, 'utf8').split('\n').filter(Boolean).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Five calls: the publish they started, and one more for the four that came while it ran.
    expect(fs.readFileSync(runs, 'utf8')).toBe('run\nrun\n');
    expect(await health()).toEqual({
      state: 'idle',
      result: 'ok',
      buildId: '20261127T090000000Z',
      finishedAt: expect.any(String),
      durationSeconds: 1.5,
      error: null,
    });
  });
});
