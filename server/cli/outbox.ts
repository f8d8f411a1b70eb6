/**
 * `npm run outbox -- status`: what waits to be delivered, what keeps failing, what gave up.
 * `npm run outbox -- retry-dead [--channel NAME]`: gives dead notifications a fresh set of tries (the
 * running workers pick them up at their next poll).
 */
import { parseArgs } from 'node:util';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { runMain } from '../lib/cli-process';
import { CHANNELS, KINDS } from '../outbox/config';
import { OutboxRepository } from '../outbox/outbox-repository';

const USAGE = 'usage: npm run outbox -- status | retry-dead [--channel NAME]';

/** "3 h 12 min", "45 s": how long the oldest row has waited. */
export function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ${s % 60} s`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** Runs one operator command; answers the text to print and the exit code. */
export async function outboxCommand(
  args: string[],
  db: Db,
  config: ServerConfig,
  now = Date.now(),
): Promise<{ out: string; code: number }> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { channel: { type: 'string' } } });
  const repo = new OutboxRepository(db, config.outbox.routes);
  const [command] = positionals;
  if (command === 'status' && positionals.length === 1) {
    const stats = await repo.stats();
    const lines = [
      `outbox (${db.dialect}): pending ${stats.pending}, retrying ${stats.retrying}, dead ${stats.dead}`,
      `oldest pending: ${stats.oldestPendingAt === null ? 'none' : `${formatAge(now - stats.oldestPendingAt)} ago (${new Date(stats.oldestPendingAt).toISOString()})`}`,
    ];
    for (const d of await repo.deadByChannel())
      lines.push(`dead on ${d.channel}: ${d.n}${d.lastError ? ` (last error: ${d.lastError})` : ''}`);
    const configured = CHANNELS.filter((c) => config.outbox.channels[c]);
    lines.push(`channels configured here: ${configured.length > 0 ? configured.join(', ') : 'none'}`);
    for (const kind of KINDS) lines.push(`  ${kind} requests → ${config.outbox.routes[kind].join(', ') || 'nobody'}`);
    return { out: lines.join('\n'), code: 0 };
  }
  if (command === 'retry-dead' && positionals.length === 1) {
    if (values.channel !== undefined && !(CHANNELS as readonly string[]).includes(values.channel)) {
      return { out: `unknown channel "${values.channel}"; channels are ${CHANNELS.join(', ')}`, code: 2 };
    }
    const n = await repo.retryDead(values.channel, now);
    return { out: `${n} dead notification${n === 1 ? '' : 's'} queued again${values.channel ? ` on ${values.channel}` : ''}`, code: 0 };
  }
  return { out: USAGE, code: 2 };
}

async function main() {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    const { out, code } = await outboxCommand(process.argv.slice(2), db, config);
    process.exitCode = code;
    (code === 0 ? console.log : console.error)(out);
  } finally {
    await db.close();
  }
}

if (require.main === module) runMain(main);
