import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { baseServer, siteApi } from './app';
import { CURRENT } from './publish/builds';
import type { Services } from './services';
import { headersForPath, HEADERS_FILE, parseHeadersFile, type HeaderRule } from '../contract/headers-file';
import { languageOfPath, localizedPath } from '../contract/languages';
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
  return headersForPath(buildHeaderRules(publicDir), '/');
}

/**
 * All the rules of the build's _headers: `/*` for every answer, then path rules (the editor's `/admin/*`)
 * whose headers replace those of `/*` under their path.
 */
export function buildHeaderRules(publicDir: string): HeaderRule[] {
  const file = path.join(publicDir, HEADERS_FILE);
  const rules = fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
  if (rules.some((rule) => rule.path === '/*')) return rules;
  return [{ path: '/*', headers: siteSecurityHeaders(pageContentSecurityPolicy([])) }, ...rules];
}

/** One build as the server serves it: its folder, the headers its _headers file names, its redirects. */
export interface ServedBuild {
  /** The build's own folder (never the `current` link: a request begun on a build ends on it). */
  dir: string;
  /** Its id under the builds folder, or null for a plain folder (public/). */
  id: string | null;
  headers: Record<string, string>;
  /** The _headers rules, for answers under a path of their own (headersForPath). */
  rules: HeaderRule[];
  redirects: Map<string, string>;
}

function loadBuild(dir: string, id: string | null): ServedBuild {
  const redirectsFile = path.join(dir, '_redirects.json');
  const redirects = new Map<string, string>(
    fs.existsSync(redirectsFile)
      ? (JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as Redirect[]).map((r) => [r.fromPath, r.toPath])
      : [],
  );
  const rules = buildHeaderRules(dir);
  return { dir, id, headers: headersForPath(rules, '/'), rules, redirects };
}

/**
 * Where the site's files come from: the build the builds folder's `current` link names (server/publish/builds.ts)
 * when there is one, else `publicDir`. Asked once per request: the link is read (one readlink(2)), and when
 * it names another build than last time, that build's headers and redirects are read, so a publish or a
 * rollback is served from its next request on, with the CSP of the build each page comes from, and without
 * a restart. Each request keeps the build it started with.
 */
export function siteRoot(publicDir: string, buildsDir?: string): () => ServedBuild {
  let served: ServedBuild | null = null;
  let plain: ServedBuild | null = null;
  return () => {
    let id: string | null = null;
    if (buildsDir) {
      try {
        id = path.basename(fs.readlinkSync(path.join(buildsDir, CURRENT)));
      } catch {
        id = null;
      }
    }
    if (id === null) return (plain ??= loadBuild(publicDir, null));
    if (served?.id !== id) served = loadBuild(path.join(buildsDir!, id), id);
    return served;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The build this request is answered from (siteRoot). */
    build: ServedBuild;
  }
}

/**
 * The site and its API on one port (`npm start`): the API under /designer/v1, the static build for
 * everything else, the build's redirects honoured, unknown paths answered with the not-found page and
 * status 404, failures with the error page and status 500. `site` is a folder (public/), or a siteRoot
 * that follows the published build.
 */
export async function buildSiteServer(
  services: Services,
  site: string | (() => ServedBuild),
  logger?: boolean | object,
): Promise<FastifyInstance> {
  const app = await baseServer(services, logger);
  await app.register(siteApi, { prefix: '/designer/v1', services });
  const root = typeof site === 'string' ? siteRoot(site) : site;

  await app.register(async (site) => {
    await site.register(fastifyStatic, { root: root().dir, serve: false, preCompressed: true, cacheControl: false });
    site.decorateRequest('build', null as unknown as ServedBuild);
    // Every answer of the site (pages, files, redirects, 404s and 500s) carries the headers of the build it
    // comes from.
    site.addHook('onRequest', (req, reply, done) => {
      req.build = root();
      const urlPath = req.url.split('?')[0]!;
      reply.headers(req.build.rules.length > 1 ? headersForPath(req.build.rules, urlPath) : req.build.headers);
      done();
    });

    const send = (reply: FastifyReply, build: ServedBuild, file: string, status = 200) => {
      reply.header('cache-control', status === 200 ? cacheControlFor(`/${file}`) : 'no-store');
      return reply.status(status).sendFile(file, build.dir);
    };

    const notFound = (url: string, build: ServedBuild, reply: FastifyReply) => {
      // The not-found page of the URL's language, when the build has one.
      const own = localizedPath('/404.html', languageOfPath(url)).slice(1);
      return send(reply, build, fs.existsSync(path.join(build.dir, own)) ? own : '404.html', 404);
    };

    site.setErrorHandler((error, req, reply) => {
      req.log.error({ err: error }, 'site request failed');
      const build = req.build ?? root();
      const file = fs.existsSync(path.join(build.dir, '500.html')) ? '500.html' : null;
      return file ? send(reply, build, file, 500) : reply.status(500).send('Internal Server Error');
    });

    site.get('/*', (req, reply) => {
      const build = req.build;
      const urlPath = req.url.split('?')[0]!;
      const withoutSlash = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
      const target = build.redirects.get(withoutSlash);
      if (target) {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        return reply.redirect(target + query, 302);
      }
      const file = resolveBuildFile(build.dir, urlPath);
      return file ? send(reply, build, file, statusOfBuildFile(file)) : notFound(urlPath, build, reply);
    });
  });
  return app;
}
