/**
 * How long a visitor waits for help search results, in Chromium with the CPU slowed 4× (Lighthouse's
 * mobile setting): from the input event of a query to the first result option in the page, for each
 * budget query (src/lib/help/budget-queries/) of both languages. Each query runs as a first search in a fresh page
 * (the shards and articles come over the network), typed once the box has focus and the manifest it
 * asks for has arrived, and typed the moment the page has hydrated and the box has focus (the manifest's
 * fetch, and the engine's unless the page was idle first, are then in the wait); then another query in
 * the same page (what a visitor's later searches cost). Prints min/median/max per kind, then each query's first searches
 * (which queries make the slow end); a measure, not a gate.
 *
 *   node --import tsx scripts/search-latency.ts [--url http://127.0.0.1:8000] [--runs 3] [--throttle 4]
 *
 * It needs a served build (`npm start`, or any host serving public/ with the API's answers beside it).
 */
import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { hydrated } from '../e2e/helpers';
import { POPUP_KEY } from '../src/features/contact/use-panel-popup';
import { budgetQueries } from '../src/lib/help/search-bytes';
import { LANGUAGES } from '../src/i18n/languages';

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    url: (value('--url') ?? 'http://127.0.0.1:8000').replace(/\/$/, ''),
    runs: Number(value('--runs') ?? 3),
    throttle: Number(value('--throttle') ?? 4),
  };
}

/**
 * Milliseconds from the query's input event to the first result option, measured in the page. With
 * `manifest`, the box is focused first and the query typed once that response has arrived: a visitor
 * reads, clicks, then types; without, it is typed at once.
 */
async function timeQuery(page: Page, query: string, manifest?: Promise<unknown>): Promise<number> {
  const box = page.getByRole('combobox');
  if (manifest) {
    await box.focus();
    await manifest;
  }
  await box.fill('');
  // Strings, not functions: the script runner (tsx) would add helpers to a function the page lacks.
  await page.evaluate(`(() => {
    window.__typed = 0;
    window.__shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (window.__typed && document.querySelector('[role=option]')) {
          observer.disconnect();
          resolve(performance.now() - window.__typed);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    document.querySelector('[role=combobox]').addEventListener('input', () => { window.__typed = performance.now(); }, { once: true, capture: true });
  })()`);
  await box.fill(query);
  return page.evaluate<number>(
    `Promise.race([window.__shown, new Promise((_, reject) => setTimeout(() => reject(new Error('no result within 10 s')), 10000))])`,
  );
}

/** A help article in a fresh context (a new visit that has seen the contact panel), the CPU slowed. */
async function openHelp(browser: Browser, url: string, lang: string, throttle: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The contact panel opens by itself on a first Chinese page (SPEC 4) and would take the focus from
  // the search box: this visit has seen it.
  await context.addInitScript(`sessionStorage.setItem(${JSON.stringify(POPUP_KEY)}, '1')`);
  const page = await context.newPage();
  // The language's manifest, whenever it comes (the box asks for it on focus or when the pointer is over it).
  const manifest = page.waitForResponse((r) => /\/help-search\/[a-z]+\.json$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
  manifest.catch(() => {});
  await page.goto(`${url}${lang === 'zh' ? '' : `/${lang}`}/help/101`, { waitUntil: 'load' });
  await hydrated(page.getByRole('combobox'));
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, manifest };
}

const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]!.toFixed(0)} / median ${s[Math.floor((s.length - 1) / 2)]!.toFixed(0)} / max ${s.at(-1)!.toFixed(0)} ms (n=${s.length})`;
};

async function main() {
  const { url, runs, throttle } = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`search latency, CPU ${throttle}× slower, ${url}; load ${load()}`);
  try {
    for (const lang of LANGUAGES) {
      const first: number[] = [];
      const atOnce: number[] = [];
      const atOnceIdle: number[] = [];
      const later: number[] = [];
      const queries = budgetQueries(lang).filter((q) => !q.typed);
      /** query → its first searches typed after focus: which queries make the slow end. */
      const byQuery = new Map<string, number[]>(queries.map((q) => [q.query, []]));
      for (let run = 0; run < runs; run++) {
        for (const [i, { query }] of queries.entries()) {
          const { context, page, manifest } = await openHelp(browser, url, lang, throttle);
          first.push(await timeQuery(page, query, manifest));
          byQuery.get(query)!.push(first.at(-1)!);
          // Another query in the same page: its files may be new, the manifest is not.
          later.push(await timeQuery(page, queries[(i + 1) % queries.length]!.query));
          await context.close();
          // The same first search typed the moment the page has hydrated: the engine's and the manifest's
          // fetches are in the wait.
          const cold = await openHelp(browser, url, lang, throttle);
          atOnce.push(await timeQuery(cold.page, query));
          await cold.context.close();
          // Typed the moment the box has focus on a page that has been idle (a visitor who read first): the
          // engine is there, the manifest's fetch is in the wait.
          const read = await openHelp(browser, url, lang, throttle);
          await read.page.evaluate(`new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))`);
          await read.page.waitForLoadState('networkidle');
          atOnceIdle.push(await timeQuery(read.page, query));
          await read.context.close();
        }
      }
      console.log(`${lang}: first search, typed after focus ${summary(first)}`);
      console.log(`${lang}: first search, typed at once after hydration ${summary(atOnce)}`);
      console.log(`${lang}: first search, typed at once on a page that has been idle ${summary(atOnceIdle)}`);
      console.log(`${lang}: later search ${summary(later)}`);
      for (const [query, times] of byQuery)
        console.log(`  ${lang} ${JSON.stringify(query)} typed after focus: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  console.log(`load at the end ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
