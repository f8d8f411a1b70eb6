/**
 * A bounded stream of requests against a served site while it publishes and rolls back: pages of every kind,
 * a 404, a redirect and the API, over and over, each answer checked. No request may fail (a wrong status or
 * no answer), and no page may come with a CSP that lacks the hashes of its own inline scripts (the page's
 * scripts are read and hashed as the browser does; contract/headers-file.ts). Used by `npm run
 * bench:publish` and the publish journey (e2e/publish.spec.ts).
 */
import { inlineScriptHashes } from '../contract/headers-file';

/** What the stream asks for, with the status each must answer. */
export const STREAM_URLS: [string, number][] = [
  ['/', 200],
  ['/en', 200],
  ['/help/101', 200],
  ['/en/help/101', 200],
  ['/news/6', 200],
  ['/template', 200],
  ['/agreement', 200],
  ['/no-such-page', 404],
  ['/help', 302],
  ['/designer/v1/home/health', 200],
];

const scriptHashesOf = (csp: string) =>
  new Set([...(/script-src ([^;]*)/.exec(csp)?.[1] ?? '').matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!));

export interface Stream {
  requests: number;
  /** `url: status` or `url: error` of each request that failed. */
  failed: string[];
  /** Pages whose CSP lacked their own inline scripts' hashes. */
  blocked: string[];
  stop: () => Promise<void>;
}

/**
 * Starts `clients` clients against `base`, `rate` requests a second in all (each client waits between its
 * requests; one slower than that is followed at once). Bounded on purpose: unpaced, the clients and the site
 * server took a whole core of the two a build runs on.
 */
export function requestStream(base: string, { clients, rate }: { clients: number; rate: number }): Stream {
  const stream: Stream = { requests: 0, failed: [], blocked: [], stop: async () => {} };
  let running = true;
  const gap = (clients * 1000) / rate;
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const next = performance.now() + gap;
      const [url, status] = STREAM_URLS[i % STREAM_URLS.length]!;
      try {
        const res = await fetch(base + url, { redirect: 'manual' });
        const body = await res.text();
        stream.requests += 1;
        if (res.status !== status) stream.failed.push(`${url}: ${res.status}`);
        if (/text\/html/.test(res.headers.get('content-type') ?? '')) {
          const allowed = scriptHashesOf(res.headers.get('content-security-policy') ?? '');
          const missing = inlineScriptHashes(body).filter((h) => !allowed.has(h));
          if (missing.length) stream.blocked.push(`${url}: ${missing.length} inline scripts not in the CSP`);
        }
      } catch (error) {
        stream.requests += 1;
        stream.failed.push(`${url}: ${(error as Error).message}`);
      }
      const wait = next - performance.now();
      if (wait > 0 && running) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  const all = Array.from({ length: clients }, (_, i) => client(i * 3));
  stream.stop = async () => {
    running = false;
    await Promise.all(all);
  };
  return stream;
}
