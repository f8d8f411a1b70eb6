import { expect, test } from '@playwright/test';

/**
 * Security of every answer: every answer (page, file, redirect, 404, API) carries the security headers; the
 * build's internals and the error pages under their own URLs are not content. That every page type runs under
 * its Content-Security-Policy (no 'unsafe-inline' or 'unsafe-eval' for scripts) and breaks none of it is a
 * check of e2e/page-walk.spec.ts.
 */

test('every kind of answer carries the security headers', async ({ request }) => {
  const answers = {
    page: await request.get('/'),
    'English page': await request.get('/en'),
    script: await request.get((/<script src="(\/app-[^"]+\.js)"/.exec(await (await request.get('/')).text()) ?? [])[1] ?? '/app.js'),
    redirect: await request.get('/help', { maxRedirects: 0 }),
    'not found': await request.get('/no-such-page'),
    'API answer': await request.get('/designer/v1/home/health'),
  };
  expect(answers.script.status(), 'the page names its app script').toBe(200);
  expect(answers.redirect.status()).toBe(302);
  for (const [kind, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect(headers['strict-transport-security'], kind).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['permissions-policy'], kind).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, kind).toMatch(/frame-ancestors '(self|none)'/);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;\s*)default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, `${kind}: scripts allowed`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  }
});

test('the not-found and error pages answer their status under their own URLs', async ({ request }) => {
  for (const [path, status] of [
    ['/404', 404],
    ['/404.html', 404],
    ['/en/404', 404],
    ['/500', 500],
  ] as const) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(status);
  }
});

test('the build publishes no source maps, webpack stats or chunk map', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body, `${script} points at no source map`).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
  for (const internal of ['/webpack.stats.json', '/chunk-map.json', '/_headers']) {
    expect((await request.get(internal)).status(), internal).toBe(404);
  }
});
