/**
 * The Lighthouse targets of the site's pages (issue #22), checked by `npm run bench:pages` against the
 * medians of one run that measured a reference page too. A benchmark's verdict, printed with its figures:
 * nothing in `npm test` asserts a timing.
 */
import { languageOfPath } from '../src/i18n/languages';
import { isHelpPath } from '../src/lib/routes';

export const PERF_TARGETS = {
  /** Every page type's performance score at least this. */
  minScore: 0.95,
  /** Help articles (zh and en) at least this. */
  minHelpScore: 0.98,
  /** Every page type ahead of the reference by at least this. */
  leadOverReference: 0.05,
} as const;

/** One page type's medians, as the bench's table shows them. */
export interface PageMedians {
  name: string;
  path: string;
  score: number;
  tbt: number;
}

export interface Verdict {
  target: string;
  met: boolean;
  /** The page types that miss the target, with their figure. */
  misses: string[];
  /** Why the target cannot be met in this run whatever the pages do, when that is so. */
  unreachable?: string;
}

const isChinese = (page: PageMedians) => languageOfPath(page.path) === 'zh';
/** Scores are shown to two places; compare them as shown, so 0.95 counts as 0.95 however it was rounded. */
const cents = (score: number) => Math.round(score * 100);

function verdict(target: string, misses: string[], unreachable?: string): Verdict {
  return { target, met: misses.length === 0, misses, ...(unreachable ? { unreachable } : {}) };
}

/**
 * Checks the medians of our page types against PERF_TARGETS and, when there is one, against the
 * reference measured in the same run. A lead over a reference that already scores above 1 − lead cannot
 * be had (Lighthouse's score stops at 1.00): that verdict says so instead of blaming the pages.
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
  const ceiling = cents(1) - cents(t.leadOverReference);
  verdicts.push(
    verdict(
      `every page type ahead of the reference (${score(reference)}) by ≥ ${t.leadOverReference.toFixed(2)}`,
      list(
        pages.filter((p) => cents(p.score) - cents(reference.score) < cents(t.leadOverReference)),
        (p) =>
          `${score(p)} (${cents(p.score) - cents(reference.score) >= 0 ? '+' : ''}${((cents(p.score) - cents(reference.score)) / 100).toFixed(2)})`,
      ),
      cents(reference.score) > ceiling
        ? `the reference scored ${score(reference)}: a lead of ${t.leadOverReference.toFixed(2)} needs a score above 1.00`
        : undefined,
    ),
    verdict(
      `TBT of every Chinese page type ≤ the reference's (${Math.round(reference.tbt)} ms)`,
      list(
        pages.filter((p) => isChinese(p) && Math.round(p.tbt) > Math.round(reference.tbt)),
        (p) => `${Math.round(p.tbt)} ms`,
      ),
    ),
  );
  return verdicts;
}

/** The verdicts as lines of text, one per target, then the pages that miss it. */
export function formatVerdicts(verdicts: Verdict[]): string[] {
  return verdicts.flatMap((v) => [
    `${v.met ? 'met    ' : 'NOT MET'}  ${v.target}${v.met ? '' : `: ${v.misses.length} page type${v.misses.length === 1 ? '' : 's'}`}`,
    ...(v.unreachable ? [`           (cannot be met in this run: ${v.unreachable})`] : []),
    ...v.misses.map((m) => `           ${m}`),
  ]);
}
