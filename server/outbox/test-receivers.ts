/**
 * Local stand-ins for the outbox's receivers, for tests and the crash benchmark: one HTTP server that
 * answers like the generic webhook, WeCom, DingTalk and Feishu (each under its own path), and an SMTP
 * server. Both record what they received and can be told to fail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type HttpPath = '/webhook' | '/wecom' | '/dingtalk' | '/feishu';

export interface ReceivedRequest {
  path: HttpPath;
  /** Path and query as sent (DingTalk's signature is in the query). */
  url: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
  at: number;
}

/** How a path answers: `fail` tries are refused before it accepts again (Infinity: it never does). */
export interface Behaviour {
  fail: number;
  /** Milliseconds before answering. */
  delayMs: number;
}

const OK: Record<HttpPath, object> = {
  '/webhook': { received: true },
  '/wecom': { errcode: 0, errmsg: 'ok' },
  '/dingtalk': { errcode: 0, errmsg: 'ok' },
  '/feishu': { code: 0, msg: 'success', data: {} },
};
// The robots refuse with 200 and an error code of their own, the webhook with a 5xx.
const REFUSED: Record<HttpPath, { status: number; body: object }> = {
  '/webhook': { status: 503, body: { error: 'unavailable' } },
  '/wecom': { status: 200, body: { errcode: 45009, errmsg: 'api freq out of limit' } },
  '/dingtalk': { status: 200, body: { errcode: 130101, errmsg: 'send too fast' } },
  '/feishu': { status: 200, body: { code: 9499, msg: 'too many request' } },
};

export interface HttpReceiver {
  url(path: HttpPath): string;
  /** Accepted messages, in the order they were accepted. */
  received: ReceivedRequest[];
  /** Every try, accepted or refused. */
  tries: ReceivedRequest[];
  /** The accepted messages on `path` with this Idempotency-Key (a request's `ref`). */
  receivedWith(path: HttpPath, key: string): ReceivedRequest[];
  /** Every try on `path` with this Idempotency-Key. */
  triesWith(path: HttpPath, key: string): ReceivedRequest[];
  behave(path: HttpPath, behaviour: Partial<Behaviour>): void;
  /** Highest number of requests with one Idempotency-Key being answered at the same time. */
  maxConcurrentPerKey(): number;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const tries: ReceivedRequest[] = [];
  const behaviours = new Map<HttpPath, Behaviour>();
  const inFlight = new Map<string, number>();
  let maxConcurrent = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname as HttpPath;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // left null: a test asserts on it
      }
      const entry: ReceivedRequest = { path, url: req.url ?? '', headers: req.headers, raw, body, at: Date.now() };
      const key = String(req.headers['idempotency-key'] ?? '');
      const now = (inFlight.get(key) ?? 0) + 1;
      inFlight.set(key, now);
      maxConcurrent = Math.max(maxConcurrent, now);
      const behaviour = behaviours.get(path) ?? { fail: 0, delayMs: 0 };
      const answer = () => {
        inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
        tries.push(entry);
        if (!(path in OK)) {
          res.writeHead(404).end();
          return;
        }
        if (behaviour.fail > 0) {
          behaviour.fail -= 1;
          const refused = REFUSED[path];
          res.writeHead(refused.status, { 'content-type': 'application/json' }).end(JSON.stringify(refused.body));
          return;
        }
        received.push(entry);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(OK[path]));
      };
      if (behaviour.delayMs > 0) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const withKey = (list: ReceivedRequest[], path: HttpPath, key: string) =>
    list.filter((r) => r.path === path && r.headers['idempotency-key'] === key);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    tries,
    receivedWith: (path, key) => withKey(received, path, key),
    triesWith: (path, key) => withKey(tries, path, key),
    behave: (path, b) => behaviours.set(path, { fail: 0, delayMs: 0, ...behaviours.get(path), ...b }),
    maxConcurrentPerKey: () => maxConcurrent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>`: what NOTIFY_SMTP_URL is set to. */
  url: string;
  mails: ParsedMail[];
  /** When each accepted mail arrived (epoch ms). */
  receivedAt: number[];
  /** Envelope recipients of each accepted mail. */
  recipients: string[][];
  tries: number;
  /** Refuse this many messages with a temporary error (451) before accepting again. */
  fail: number;
  /** The accepted mails with this Idempotency-Key header (a request's `ref`). */
  mailsWith(key: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const state: Omit<SmtpReceiver, 'close' | 'url' | 'mailsWith'> = { mails: [], receivedAt: [], recipients: [], tries: 0, fail: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.tries += 1;
          if (state.fail > 0) {
            state.fail -= 1;
            const error = Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 });
            return callback(error);
          }
          state.mails.push(mail);
          state.receivedAt.push(Date.now());
          state.recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-message resets its connection: that is the crash test's point, not a failure here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const receiver = Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    mailsWith: (key: string) => state.mails.filter((m) => m.headers.get('idempotency-key') === key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return receiver as SmtpReceiver;
}
