/**
 * The site server follows the published build (server/publish/builds.ts): switching `builds/current` to
 * another build serves that build's pages with that build's CSP from the next request on, without a
 * restart, and no request fails or carries a policy that lacks its page's inline-script hashes.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatHeadersFile, HEADERS_FILE, inlineScriptHashes } from '../contract/headers-file';
import { pageContentSecurityPolicy, siteSecurityHeaders } from '../contract/security-headers';
import { Builds } from './publish/builds';
import { buildSiteServer, siteRoot } from './site-server';
import { describeDb, testApi } from './test/helpers';

jest.setTimeout(60_000);

/** A tiny build: a page with an inline script of its own, and the _headers whose CSP allows exactly it. */
function fakeBuild(dir: string, label: string) {
  fs.mkdirSync(path.join(dir, 'en'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.build=${JSON.stringify(label)}</script></head><body>${title}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page(`home ${label}`));
  fs.writeFileSync(path.join(dir, 'en/index.html'), page(`en home ${label}`));
  fs.writeFileSync(path.join(dir, '404.html'), page(`not found ${label}`));
  fs.writeFileSync(path.join(dir, '_redirects.json'), JSON.stringify([{ fromPath: '/old', toPath: `/${label}` }]));
  const hashes = inlineScriptHashes(page(''));
  fs.writeFileSync(
    path.join(dir, HEADERS_FILE),
    formatHeadersFile([{ path: '/*', headers: siteSecurityHeaders(pageContentSecurityPolicy(hashes)) }], `build ${label}`),
  );
}

/** The 'sha256-…' sources of a CSP's script-src. */
const scriptHashesOf = (csp: string) => [...(/script-src ([^;]*)/.exec(csp)?.[1] ?? '').matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);

describeDb('the site server follows the published build', () => {
  test('switching current changes the pages and their CSP at once; no request fails or is blocked', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-builds-'));
    const builds = new Builds(path.join(root, 'builds'));
    const [a, b] = ['20261127T090000000Z', '20261127T090100000Z'];
    fakeBuild(builds.pathOf(a), 'a');
    fakeBuild(builds.pathOf(b), 'b');
    fakeBuild(path.join(root, 'public'), 'public');
    const api = await testApi();
    const site = await buildSiteServer(api.services, siteRoot(path.join(root, 'public'), builds.dir), false);
    await site.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    const get = async (url: string) => {
      const res = await fetch(base + url, { redirect: 'manual' });
      return {
        status: res.status,
        csp: res.headers.get('content-security-policy') ?? '',
        body: await res.text(),
        location: res.headers.get('location'),
      };
    };
    try {
      // Before the first publish: public/.
      expect((await get('/')).body).toContain('home public');

      builds.switchTo(a);
      let page = await get('/');
      expect(page.body).toContain('home a');
      expect(scriptHashesOf(page.csp)).toEqual(inlineScriptHashes(page.body));
      expect((await get('/old')).location).toBe('/a');
      const cspOfA = page.csp;

      // Requests run without a pause while the link is switched back and forth.
      const seen = { a: 0, b: 0 };
      const problems: string[] = [];
      let stop = false;
      const loop = async () => {
        while (!stop) {
          for (const url of ['/', '/en', '/missing']) {
            const r = await get(url);
            const label = /home (\w+)|not found (\w+)/.exec(r.body);
            const which = (label?.[1] ?? label?.[2]) as 'a' | 'b' | undefined;
            if (which) seen[which]++;
            if (r.status !== (url === '/missing' ? 404 : 200)) problems.push(`${url}: ${r.status}`);
            const missing = inlineScriptHashes(r.body).filter((h) => !scriptHashesOf(r.csp).includes(h));
            if (missing.length) problems.push(`${url}: CSP lacks ${missing.join(' ')} (${which})`);
          }
        }
      };
      const loops = [loop(), loop(), loop()];
      for (let i = 0; i < 20; i++) {
        builds.switchTo(i % 2 === 0 ? b : a);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      builds.switchTo(b);
      stop = true;
      await Promise.all(loops);
      expect(problems).toEqual([]);
      expect(seen.a).toBeGreaterThan(0);
      expect(seen.b).toBeGreaterThan(0);

      page = await get('/en');
      expect(page.body).toContain('en home b');
      expect(scriptHashesOf(page.csp)).toEqual(inlineScriptHashes(page.body));
      // The header changed with the build: a's policy would block b's script.
      expect(page.csp).not.toBe(cspOfA);
      expect((await get('/old')).location).toBe('/b');

      // A rollback serves the build before.
      expect(builds.rollback()).toEqual({ from: b, to: a });
      page = await get('/');
      expect(page.body).toContain('home a');
      expect(scriptHashesOf(page.csp)).toEqual(inlineScriptHashes(page.body));
    } finally {
      await site.close();
      await api.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
