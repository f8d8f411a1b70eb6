import type { Page } from '@playwright/test';

/**
 * Chinese headings never end on a lone character ('…最后一道 / 门'): every visible h1-h4 with Chinese text
 * that wraps has two or more characters on its last line.
 */

/** Headings with Chinese text whose last line is one character, as `text → "char"`. */
export function loneEndings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const out: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
      const text = heading.textContent ?? '';
      if (!han.test(text) || !heading.checkVisibility()) continue;
      // Each visible character and the bottom of its line box.
      const chars: { ch: string; bottom: number }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          if (!value[i]!.trim() || value[i] === '\u200b') continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (rect) chars.push({ ch: value[i]!, bottom: Math.round(rect.bottom) });
        }
      }
      const bottoms = [...new Set(chars.map((c) => c.bottom))];
      if (bottoms.length < 2) continue;
      const last = chars.filter((c) => c.bottom === Math.max(...bottoms)).map((c) => c.ch);
      if (last.length === 1) out.push(`${text.trim()} → "${last.join('')}"`);
    }
    return out;
  });
}
