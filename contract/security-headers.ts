/**
 * The site's security headers and page CSP: the API and the site server send them, the build writes
 * them into `_headers` for static hosts. In contract/ so build and server share one policy without
 * importing each other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { adTagOrigins } from './consent';

/**
 * The security headers helmet chooses for `options`, computed once. helmet (and @fastify/helmet, which
 * wraps it) rebuilds them on every request; measured here that cost the help tree 40% of its throughput.
 * Our headers never vary per request, so helmet stays the source of truth and runs once at start-up.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  let finished = false;
  // helmet is run on a stand-in request and response (gatsby/README.md, upgrade ledger): it must finish
  // at once and set headers through setHeader, as helmet 8 does.
  helmet(options)({ headers: {} } as IncomingMessage, res, (error?: unknown) => {
    failed = error;
    finished = true;
  });
  if (failed) throw failed;
  if (!finished || !headers['x-content-type-options']) {
    throw new Error('helmet no longer sets its headers synchronously through setHeader: see the upgrade ledger in gatsby/README.md');
  }
  return headers;
}

/** Powerful features no page of the site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The pages' Content-Security-Policy. Scripts: the site's own files and the inline scripts the build
 * found, by hash (no 'unsafe-inline', no 'unsafe-eval'). Styles keep 'unsafe-inline': Gatsby inlines
 * each page's CSS as a <style> element and gatsby-plugin-image (and a few components) set style
 * attributes, which no hash can allow; a style cannot run code. `apiOrigin` is where browsers call the
 * API when it is deployed apart from the site (GATSBY_API_URL). The ad conversion tag's origins are
 * allowed only when a tag is configured (consent.ts; it still loads only after the visitor's yes).
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], apiOrigin = ''): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const ads = adTagOrigins()
    .map((origin) => ` ${origin}`)
    .join('');
  return [
    "default-src 'self'",
    `script-src 'self'${ads}${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${api}${ads}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${ads}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The content editor's policy (/admin, Decap CMS; gatsby/admin.ts), looser than the pages' in what the
 * editor needs and nothing else: Decap's bundle evaluates code at run time ('unsafe-eval': without it the editor stops at start),
 * previews images the editor just picked and reads them back (blob:), shows images from the Git host (https:), and talks to
 * the Git host's API (`backendOrigins`) or, on an editor's own computer, to decap-server on localhost.
 * Not framable; no inline script.
 */
export function adminContentSecurityPolicy(backendOrigins: readonly string[]): string {
  const backends = backendOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' blob: http://localhost:* http://127.0.0.1:*${backends}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Every answer of the site (pages, files, redirects, 404s): helmet's defaults (HSTS, nosniff,
 * X-Frame-Options…) with the pages' policy, and the Permissions-Policy helmet does not set.
 */
export function siteSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    ...securityHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }),
    'content-security-policy': contentSecurityPolicy,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
