import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Accessibility: axe-core finds no serious or critical violation on the page. */

const BLOCKING = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The page's serious and critical violations, each with up to 8 of the elements it was found on. */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Every rule still runs on every element; the passes and the inapplicable are not collected.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((v) => {
      const where = v.nodes
        .slice(0, 8)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
      return `[${v.impact}] ${v.id} (${v.nodes.length}×) ${v.help}\n    ${where.join('\n    ')}`;
    });
}
