/**
 * The Lighthouse targets of the site's pages, checked by `npm run bench:pages` against the medians of one
 * run that measured a reference page too. A benchmark's verdict, printed with its figures: nothing in
 * `npm test` asserts a timing.
 *
 * Against the reference the targets are ratios of its LCP and TBT in the same run, not a lead in the
 * score: Lighthouse's score stops at 1.00, so a lead of 0.05 over a reference scoring 0.96 could not be
 * had, while a busy machine moves both pages' times together and their ratio much less.
 */
import { isHelpPath } from '../src/lib/routes';

export const PERF_TARGETS = {
  /** Every page type's performance score at least this. */
  minScore: 0.95,
  /** Help articles (zh and en) at least this. */
  minHelpScore: 0.98,
  /** Every page type's LCP at most this share of the reference's. */
  lcpRatio: 0.75,
  /** Every page type's TBT at most this share of the reference's. */
  tbtRatio: 0.5,
} as const;

/** One page type's medians, as the bench's table shows them. */
export interface PageMedians {
  name: string;
  path: string;
  score: number;
  lcp: number;
  tbt: number;
}

export interface Verdict {
  target: string;
  met: boolean;
  /** The page types that miss the target, with their figure. */
  misses: string[];
}

/** Scores are shown to two places; compare them as shown, so 0.95 counts as 0.95 however it was rounded. */
const cents = (score: number) => Math.round(score * 100);

function verdict(target: string, misses: string[]): Verdict {
  return { target, met: misses.length === 0, misses };
}

/**
 * Checks the medians of our page types against PERF_TARGETS and, when there is one, against the
 * reference measured in the same run (LCP and TBT as a share of its own).
 */
export function checkTargets(pages: PageMedians[], reference?: PageMedians): Verdict[] {
  const t = PERF_TARGETS;
  const list = (misses: PageMedians[], figure: (p: PageMedians) => string) => misses.map((p) => `${p.name} ${figure(p)}`);
  const score = (p: PageMedians) => p.score.toFixed(2);
  const verdicts = [
    verdict(
      `every page type ≥ ${t.minScore.toFixed(2)}`,
      list(
        pages.filter((p) => cents(p.score) < cents(t.minScore)),
        score,
      ),
    ),
    verdict(
      `help articles ≥ ${t.minHelpScore.toFixed(2)}`,
      list(
        pages.filter((p) => isHelpPath(p.path) && cents(p.score) < cents(t.minHelpScore)),
        score,
      ),
    ),
  ];
  if (!reference) return verdicts;
  const ratio = (key: 'lcp' | 'tbt', limit: number, label: string) => {
    const of = (p: PageMedians) => (reference[key] > 0 ? p[key] / reference[key] : Infinity);
    return verdict(
      `${label} of every page type ≤ ${limit}× the reference's (${Math.round(reference[key])} ms)`,
      list(
        pages.filter((p) => Math.round(p[key]) > 0 && of(p) > limit + 1e-9),
        (p) => `${Math.round(p[key])} ms (${of(p).toFixed(2)}×)`,
      ),
    );
  };
  verdicts.push(ratio('lcp', t.lcpRatio, 'LCP'), ratio('tbt', t.tbtRatio, 'TBT'));
  return verdicts;
}

/** The verdicts as lines of text, one per target, then the pages that miss it. */
export function formatVerdicts(verdicts: Verdict[]): string[] {
  return verdicts.flatMap((v) => [
    `${v.met ? 'met    ' : 'NOT MET'}  ${v.target}${v.met ? '' : `: ${v.misses.length} page type${v.misses.length === 1 ? '' : 's'}`}`,
    ...v.misses.map((m) => `           ${m}`),
  ]);
}
