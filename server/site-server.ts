import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { baseServer, siteApi } from './app';
import type { Services } from './services';
import { HEADERS_FILE, parseHeadersFile } from '../contract/headers-file';
import { pageContentSecurityPolicy, siteSecurityHeaders } from '../contract/security-headers';

interface Redirect {
  fromPath: string;
  toPath: string;
}

/** Hashed build output never changes under its name; everything else must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath) || /\/[0-9a-f]{20,}\.(js|css)$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=0, must-revalidate';
}

/**
 * The status a built file answers with: the not-found and error pages keep their meaning under their own
 * URLs too (/404, /en/404.html, /500…), so a crawler never takes them for content.
 */
export function statusOfBuildFile(file: string): number {
  const match = /^(?:en\/)?(404|500)(?:\.html|\/index\.html)$/.exec(file);
  return match ? Number(match[1]) : 200;
}

/**
 * Build files that are never served: the server's own headers file, and internals should an older build
 * still hold them (see gatsby/withhold-internals.ts).
 */
const INTERNAL = /(\.map|^\/webpack\.stats\.json|^\/chunk-map\.json|^\/_headers)$/;

/**
 * Finds the file for a request path in the build: the file itself, or a directory's index.html (Gatsby
 * writes /news/6 as news/6/index.html). Answers null for anything outside the build directory.
 */
export function resolveBuildFile(publicDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  if (clean.includes('\0') || INTERNAL.test(clean)) return null;
  const candidates = path.posix.extname(clean) ? [clean] : [path.posix.join(clean, 'index.html'), `${clean.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const full = path.join(publicDir, candidate);
    if (!full.startsWith(publicDir + path.sep) && full !== publicDir) continue;
    try {
      if (fs.statSync(full).isFile()) return candidate.replace(/^\//, '');
    } catch {
      // not there: try the next
    }
  }
  return null;
}

/**
 * The headers the build wrote for every answer (public/_headers: the CSP with the hashes of the pages'
 * inline scripts). Without them (no build yet) the strictest policy: no inline script runs.
 */
export function buildHeaders(publicDir: string): Record<string, string> {
  const file = path.join(publicDir, HEADERS_FILE);
  const all = fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')).find((rule) => rule.path === '/*') : undefined;
  return all?.headers ?? siteSecurityHeaders(pageContentSecurityPolicy([]));
}

/**
 * The site and its API on one port (`npm start`): the API under /designer/v1, the static build for
 * everything else, the build's redirects honoured, unknown paths answered with the not-found page and
 * status 404, failures with the error page and status 500.
 */
export async function buildSiteServer(services: Services, publicDir: string, logger?: boolean | object): Promise<FastifyInstance> {
  const app = await baseServer(services, logger);
  await app.register(siteApi, { prefix: '/designer/v1', services });

  const redirectsFile = path.join(publicDir, '_redirects.json');
  const redirects = new Map<string, string>(
    fs.existsSync(redirectsFile)
      ? (JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as Redirect[]).map((r) => [r.fromPath, r.toPath])
      : [],
  );
  const headers = buildHeaders(publicDir);

  await app.register(async (site) => {
    await site.register(fastifyStatic, { root: publicDir, serve: false, preCompressed: true, cacheControl: false });
    // Every answer of the site: pages, files, redirects, 404s and 500s.
    site.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });

    const send = (reply: FastifyReply, file: string, status = 200) => {
      reply.header('cache-control', status === 200 ? cacheControlFor(`/${file}`) : 'no-store');
      return reply.status(status).sendFile(file);
    };

    const notFound = (url: string, reply: FastifyReply) => {
      const en = /^\/en(\/|$)/.test(url) && fs.existsSync(path.join(publicDir, 'en/404.html'));
      return send(reply, en ? 'en/404.html' : '404.html', 404);
    };

    site.setErrorHandler((error, req, reply) => {
      req.log.error({ err: error }, 'site request failed');
      const file = fs.existsSync(path.join(publicDir, '500.html')) ? '500.html' : null;
      return file ? send(reply, file, 500) : reply.status(500).send('Internal Server Error');
    });

    site.get('/*', (req, reply) => {
      const urlPath = req.url.split('?')[0]!;
      const withoutSlash = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
      const target = redirects.get(withoutSlash);
      if (target) {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        return reply.redirect(target + query, 302);
      }
      const file = resolveBuildFile(publicDir, urlPath);
      return file ? send(reply, file, statusOfBuildFile(file)) : notFound(urlPath, reply);
    });
  });
  return app;
}
