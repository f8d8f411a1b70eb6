import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Lang } from './helpers';
import { PAGE_TYPES, pageTypePaths } from './page-types';

/** Accessibility gate: axe-core finds no serious or critical violation on any page type, in either language. */

const BLOCKING = new Set(['serious', 'critical']);

for (const lang of ['zh', 'en'] as Lang[]) {
  for (const [i, type] of PAGE_TYPES.entries()) {
    test(`no serious or critical accessibility violations: ${type.name} (${lang})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { name, path } = (await pageTypePaths(request, lang))[i]!;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const failures = violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map((v) => {
          const where = v.nodes
            .slice(0, 8)
            .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
          return `${name} ${path}: [${v.impact}] ${v.id} (${v.nodes.length}×) ${v.help}\n    ${where.join('\n    ')}`;
        });
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
