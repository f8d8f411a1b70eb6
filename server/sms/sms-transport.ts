import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Sends a verification code to a phone. Swap in a real SMS gateway by implementing this. */
export interface SmsTransport {
  send(mobile: string, code: string): Promise<void>;
}

/** The default transport: the code goes to the server log, where a developer or operator can read it. */
export class LogSmsTransport implements SmsTransport {
  /** Set once the server's logger exists; until then codes go to standard output. */
  log: Pick<FastifyBaseLogger, 'info'> = { info: (obj: object, msg?: string) => console.log(msg, obj) } as never;

  async send(mobile: string, code: string): Promise<void> {
    this.log.info({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` }, `sms verification code: ${code}`);
  }
}

/**
 * Appends each code as a JSON line to a file (`SMS_OUTBOX=path`): for local testing and the browser
 * tests, which read the code a visitor would have received.
 */
export class FileSmsTransport implements SmsTransport {
  constructor(private readonly file: string) {}

  async send(mobile: string, code: string): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify({ mobile, code, at: new Date().toISOString() })}\n`);
  }
}

/** The transport the environment asks for: SMS_OUTBOX writes to a file, otherwise the server log. */
export function createSmsTransport(env: NodeJS.ProcessEnv = process.env): {
  transport: SmsTransport;
  bindLogger(log: FastifyBaseLogger): void;
} {
  if (env.SMS_OUTBOX) return { transport: new FileSmsTransport(path.resolve(env.SMS_OUTBOX)), bindLogger: () => {} };
  const log = new LogSmsTransport();
  return { transport: log, bindLogger: (l) => (log.log = l) };
}
