import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, PUBLIC } from '../scripts/built-site';
import { describeBuilt } from './describe-built';

/**
 * A tick the site draws (lists of what is included, the thank-you mark, the plans' comparison) is the icon
 * sprite's `check` (src/components/icons), never a ✓ character: the Chinese font draws that one as a "√",
 * so the same mark looked different from one list to the next. Text that editors write (help articles'
 * tables) may still use the character: it is read inside `.prose`, which this check leaves out.
 */
const TICK = /[✓✔√]/;

/** Void elements: no closing tag, so they open nothing. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The page's text outside its scripts and its written article bodies (elements of class `prose`). */
function drawnText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  let out = '';
  let depth = 0; // inside a prose element: how many elements deep
  let at = 0;
  for (const tag of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (depth === 0) out += body.slice(at, tag.index);
    at = tag.index! + tag[0].length;
    const [, closing, name, attributes] = tag;
    if (VOID.has(name!.toLowerCase()) || attributes!.endsWith('/')) continue;
    if (closing) {
      if (depth > 0) depth--;
    } else if (depth > 0) depth++;
    else if (/\sclass="(?:[^"]*\s)?prose[\s"]/.test(attributes!)) depth = 1;
  }
  return out + (depth === 0 ? body.slice(at) : '');
}

describeBuilt('ticks are drawn with the check icon', () => {
  const pages = htmlFiles();

  test('no page outside written articles shows a tick character', () => {
    const found = pages.filter((file) => TICK.test(drawnText(fs.readFileSync(file, 'utf8'))));
    expect(found.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });

  test('no stylesheet a page uses draws a tick character (content: "✓")', () => {
    // The styles inlined in each page and the stylesheets it links (public/ also keeps earlier builds' files).
    const DRAWS_TICK = /content:\s*["'][^"']*(?:[✓✔√]|\\2713|\\2714|\\221a)/i;
    const drawing = new Set<string>();
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      if (inline.some((css) => DRAWS_TICK.test(css))) drawing.add(path.relative(PUBLIC, file));
      for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) {
        if (DRAWS_TICK.test(fs.readFileSync(path.join(PUBLIC, href!), 'utf8'))) drawing.add(href!);
      }
    }
    expect([...drawing]).toEqual([]);
  });
});
