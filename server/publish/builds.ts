/**
 * The published builds on disk, and the one publish at a time (`npm run publish`, `npm run rollback`, the
 * build hook). Layout of the builds folder (BUILDS_DIR, default `builds/` in the project):
 *
 *   builds/<id>/          one complete build each (a copy of Gatsby's public/ with its _headers)
 *   builds/current        symbolic link to the served build; replaced by rename(2), so it switches at once
 *   builds/previous       symbolic link to the build served before it (`npm run rollback` serves it again)
 *   builds/publish.lock   held while a publish runs: {"pid", "startedAt"} (a dead holder's lock is taken over)
 *   builds/publish.pending  asked for while one ran: the running publish runs once more (coalesced)
 *   builds/status.json    the last publish: when, how long, result, build id (the API's health shows it)
 *
 * Pure file operations: the site server reads `current`, the publish script and the API's hook the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PublishStatusData } from '../../contract/content';

export const CURRENT = 'current';
export const PREVIOUS = 'previous';
const LOCK = 'publish.lock';
const PENDING = 'publish.pending';
const STATUS = 'status.json';

/** The last publish as the health answer shows it (contract/content/service.ts). */
export type PublishStatus = PublishStatusData;

interface LockInfo {
  pid: number;
  startedAt: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class Builds {
  constructor(readonly dir: string) {}

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /** The build a link names (its id), or null. */
  private target(link: string): string | null {
    try {
      return path.basename(fs.readlinkSync(this.file(link)));
    } catch {
      return null;
    }
  }

  /** The id of the served build, or null before the first publish. */
  current(): string | null {
    return this.target(CURRENT);
  }

  previous(): string | null {
    return this.target(PREVIOUS);
  }

  /** A new build's id: its UTC time to the millisecond, sortable (`20261127T090012345Z`). */
  newId(now = new Date()): string {
    return now.toISOString().replace(/[-:.]/g, '');
  }

  pathOf(id: string): string {
    return this.file(id);
  }

  /** Every build folder, oldest first. */
  list(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && /^\d{8}T\d{9}Z$/.test(e.name))
      .map((e) => e.name)
      .sort();
  }

  /** Points `link` at build `id` in one rename(2): a reader sees the old target or the new, never none. */
  private point(link: string, id: string) {
    const tmp = this.file(`.${link}.${process.pid}.${Date.now()}`);
    fs.symlinkSync(id, tmp);
    fs.renameSync(tmp, this.file(link));
  }

  /** Serves build `id`; the build served until now becomes `previous`. */
  switchTo(id: string): void {
    if (!fs.existsSync(path.join(this.pathOf(id), 'index.html'))) throw new Error(`no build ${id} in ${this.dir}`);
    const was = this.current();
    if (was && was !== id) this.point(PREVIOUS, was);
    this.point(CURRENT, id);
  }

  /** Serves `previous` again (the build it replaces becomes `previous`, so a second rollback undoes the first). */
  rollback(): { from: string; to: string } {
    const from = this.current();
    const to = this.previous();
    if (!from || !to || !fs.existsSync(this.pathOf(to))) throw new Error('nothing to roll back to: no previous build');
    this.switchTo(to);
    return { from, to };
  }

  /** Removes builds other than current and previous, keeping the newest `keep` of them (a build being written included). */
  prune(keep = 1, writing?: string): string[] {
    const kept = new Set([this.current(), this.previous(), writing].filter(Boolean));
    const others = this.list().filter((id) => !kept.has(id));
    const removed = others.slice(0, Math.max(0, others.length - keep));
    for (const id of removed) fs.rmSync(this.pathOf(id), { recursive: true, force: true });
    return removed;
  }

  // --- one publish at a time ---------------------------------------------------------------------------

  /** Takes the publish lock, or answers false when a live process holds it (a dead holder's lock is taken over). */
  tryLock(): boolean {
    fs.mkdirSync(this.dir, { recursive: true });
    const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.writeFileSync(this.file(LOCK), JSON.stringify(info), { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = this.lockHolder();
        if (holder && alive(holder.pid)) return false;
        // Left by a publish that died: remove it and try once more (another process may win the race).
        fs.rmSync(this.file(LOCK), { force: true });
      }
    }
    return false;
  }

  unlock(): void {
    const holder = this.lockHolder();
    if (holder?.pid === process.pid) fs.rmSync(this.file(LOCK), { force: true });
  }

  lockHolder(): LockInfo | null {
    try {
      return JSON.parse(fs.readFileSync(this.file(LOCK), 'utf8')) as LockInfo;
    } catch {
      return null;
    }
  }

  /** True while a live process holds the lock. */
  running(): boolean {
    const holder = this.lockHolder();
    return holder !== null && alive(holder.pid);
  }

  /** Asks the running publish for one more run (any number of asks during one run make one more run). */
  requestAnother(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(this.file(PENDING), new Date().toISOString());
  }

  /** Takes the request for another run: true when there was one. */
  takeRequest(): boolean {
    try {
      fs.rmSync(this.file(PENDING));
      return true;
    } catch {
      return false;
    }
  }

  pending(): boolean {
    return fs.existsSync(this.file(PENDING));
  }

  // --- status ------------------------------------------------------------------------------------------

  readStatus(): PublishStatus {
    let last: Partial<PublishStatus> = {};
    try {
      last = JSON.parse(fs.readFileSync(this.file(STATUS), 'utf8')) as Partial<PublishStatus>;
    } catch {
      // no publish yet
    }
    const state = this.running() ? (this.pending() ? 'queued' : 'running') : 'idle';
    return {
      state,
      result: last.result ?? 'none',
      buildId: last.buildId ?? this.current(),
      finishedAt: last.finishedAt ?? null,
      durationSeconds: last.durationSeconds ?? null,
      error: last.error ?? null,
    };
  }

  writeStatus(status: Omit<PublishStatus, 'state'>): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const tmp = this.file(`.${STATUS}.${process.pid}`);
    fs.writeFileSync(tmp, JSON.stringify(status, null, 2));
    fs.renameSync(tmp, this.file(STATUS));
  }
}

export type RunOutcome = 'ran' | 'queued';

/**
 * Runs `publish` under the lock, coalescing: when another process holds the lock, asks it for one more run
 * and answers 'queued' at once; otherwise runs, then runs again while runs were asked for meanwhile (any
 * number of asks during one run make one more), and releases the lock. A request that arrives between the
 * last check and the release is not lost: after releasing, the lock is taken again if a request is there.
 */
export async function runCoalesced(builds: Builds, publish: () => Promise<void>): Promise<RunOutcome> {
  builds.requestAnother();
  if (!builds.tryLock()) return 'queued';
  try {
    for (;;) {
      while (builds.takeRequest()) await publish();
      builds.unlock();
      // A request written after takeRequest() and before unlock() saw the lock held and returned 'queued'.
      if (!builds.pending() || !builds.tryLock()) return 'ran';
    }
  } finally {
    builds.unlock();
  }
}
