import { checkTargets, formatVerdicts, type PageMedians } from './perf-targets';

const page = (name: string, path: string, score: number, lcp: number, tbt: number): PageMedians => ({ name, path, score, lcp, tbt });

// The reference of one run of the issue: 0.83, LCP 2,448 ms, TBT 585 ms.
const reference = page('Docusaurus', '/docs/intro', 0.83, 2448, 585);
const pages = [
  page('help article (en)', '/en/help/101', 1, 1281, 78),
  page('home (zh)', '/', 0.96, 2022, 178),
  page('help article (zh)', '/help/101', 0.94, 1548, 300),
  page('template list (zh)', '/template', 0.87, 1888, 503),
];

describe('checkTargets', () => {
  it('names the page types that miss each target, with their figure', () => {
    const [all, help, lcp, tbt] = checkTargets(pages, reference);
    expect(all).toMatchObject({ met: false, misses: ['help article (zh) 0.94', 'template list (zh) 0.87'] });
    expect(help).toMatchObject({ met: false, misses: ['help article (zh) 0.94'] });
    // 0.75 × 2,448 = 1,836 ms: the home page (0.83×) and the template list (0.77×) are over it.
    expect(lcp!.target).toBe("LCP of every page type ≤ 0.75× the reference's (2448 ms)");
    expect(lcp!.misses).toEqual(['home (zh) 2022 ms (0.83×)', 'template list (zh) 1888 ms (0.77×)']);
    // 0.5 × 585 = 292.5 ms.
    expect(tbt!.misses).toEqual(['help article (zh) 300 ms (0.51×)', 'template list (zh) 503 ms (0.86×)']);
  });

  it('meets every target when the pages do', () => {
    const good = [page('home (zh)', '/', 1, 1200, 41), page('help article (zh)', '/help/101', 0.98, 1836, 292)];
    const verdicts = checkTargets(good, reference);
    expect(verdicts.map((v) => v.met)).toEqual([true, true, true, true]);
  });

  it('a page with no blocking time meets the TBT ratio whatever the reference', () => {
    const [, , , tbt] = checkTargets([page('help (en)', '/en/help/101', 1, 1000, 0)], page('ref', '/', 1, 2000, 0));
    expect(tbt!.met).toBe(true);
  });

  it('compares scores as shown to two places', () => {
    // 0.9499999 is shown as 0.95 and meets a 0.95 target.
    expect(checkTargets([page('about (zh)', '/about', 0.9499999, 1, 1)])[0]!.met).toBe(true);
  });

  it('checks only the score targets without a reference', () => {
    expect(checkTargets(pages)).toHaveLength(2);
  });
});

describe('formatVerdicts', () => {
  it('prints one line per target and one per miss', () => {
    const lines = formatVerdicts(checkTargets([page('home (zh)', '/', 1, 2000, 41)], page('reference', '/docs/intro', 0.96, 2400, 125)));
    expect(lines).toEqual([
      'met      every page type ≥ 0.95',
      'met      help articles ≥ 0.98',
      "NOT MET  LCP of every page type ≤ 0.75× the reference's (2400 ms): 1 page type",
      '           home (zh) 2000 ms (0.83×)',
      "met      TBT of every page type ≤ 0.5× the reference's (125 ms)",
    ]);
  });
});
