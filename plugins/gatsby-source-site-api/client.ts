import { SUCCESS, type Envelope } from '../../contract/envelope';
import { createSlots } from '../../src/lib/limit';

/**
 * Fetches the site API during the build. Any failure stops the build with a message saying what failed:
 * the method and URL, the status or the network error's code, and how many attempts were made.
 */
export class SiteApiError extends Error {}

/**
 * A GET of the site API that resolves to the envelope's `data`. `T` is the answer's contract type
 * (contract/content): the server serialises with the same schema, so the cast is the contract.
 */
export type SiteApiGet = <T>(path: string) => Promise<T>;

/** An answer kept from an earlier build, with the ETag it came with. */
export interface KnownAnswer<T> {
  data: T;
  etag: string;
}

/**
 * A GET that sends the ETag of `known` (If-None-Match): on 304 it resolves to `known`'s data without a
 * body to read. `etag` is the answer's (null when the API sent none); `changed` is false on 304.
 */
export type SiteApiRevalidate = <T>(path: string, known?: KnownAnswer<T>) => Promise<{ data: T; etag: string | null; changed: boolean }>;

/** How hard the client tries before it gives up; the defaults suit a build, tests make the waits instant. */
export interface ClientOptions {
  /** Attempts per request, the first included. */
  attempts?: number;
  /** The wait before the first retry; it doubles for each retry after that. */
  firstDelayMs?: number;
  /** The longest wait between attempts, a server's Retry-After included. */
  maxDelayMs?: number;
  /**
   * While the API has never answered, a refused connection is retried for this long from the first
   * request, even past `attempts`: the API may still be starting.
   */
  startupMs?: number;
  /** One attempt's limit, from sending the request to reading the whole body. */
  timeoutMs?: number;
  /** Requests in flight at once (the build sources every kind together; the API needs no more). */
  maxInFlight?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const DEFAULTS: Required<ClientOptions> = {
  attempts: 5,
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  startupMs: 30_000,
  timeoutMs: 60_000,
  maxInFlight: 16,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

/**
 * Network errors worth another attempt: the connection was refused, reset or closed (a keep-alive socket
 * the API closed while the build was busy), or an attempt timed out. Node's fetch (undici) rejects with
 * `TypeError('fetch failed')` and puts the reason in `cause.code`.
 */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'TimeoutError',
]);

/** The code of a network error: its own, its cause's (undici), or the first of an AggregateError's. */
export function networkErrorCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown; errors?: unknown; name?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if (typeof e.code === 'string') return e.code;
    if (Array.isArray(e.errors)) {
      const inner = e.errors.map(networkErrorCode).find(Boolean);
      if (inner) return inner;
    }
    if (e.name === 'TimeoutError') return 'TimeoutError';
    e = e.cause as typeof e;
  }
  return undefined;
}

function describeNetworkError(error: unknown): string {
  const code = networkErrorCode(error);
  const outer = (error as Error)?.message ?? String(error);
  const cause = (error as { cause?: { message?: string } })?.cause?.message;
  const detail = cause && cause !== outer ? `${outer}: ${cause}` : outer;
  return code ? `${code} (${detail})` : detail;
}

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined without a usable one. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** One attempt's outcome: the data, or why not and whether another attempt may help. */
type Attempt<T> =
  | { ok: true; data: T; etag: string | null; changed: boolean }
  | { ok: false; answered: boolean; retry: boolean; message: string; code?: string; retryAfterMs?: number };

export function createClient(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  options: ClientOptions = {},
): SiteApiGet & { revalidate: SiteApiRevalidate } {
  const o = { ...DEFAULTS, ...options };
  const root = baseUrl.replace(/\/+$/, '');
  // Whether the API has answered this client yet, and when the client first asked: until it answers, a
  // refused connection means "not up yet" and is retried for up to startupMs.
  let answered = false;
  let firstRequestAt: number | undefined;
  const slot = createSlots(o.maxInFlight);

  async function attempt<T>(url: string, known?: KnownAnswer<T>): Promise<Attempt<T>> {
    let res: Response | undefined;
    let text: string;
    try {
      const headers: Record<string, string> = { accept: 'application/json', ...(known ? revalidateHeaders(known.etag) : {}) };
      const release = await slot();
      try {
        res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(o.timeoutMs) });
        // The body is read here, so a connection closed half-way is a network error, not "not JSON".
        text = await res.text();
      } finally {
        release();
      }
    } catch (error) {
      const code = networkErrorCode(error);
      const possibly =
        code === 'ECONNREFUSED' || code === 'ENOTFOUND'
          ? `; nothing answered at ${new URL(url).origin}: is the API running there, and is SITE_API_URL right?`
          : '';
      return {
        ok: false,
        answered: res !== undefined,
        retry: code !== undefined && TRANSIENT.has(code),
        code,
        message: `site API request failed: GET ${url}: ${describeNetworkError(error)}${possibly}`,
      };
    }
    // 5xx: the API or a proxy in front of it had a problem that may pass; 429: it asked us to slow down.
    if (res.status === 304 && known) return { ok: true, data: known.data, etag: known.etag, changed: false };
    const retry = res.status >= 500 || res.status === 429;
    const wait = res.status === 429 ? retryAfterMs(res.headers.get('retry-after'), Date.now()) : undefined;
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      return {
        ok: false,
        answered: true,
        retry,
        retryAfterMs: wait,
        message: `site API answered GET ${url} with status ${res.status} and a body that is not JSON`,
      };
    }
    if (!res.ok || body?.code !== SUCCESS) {
      return {
        ok: false,
        answered: true,
        retry,
        retryAfterMs: wait,
        message: `site API answered GET ${url} with status ${res.status}, code ${body?.code ?? '(none)'}: ${body?.message ?? ''}`,
      };
    }
    return { ok: true, data: body.data, etag: res.headers.get('etag'), changed: true };
  }

  const revalidate: SiteApiRevalidate = async <T>(path: string, known?: KnownAnswer<T>) => {
    const url = `${root}/designer/v1${path}`;
    const started = o.now();
    firstRequestAt ??= started;
    for (let n = 1; ; n += 1) {
      const result = await attempt<T>(url, known);
      if (result.ok) {
        answered = true;
        return { data: result.data, etag: result.etag, changed: result.changed };
      }
      answered ||= result.answered;
      const starting = result.code === 'ECONNREFUSED' && !answered && o.now() - firstRequestAt < o.startupMs;
      if (!result.retry || (n >= o.attempts && !starting)) {
        const seconds = ((o.now() - started) / 1000).toFixed(1);
        throw new SiteApiError(`${result.message} (${n === 1 ? '1 attempt' : `${n} attempts over ${seconds} s`})`);
      }
      let wait = Math.min(result.retryAfterMs ?? o.firstDelayMs * 2 ** (n - 1), o.maxDelayMs);
      if (starting) wait = Math.min(wait, firstRequestAt + o.startupMs - o.now());
      await o.sleep(wait);
    }
  };
  const get = async <T>(path: string): Promise<T> => (await revalidate<T>(path)).data;
  return Object.assign(get, { revalidate });
}

/**
 * The headers of a GET that asks whether `etag` is still current. With no Cache-Control of its own, fetch
 * adds `no-cache` to a conditional request (the Fetch standard's "no-store" mode), and the API's static
 * files then answer 200 with the whole body: every image was downloaded and processed again on every build.
 */
export const revalidateHeaders = (etag: string): Record<string, string> => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

/**
 * What a build keeps an asset's answer under: its address without the API's origin, since the build's own
 * API listens on a new port every time (scripts/with-api.ts). Keyed by the full URL, nothing kept was ever
 * found again.
 */
export function assetKey(url: string, apiBase: string): string {
  const origin = new URL(apiBase).origin;
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/**
 * A GET of a file the API serves (an image, a download), with the client's retries: a transient network
 * error or a 5xx answer is tried again, up to `attempts` in all. Resolves to the last answer (the caller
 * judges its status); rejects with a SiteApiError saying what failed and how many attempts were made.
 */
export async function fetchAsset(url: string, init: RequestInit = {}, options: ClientOptions = {}): Promise<Response> {
  const o = { ...DEFAULTS, ...options };
  const started = o.now();
  for (let n = 1; ; n += 1) {
    let res: Response | undefined;
    let failure: unknown;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs) });
    } catch (error) {
      failure = error;
    }
    const retry = res ? res.status >= 500 : TRANSIENT.has(networkErrorCode(failure) ?? '');
    if (!retry || n >= o.attempts) {
      if (res) return res;
      const seconds = ((o.now() - started) / 1000).toFixed(1);
      throw new SiteApiError(
        `site API request failed: GET ${url}: ${describeNetworkError(failure)} (${n === 1 ? '1 attempt' : `${n} attempts over ${seconds} s`})`,
      );
    }
    await res?.arrayBuffer().catch(() => undefined);
    await o.sleep(Math.min(o.firstDelayMs * 2 ** (n - 1), o.maxDelayMs));
  }
}
