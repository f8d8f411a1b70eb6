/**
 * The `_headers` file: the build (gatsby/on-post-build.ts) writes each page's headers and CSP hashes into
 * it, the site server (server/site-server.ts) and the topology check read it back. It lives in contract/
 * because it is an agreement between those two sides, and neither may import the other.
 */
import { createHash } from 'node:crypto';

/** Script types a browser runs (anything else, such as application/ld+json, is data that CSP leaves alone). */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hashes ('sha256-…') of the inline scripts a page runs, in order of appearance. A script's text
 * is everything between its tags, byte for byte, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The file in the build's root (public/_headers) that holds the headers of every answer. */
export const HEADERS_FILE = '_headers';

export interface HeaderRule {
  /** A path pattern as static hosts read it: `/*` is every answer. */
  path: string;
  headers: Record<string, string>;
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages (a path line, then indented `Name: value` lines),
 * which `npm start` reads too; other hosts and reverse proxies copy the same lines into their config.
 */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon === -1 || !rule) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern (`/*`, `/admin/*`, `/exact`) covers `urlPath`. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return urlPath === prefix || urlPath.startsWith(`${prefix}/`) || prefix === '';
  }
  return urlPath === pattern;
}

/**
 * The headers of an answer at `urlPath`: every rule that covers it, in file order, a later rule's header
 * replacing an earlier one of the same name (so `/admin/*` after `/*` gives the editor its own policy).
 */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (pathMatches(rule.path, urlPath)) Object.assign(headers, rule.headers);
  return headers;
}
