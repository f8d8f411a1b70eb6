/**
 * What the SMS gateways' local fakes share: an HTTP server on a free loopback port that hands each
 * request (with its raw body) to the fake, and records what it decided. Test support only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One request as the fake judged it: whether the signature held, what it asked for, what it got. */
export interface Received {
  signature: 'valid' | 'invalid';
  /** Why the fake refused the signature or the request (empty when it did not). */
  problem: string;
  params: Record<string, unknown>;
  answer: FakeAnswer;
}

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

export async function startFake(handle: (req: FakeRequest) => Omit<Received, 'answer'> & { answer: FakeAnswer }): Promise<FakeServer> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let outcome: Received;
      try {
        outcome = handle({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      } catch (error) {
        outcome = { signature: 'invalid', problem: String(error), params: {}, answer: { status: 500, body: { error: String(error) } } };
      }
      received.push(outcome);
      res.writeHead(outcome.answer.status, { 'content-type': 'application/json;charset=utf-8', ...outcome.answer.headers });
      res.end(JSON.stringify(outcome.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
