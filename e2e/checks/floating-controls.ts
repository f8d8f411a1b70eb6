import type { Page } from '@playwright/test';
import { hidesContactWidget } from '../../src/lib/routes';

/**
 * Floating controls (the contact tab and its panel, the overseas card and bar, the help centre's contents
 * button, anything else `position: fixed` that is not the page's frame) never cover what a visitor reads or
 * taps: no link, button, form field or heading of the page lies under one of them.
 *
 * A control covers an element when, at a point of their overlap, `elementsFromPoint` finds the control above
 * the element, with no part of the page's frame (the fixed header or the promotional banner) between them:
 * what scrolls under the header is hidden by the header, not by a control.
 */

/** What a visitor can tap or read as a heading. */
const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], h1, h2, h3, h4, h5, h6';
/** The page's frame: fixed too, but the page is laid out below it. */
const FRAME = '[data-testid="site-header"], [data-testid="promo-banner"], #loading-bar';

export interface Covered {
  control: string;
  target: string;
  at: [number, number];
}

export async function coveredTargets(page: Page): Promise<{ controls: string[]; covered: Covered[] }> {
  return page.evaluate(
    ({ targets, frame }) => {
      const describe = (el: Element) => {
        const id = el.getAttribute('data-testid') ?? el.id ?? '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className.split(' ')[0]}` : ''}> "${text}"`;
      };
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && Number(style.opacity) > 0.05 && r.width > 0 && r.height > 0;
      };
      // The outermost fixed elements that are not the frame: the floating controls.
      const fixed = new Set(Array.from(document.body.querySelectorAll('*')).filter((el) => getComputedStyle(el).position === 'fixed'));
      const insideFixed = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) if (fixed.has(p)) return true;
        return false;
      };
      const controls = [...fixed].filter((el) => !el.closest(frame) && !insideFixed(el) && shown(el));
      const covered: Covered[] = [];
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      for (const target of Array.from(document.querySelectorAll(targets))) {
        if (controls.some((c) => c.contains(target)) || !shown(target)) continue;
        const t = target.getBoundingClientRect();
        for (const control of controls) {
          const c = control.getBoundingClientRect();
          const left = Math.max(t.left, c.left, 0);
          const right = Math.min(t.right, c.right, vw);
          const top = Math.max(t.top, c.top, 0);
          const bottom = Math.min(t.bottom, c.bottom, vh);
          if (right - left < 1 || bottom - top < 1) continue;
          // The overlap's centre and its corners, 1 px inside.
          const points: [number, number][] = [
            [(left + right) / 2, (top + bottom) / 2],
            [left + 1, top + 1],
            [right - 1, top + 1],
            [left + 1, bottom - 1],
            [right - 1, bottom - 1],
          ];
          for (const [x, y] of points) {
            const stack = document.elementsFromPoint(x, y);
            const at = stack.findIndex((el) => el === target || target.contains(el));
            if (at <= 0) continue; // the target is on top there, or not there at all
            const above = stack.slice(0, at);
            if (above.some((el) => el.closest(frame))) continue; // under the header: the frame hides it
            if (above.some((el) => control.contains(el))) {
              covered.push({ control: describe(control), target: describe(target), at: [Math.round(x), Math.round(y)] });
              break;
            }
          }
        }
      }
      return { controls: controls.map(describe), covered };
    },
    { targets: TARGETS, frame: FRAME },
  );
}

/** Waits for the contact widget (it loads when the browser is idle) where the page has one. */
export async function widgetLoaded(page: Page, path: string) {
  if (hidesContactWidget(path)) return;
  await page
    .locator('[data-testid="cn-contact-tab"], [data-testid="en-contact-tab"]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
}
