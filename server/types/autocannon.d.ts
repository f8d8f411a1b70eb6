/** The part of autocannon (which ships no types) that `npm run bench:api` uses. */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
    }
    interface Result {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
