import {
  firstLoadByKind,
  firstQueryGzip,
  formatFirstLoadTable,
  formatStepsTable,
  formatTable,
  helpMenuElement,
  pageKindOf,
  parseFirstLoad,
  parseGatsbySteps,
  stats,
  type PageKind,
  type SizeResult,
} from './scale-measure';

const KINDS: PageKind[] = [
  { name: 'home', path: '/' },
  { name: 'help article', pattern: /^\/help\/\d+$/ },
  { name: 'news', pattern: /^\/news\/\d+$/ },
];

function result(articles: number, patch: Partial<SizeResult> = {}): SizeResult {
  return {
    articles,
    helpNodes: articles + 16,
    seedSeconds: 1.234,
    cold: {
      seconds: 95.4,
      pages: 282,
      steps: [
        { step: 'Building static HTML for pages', seconds: 40 },
        { step: 'source and transform nodes', seconds: 20 },
      ],
    },
    warm: {
      seedSeconds: 1.1,
      seconds: 30.2,
      pages: 282,
      rewritten: 3,
      changed: 2,
      examples: ['/help/101'],
      changedExamples: ['/help/101'],
      steps: [],
    },
    helpHtml: {
      pages: 33,
      raw: { median: 35 * 1024, max: 40 * 1024 },
      gzip: { median: 10 * 1024, max: 12 * 1024 },
      menuShare: { raw: 0.1, gzip: 0.125, menuRawMedian: 3500 },
    },
    pageData: { pages: 33, raw: { median: 17 * 1024, max: 20 * 1024 }, gzip: { median: 6 * 1024, max: 7 * 1024 } },
    search: { gzip: 86 * 1024, source: 'public/help-search-zh.json' },
    firstLoad: { byKind: { 'help article': { max: 96.5, median: 96.5, pages: 66 }, home: { max: 101.1, median: 101.1, pages: 2 } } },
    related: { zh: { articles: 33, seconds: 0.012, cpuSeconds: 0.01 }, en: { articles: 33, seconds: 0.01, cpuSeconds: 0.01 } },
    load: { start: [1.04, 0.5, 0.2], end: [2.5, 1.25, 0.5] },
    ...patch,
  };
}

describe('stats', () => {
  test('median of odd and even lists, and the maximum', () => {
    expect(stats([3, 1, 2])).toEqual({ median: 2, max: 3, count: 3 });
    expect(stats([4, 1, 3, 2])).toEqual({ median: 2.5, max: 4, count: 4 });
    expect(stats([])).toEqual({ median: 0, max: 0, count: 0 });
  });
});

describe('helpMenuElement', () => {
  test('the whole nav element, nested navs included, and nothing after it', () => {
    const nav =
      '<nav id="help-menu" class="m" aria-label="目录"><ul><li><nav aria-label="x"><a href="/help/1">一</a></nav></li></ul></nav>';
    expect(helpMenuElement(`<body><header><nav id="top">t</nav></header>${nav}<main>body</main></body>`)).toBe(nav);
  });

  test('null when the page has no help menu or it never closes', () => {
    expect(helpMenuElement('<nav id="top"></nav>')).toBeNull();
    expect(helpMenuElement('<nav id="help-menu"><ul>')).toBeNull();
  });
});

describe('first-load JS', () => {
  const output = [
    'First-load JavaScript (gzip) of 4 pages in /tmp/x/public',
    '',
    'page              KB  scripts  inline KB',
    '/                101.1        7        1.1',
    '/help/101         96.5        7        1.1  OVER (95 KB)',
    '/en/help/101      96.1        7        1.1',
    '/preview/home     90.0        7        1.1',
    '',
    'max 101.1 KB (/) / median 96.3 KB',
    '  100.1     300.2    4  /app-1.js',
  ].join('\n');

  test('reads every page line and nothing else', () => {
    expect(parseFirstLoad(output)).toEqual([
      { url: '/', kb: 101.1 },
      { url: '/help/101', kb: 96.5 },
      { url: '/en/help/101', kb: 96.1 },
      { url: '/preview/home', kb: 90 },
    ]);
  });

  test('groups pages by kind in either language', () => {
    expect(pageKindOf('/en/help/101', KINDS)).toBe('help article');
    expect(pageKindOf('/en', KINDS)).toBe('home');
    expect(pageKindOf('/404.html', KINDS)).toBe('not found');
    expect(pageKindOf('/preview/home', KINDS)).toBeNull();
    expect(firstLoadByKind(parseFirstLoad(output), KINDS)).toEqual({
      home: { max: 101.1, median: 101.1, pages: 1 },
      'help article': { max: 96.5, median: 96.3, pages: 2 },
      other: { max: 90, median: 90, pages: 1 },
    });
  });
});

describe('parseGatsbySteps', () => {
  test('reads the steps, without colours, summing repeated ones', () => {
    const log = [
      '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess source and transform nodes - 25.997s',
      'success run queries in workers - 10.543s - 284/284 26.94/s',
      'info bootstrap finished - 40.765s',
      'success site API: sourcing from http://127.0.0.1:41031 - 20.1s',
      'success run queries in workers - 1.457s - 2/2 1.37/s',
    ].join('\n');
    expect(parseGatsbySteps(log)).toEqual([
      { step: 'source and transform nodes', seconds: 25.997 },
      { step: 'run queries in workers', seconds: 12 },
      { step: 'site API: sourcing from <api>', seconds: 20.1 },
    ]);
  });
});

describe('firstQueryGzip', () => {
  test('a number, or the most specific byte count an object names', () => {
    expect(firstQueryGzip(1234)).toBe(1234);
    expect(firstQueryGzip({ raw: 9000, firstQueryGzip: 800, total: 5000 })).toBe(800);
    expect(firstQueryGzip({ zh: { gzip: 700 }, en: { gzip: 600 } })).toBe(700);
    expect(firstQueryGzip({ totalBytes: 5000 })).toBe(5000);
    expect(firstQueryGzip({ pages: 3 })).toBeNull();
    expect(firstQueryGzip('800')).toBeNull();
  });
});

describe('tables', () => {
  test('one column per size, a row per measure, KB with one decimal', () => {
    const budget = { pages: 66, overHtml: 0, overPageData: 1, htmlBudget: 40960, pageDataBudget: 20480 };
    const table = formatTable([result(33, { helpBudget: budget }), result(200, { warm: null, search: { gzip: null, source: 'none' } })], 2);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| 2 cores | 33 | 200 |');
    expect(lines[1]).toBe('|---|---:|---:|');
    expect(lines.every((l) => l.split('|').length === 5)).toBe(true);
    expect(table).toContain('| cold build (s) | 95 | 95 |');
    expect(table).toContain('| pages rewritten / changed by the warm build | 3 / 2 | – |');
    expect(table).toContain('| help article HTML, median / max (KB raw) | 35.0 / 40.0 | 35.0 / 40.0 |');
    expect(table).toContain('| help menu share of the page, raw / gzip | 10% / 13% | 10% / 13% |');
    expect(table).toContain('| search, first query (KB gzip) | 86.0 | – |');
    expect(table).toContain('| help pages over budget, HTML / page-data (help-budget.ts) | 0 / 1 of 66 | – |');
    expect(table).toContain('| first-load JS, help article max (KB gzip) | 96.5 | 96.5 |');
    expect(table).toContain('| first-load JS, other pages max (KB gzip) | 101.1 | 101.1 |');
    expect(table).toContain('| related articles zh / en (s) | 0.01 / 0.01 | 0.01 / 0.01 |');
    expect(table).toContain('| load average at start → end (1/5/15 min) | 1.0/0.5/0.2 → 2.5/1.3/0.5 |');
  });

  test('a size whose build failed says so', () => {
    const failed = result(5000, { error: 'cold build failed', cold: { seconds: 0, pages: 0, steps: [] } });
    expect(formatTable([failed], 2)).toContain('| cold build (s) | failed |');
  });

  test('first-load JS by kind and the slowest steps', () => {
    expect(formatFirstLoadTable([result(33)]).split('\n')).toEqual([
      '| first-load JS, max KB gzip | 33 |',
      '|---|---:|',
      '| help article | 96.5 |',
      '| home | 101.1 |',
    ]);
    expect(formatStepsTable([result(33)], 1).split('\n')[2]).toBe('| Building static HTML for pages | 40 |');
  });
});
