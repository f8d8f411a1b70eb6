import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { shardOf, type Lang } from './helpers';
import { pageTypePaths } from './page-types';

/** Accessibility gate: axe-core finds no serious or critical violation on any page type, in either language. */

const BLOCKING = new Set(['serious', 'critical']);

// No trace: recording every page load nearly doubles the time.
test.use({ trace: 'off' });

/**
 * The page types are split into a few tests per language that the workers run side by side, each reusing
 * one page (the site's scripts come from its cache after the first page), without a trace; a failure names
 * its pages.
 */
const SHARDS = 3;

for (const lang of ['zh', 'en'] as Lang[]) {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`no serious or critical accessibility violations on any page type (${lang}, part ${shard + 1} of ${SHARDS})`, async ({
      page,
      request,
    }) => {
      // axe walks the whole page: the home page alone has taken over 90 s on a loaded two-core runner.
      test.setTimeout(600_000);
      const mine = shardOf(await pageTypePaths(request, lang), shard, SHARDS);
      expect(mine.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const { name, path } of mine) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          // Every rule still runs on every element; the passes and the inapplicable are not collected.
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const v of violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))) {
          const where = v.nodes
            .slice(0, 8)
            .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
          failures.push(`${name} ${path}: [${v.impact}] ${v.id} (${v.nodes.length}×) ${v.help}\n    ${where.join('\n    ')}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

/**
 * Screen readers reach every home section by heading and by landmark from the start: Chromium's own
 * accessibility tree (CDP), read before any scroll, holds every visible h2 of the home page as a heading,
 * and every visible <section> as a region named by its heading. (Sections laid out lazily with
 * `content-visibility: auto` were left out of the tree until scrolled near.)
 */
for (const path of ['/', '/en']) {
  test(`home ${path}: every heading and named section is in the accessibility tree before scrolling`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    /** Chromium's accessibility node for each visible element matching `selector`, with the element's text. */
    const axNodes = async (selector: string) => {
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
      const found = [];
      for (const nodeId of nodeIds) {
        const { object } = await cdp.send('DOM.resolveNode', { nodeId });
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          functionDeclaration: 'function () { return [this.checkVisibility(), (this.textContent || "").trim()]; }',
          returnByValue: true,
        });
        const [visible, text] = result.value as [boolean, string];
        if (!visible) continue;
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
        const node = nodes[0];
        found.push({ text, role: node?.ignored ? 'ignored' : String(node?.role?.value ?? 'none'), name: String(node?.name?.value ?? '') });
      }
      return found;
    };

    const headings = await axNodes('main h2');
    // The home page's later sections, at least: regions, proof, community, templates, resources, closing band.
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(headings.filter((h) => h.role !== 'heading' || h.name !== h.text)).toEqual([]);

    const sections = await axNodes('main section');
    expect(sections.length).toBeGreaterThanOrEqual(headings.length);
    const unnamed = sections.filter((s) => s.role !== 'region' || s.name === '');
    expect(unnamed.map((s) => `${s.role} "${s.name}": ${s.text.slice(0, 40)}`)).toEqual([]);
    // The closing band is named by its heading (in this language's edition).
    expect(sections.map((s) => s.name)).toContain(headings.at(-1)!.text);
  });
}
