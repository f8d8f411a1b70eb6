import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTACT_FORM_POST_PATH } from '../../contract/contact';
import type { ServerConfig } from '../config';
import { ApiError, ErrorCode } from '../envelope';

const hostnameOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Whether a POST may be taken from where the browser says it comes from. A page of another site must not
 * make its visitors' browsers file requests here (a no-script form posts anywhere it is pointed at).
 * Browsers say where a request comes from: `Sec-Fetch-Site` (set by the browser, never by a page), else
 * `Origin`, else `Referer`. Accepted: the API's own host (any port or scheme: the site served with the API,
 * behind a proxy that may change both) and the origins of CORS_ORIGINS (the site deployed apart). A
 * request with none of these headers comes from no browser page (a server-side client) and is taken.
 */
export function allowedSource(req: Pick<FastifyRequest, 'headers' | 'hostname'>, corsOrigins: readonly string[]): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const source = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  if (source === undefined) return fetchSite === undefined;
  // `Origin: null` (a sandboxed frame, a data: page, a cross-site redirect) is nobody we know.
  if (corsOrigins.some((allowed) => source === allowed || source.startsWith(`${allowed}/`))) return true;
  const host = hostnameOf(source);
  return host !== null && host === req.hostname.toLowerCase();
}

/** `allowedSource`, and the one log line of a refusal (both refusing routes write it through here). */
export function acceptSource(req: Pick<FastifyRequest, 'headers' | 'hostname' | 'log'>, corsOrigins: readonly string[]): boolean {
  if (allowedSource(req, corsOrigins)) return true;
  req.log.warn({ origin: req.headers.origin ?? null, referer: req.headers.referer ?? null }, 'refused a POST from another site');
  return false;
}

/**
 * POSTs from another site's pages answer 403 A0403 and change nothing. The no-script form's route decides
 * for itself, once it has read the form's language: its visitors get a page, not an envelope.
 */
const sameOriginPlugin: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'POST' || req.url.split('?')[0] === CONTACT_FORM_POST_PATH || acceptSource(req, config.corsOrigins)) return;
    throw new ApiError(ErrorCode.forbidden);
  });
};

export const sameOriginPosts = fp(sameOriginPlugin, { name: 'same-origin-posts' });
