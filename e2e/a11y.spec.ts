import { expect, test } from '@playwright/test';

/** Accessibility beyond axe-core (which e2e/page-walk.spec.ts runs on every page type). */

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
