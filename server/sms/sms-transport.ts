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
