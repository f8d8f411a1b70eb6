import { SUCCESS, type Envelope } from '../../contract/envelope';

/** Fetches the site API during the build. Any failure stops the build with a message naming the call. */
export class SiteApiError extends Error {}

/**
 * A GET of the site API that resolves to the envelope's `data`. `T` is the answer's contract type
 * (contract/content): the server serialises with the same schema, so the cast is the contract.
 */
export type SiteApiGet = <T>(path: string) => Promise<T>;

export function createClient(baseUrl: string, fetchImpl: typeof fetch = fetch): SiteApiGet {
  const root = baseUrl.replace(/\/+$/, '');
  return async function get<T>(path: string): Promise<T> {
    const url = `${root}/designer/v1${path}`;
    let res: Response;
    try {
      res = await fetchImpl(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      throw new SiteApiError(
        `site API unreachable: GET ${url} failed (${(error as Error).message}). Is the API running, and is SITE_API_URL right?`,
      );
    }
    let body: Envelope<T>;
    try {
      body = (await res.json()) as Envelope<T>;
    } catch {
      throw new SiteApiError(`site API answered GET ${url} with status ${res.status} and a body that is not JSON`);
    }
    if (!res.ok || body?.code !== SUCCESS) {
      throw new SiteApiError(
        `site API answered GET ${url} with status ${res.status}, code ${body?.code ?? '(none)'}: ${body?.message ?? ''}`,
      );
    }
    return body.data;
  };
}

/** Runs `task` over `items` with at most `limit` at a time, keeping order. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
