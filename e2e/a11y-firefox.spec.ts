import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * The home page's headings and regions in Firefox ESR's own accessibility tree (AT-SPI, what Orca reads on
 * Linux), before any scroll: what a11y.spec.ts checks in Chromium's. WebDriver BiDi, which the other Firefox
 * journeys use, does not expose the tree, so e2e/firefox-a11y-tree.py reads it: Firefox on a virtual
 * display with the accessibility bus, through pyatspi. Sections laid out lazily (`content-visibility: auto`)
 * are what it guards against: Firefox then gives their headings no name and their regions no landmark.
 * Reported as skipped where a tool is missing, except in CI (.ci/run installs them), where that fails.
 */
const READER = path.join(__dirname, 'firefox-a11y-tree.py');
const NEEDS = [
  process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  '/usr/bin/Xvfb',
  '/usr/bin/dbus-run-session',
  '/usr/libexec/at-spi-bus-launcher',
  '/usr/lib/python3/dist-packages/pyatspi',
];
const missing = NEEDS.filter((file) => !fs.existsSync(file));

interface Tree {
  url: string;
  headings: { level: number; name: string }[];
  regions: string[];
}

test.describe('Firefox ESR accessibility tree', () => {
  test.skip(missing.length > 0 && !process.env.CI, `not installed: ${missing.join(', ')}`);

  test('home / and /en: every visible h2 is a named heading and every section a named region before scrolling', async ({
    page,
    baseURL,
  }) => {
    // Two pages, each in a Firefox of its own (started again once if it hangs).
    test.setTimeout(300_000);
    const paths = ['/', '/en'];
    const { stdout } = await promisify(execFile)(
      'dbus-run-session',
      ['--', '/usr/bin/python3', READER, ...paths.map((p) => `${baseURL}${p}`)],
      { timeout: 280_000 },
    );
    const trees = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Tree);
    expect(trees.map((tree) => new URL(tree.url).pathname)).toEqual(paths);

    for (const [i, p] of paths.entries()) {
      // What the page holds, from the same HTML in Chromium: the visible h2s and each section's name.
      await page.goto(p);
      const onPage = await page.evaluate(() => {
        const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const visible = (selector: string) => [...document.querySelectorAll(`main ${selector}`)].filter((el) => el.checkVisibility());
        return {
          headings: visible('h2').map(text),
          sections: visible('section').map(
            (s) => s.getAttribute('aria-label')?.trim() || text(document.getElementById(s.getAttribute('aria-labelledby') ?? '')),
          ),
        };
      });
      const tree = trees[i]!;
      // The home page's later sections, at least: regions, proof, community, templates, resources, closing band.
      expect(onPage.headings.length).toBeGreaterThanOrEqual(8);
      const inTree = tree.headings.filter((h) => h.level === 2).map((h) => h.name);
      expect({ path: p, absent: onPage.headings.filter((name) => !inTree.includes(name)) }).toEqual({ path: p, absent: [] });
      expect({ path: p, unnamed: tree.headings.filter((h) => h.name === '') }).toEqual({ path: p, unnamed: [] });
      // Firefox names a region as its label looks (CSS text-transform: "WHO WE SERVE" for "Who we serve").
      const regions = tree.regions.map((name) => name.toLowerCase());
      const unmatched = onPage.sections.filter((name) => !regions.includes(name.toLowerCase()));
      expect({ path: p, absent: unmatched }).toEqual({ path: p, absent: [] });
    }
  });
});
