import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builds, runCoalesced } from './builds';

const tmp = () => new Builds(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'builds-')), 'builds'));
const build = (builds: Builds, id: string) => {
  fs.mkdirSync(builds.pathOf(id), { recursive: true });
  fs.writeFileSync(path.join(builds.pathOf(id), 'index.html'), id);
  return id;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one publish at a time, coalesced', () => {
  test('requests while a publish runs make exactly one more run', async () => {
    const builds = tmp();
    const runs: number[] = [];
    let running = 0;
    const publish = async () => {
      running += 1;
      expect(running).toBe(1);
      runs.push(runs.length + 1);
      await sleep(100);
      running -= 1;
    };
    const first = runCoalesced(builds, publish);
    await sleep(20);
    // Three more asks during the first run: queued, not run beside it.
    expect(await Promise.all([runCoalesced(builds, publish), runCoalesced(builds, publish), runCoalesced(builds, publish)])).toEqual([
      'queued',
      'queued',
      'queued',
    ]);
    expect(await first).toBe('ran');
    expect(runs).toEqual([1, 2]);
    expect(builds.running()).toBe(false);
    expect(builds.pending()).toBe(false);
    // Asked again when idle: runs once.
    expect(await runCoalesced(builds, publish)).toBe('ran');
    expect(runs).toEqual([1, 2, 3]);
  });

  test('an ask that arrives during the extra run makes one more again; none is lost', async () => {
    const builds = tmp();
    let runs = 0;
    const publish = async () => {
      runs += 1;
      await sleep(60);
    };
    const first = runCoalesced(builds, publish);
    await sleep(10);
    await runCoalesced(builds, publish); // during run 1
    await sleep(80); // now in run 2
    await runCoalesced(builds, publish); // during run 2
    await first;
    expect(runs).toBe(3);
  });

  test('a lock left by a process that died is taken over; a live holder is respected', async () => {
    const builds = tmp();
    fs.mkdirSync(builds.dir, { recursive: true });
    fs.writeFileSync(path.join(builds.dir, 'publish.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: '2026-11-27T08:00:00Z' }));
    expect(builds.running()).toBe(false);
    expect(await runCoalesced(builds, async () => {})).toBe('ran');
    fs.writeFileSync(path.join(builds.dir, 'publish.lock'), JSON.stringify({ pid: process.ppid, startedAt: '2026-11-27T08:00:00Z' }));
    expect(builds.running()).toBe(true);
    let ran = false;
    expect(
      await runCoalesced(builds, async () => {
        ran = true;
      }),
    ).toBe('queued');
    expect(ran).toBe(false);
    expect(builds.readStatus().state).toBe('queued');
  });
});

describe('the served build', () => {
  test('switching keeps the one before as previous; rollback swaps them; prune keeps both', () => {
    const builds = tmp();
    const [a, b, c] = [build(builds, '20261127T080000000Z'), build(builds, '20261127T081000000Z'), build(builds, '20261127T082000000Z')];
    expect(builds.current()).toBeNull();
    builds.switchTo(a);
    expect([builds.current(), builds.previous()]).toEqual([a, null]);
    builds.switchTo(b);
    builds.switchTo(c);
    expect([builds.current(), builds.previous()]).toEqual([c, b]);
    expect(builds.rollback()).toEqual({ from: c, to: b });
    expect([builds.current(), builds.previous()]).toEqual([b, c]);
    expect(builds.rollback()).toEqual({ from: b, to: c });
    expect(builds.prune(0)).toEqual([a]);
    expect(builds.list()).toEqual([b, c]);
    expect(() => builds.switchTo('20261127T090000000Z')).toThrow(/no build/);
  });

  test('rollback without a previous build is refused and changes nothing', () => {
    const builds = tmp();
    builds.switchTo(build(builds, '20261127T080000000Z'));
    expect(() => builds.rollback()).toThrow('nothing to roll back to');
    expect(builds.current()).toBe('20261127T080000000Z');
  });
});
