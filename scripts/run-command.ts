/**
 * Running another program from a script, a benchmark or a journey: one way to start it, collect what it
 * prints and learn how it ended, so no caller keeps a copy of the same child-process plumbing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** `capture` (the default) collects stdout and stderr into `output`; `inherit` prints them as they come. */
  output?: 'capture' | 'inherit';
  /** Also append what it prints to this file (with `capture`). */
  logFile?: string;
}

export interface RunResult {
  code: number;
  /** stdout and stderr, interleaved as they arrived (empty with `inherit`). */
  output: string;
  seconds: number;
}

/** Runs `command` with `args`; resolves when it exits, whatever its code; rejects only when it cannot start. */
export function runCommand(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const inherit = options.output === 'inherit';
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    });
    const chunks: Buffer[] = [];
    const log = options.logFile && !inherit ? fs.createWriteStream(options.logFile, { flags: 'a' }) : null;
    const take = (chunk: Buffer) => {
      chunks.push(chunk);
      log?.write(chunk);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      log?.end();
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Runs `scripts/<name>.ts` (as `npm run` would: Node with tsx) in the project, or in `options.cwd`'s copy of it. */
export function runScript(name: string, args: string[] = [], options: RunOptions = {}): Promise<RunResult> {
  const root = options.cwd ?? ROOT;
  return runCommand(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args], options);
}
