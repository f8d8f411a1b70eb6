import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Lang } from './helpers';
import { pageTypePaths } from './page-types';

/** Accessibility gate: axe-core finds no serious or critical violation on any page type, in either language. */

const BLOCKING = new Set(['serious', 'critical']);

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`no serious or critical accessibility violations on any page type (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const { name, path } of await pageTypePaths(request, lang)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
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
