import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Builds, type PublishStatus } from './builds';

/** What the build hook and the health answer need of publishing. */
export interface Publisher {
  /** Starts a publish, or asks the running one for one more run (however many ask, one more). */
  trigger(): 'started' | 'queued';
  status(): PublishStatus;
}

/**
 * Publishes in a process of its own (`scripts/publish.ts`, Gatsby's output to builds/build.log), so the API
 * keeps answering while the site builds; the lock and the coalescing are the publish's own
 * (runCoalesced), this only avoids starting a second process while its first is still starting.
 */
export class ProcessPublisher implements Publisher {
  private readonly builds: Builds;
  private child: ChildProcess | null = null;

  constructor(
    buildsDir: string,
    private readonly root: string,
    private readonly command: readonly string[] = [
      process.execPath,
      '--import',
      'tsx',
      path.join(root, 'scripts/publish.ts'),
      '--quiet-build',
    ],
  ) {
    this.builds = new Builds(buildsDir);
  }

  trigger(): 'started' | 'queued' {
    const starting = this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
    if (starting || this.builds.running()) {
      this.builds.requestAnother();
      return 'queued';
    }
    fs.mkdirSync(this.builds.dir, { recursive: true });
    const log = fs.openSync(path.join(this.builds.dir, 'publish.log'), 'a');
    const child = spawn(this.command[0]!, this.command.slice(1), { cwd: this.root, detached: true, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    child.on('error', () => {});
    child.unref();
    this.child = child;
    return 'started';
  }

  status(): PublishStatus {
    return this.builds.readStatus();
  }
}
