import type { Page, Response } from '@playwright/test';

/**
 * The pages run under a Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' for scripts and
 * break none of it.
 */

/** What is wrong with the script-src of a page's CSP header: scripts from the site and the build's inline
 * scripts by hash (the consented ad tag's hosts may sit between them), never an inline script or eval. */
export function scriptSrcProblems(response: Response | null): string[] {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  const problems: string[] = [];
  if (!scriptSrc.includes("'self'")) problems.push("script-src lacks 'self'");
  if (!scriptSrc.some((source) => source.startsWith("'sha256-"))) problems.push('script-src names no inline script by hash');
  if (scriptSrc.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  if (scriptSrc.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
  return problems;
}

/**
 * Records every CSP violation the page reports from now on, as the browser's event and as its console
 * message. `take()` returns those seen since the last call (the page's own, read from the page).
 */
export async function watchCsp(page: Page): Promise<{ take: () => Promise<string[]> }> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { cspViolations?: string[] };
      (w.cspViolations ??= []).push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    take: async () => {
      const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      return [...logged.splice(0), ...seen];
    },
  };
}

/** Scrolls through the page a window at a time: what waits for the viewport (forms) or the idle browser loads. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
