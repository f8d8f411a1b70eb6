import { expect, test } from '@playwright/test';
import { pageTypePaths } from './page-types';
import type { Lang } from './helpers';

/**
 * Security of every answer: the pages run under a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' for scripts and break none of it; every answer (page, file, redirect, 404, API) carries
 * the security headers; the build's internals and the error pages under their own URLs are not content.
 */

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`every page type runs without a CSP violation (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const pages = await pageTypePaths(request, lang);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const w = window as unknown as { cspViolations?: string[] };
        (w.cspViolations ??= []).push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    for (const { name, path, status } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), name).toBe(status);
      const csp = response?.headers()['content-security-policy'] ?? '';
      // Scripts from the site itself and the build's inline scripts by hash (the consented ad tag's hosts may
      // sit between them), never any inline script or eval.
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
      expect(scriptSrc, `${name}: the page's script-src`).toContain("'self'");
      expect(
        scriptSrc.some((source) => source.startsWith("'sha256-")),
        `${name}: inline scripts by hash`,
      ).toBe(true);
      expect(scriptSrc, `${name}: no inline script without a hash`).not.toContain("'unsafe-inline'");
      expect(scriptSrc, `${name}: no eval`).not.toContain("'unsafe-eval'");
      // Scrolling through the page loads what waits for the viewport (forms) or the idle browser (widgets).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      violations.push(...seen.map((v) => `${name} ${path}: ${v}`));
    }
    expect(violations, `CSP violations on ${pages.length} pages`).toEqual([]);
  });
}

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
