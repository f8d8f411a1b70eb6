import type { Page } from '@playwright/test';

/**
 * Records what a page logs as an error: console errors (React's hydration warnings and errors among them),
 * uncaught exceptions, and every answer of 400 or more, named by its URL (the console's own line for a
 * failed resource does not say which one failed).
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}
