/**
 * Pure rules behind the editorial lists (templates, viewpoints, news, blog, jobs): text matching, paging,
 * the page-number window, and the list state a URL's query string carries so a result can be shared.
 */

// The search-text rule is the contract's (contract/text-match.ts): the site API applies the same one.
export { matchesText, normalizeText } from '../../contract/text-match';

export interface PageSlice<T> {
  items: T[];
  /** 1-based, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** The slice reaches the end of the list: the 'loaded all' message shows. */
  isLast: boolean;
}

/** One page of a list. A page number out of range (0, 99, NaN) gives the nearest real page. */
export function paginate<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pageCount) : 1;
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total: items.length, isLast: current === pageCount };
}

/**
 * The page numbers a pager shows: at most `width` consecutive numbers around the current page, shifted to
 * stay inside 1..pageCount. First and Last buttons reach the ends.
 */
export function pageWindow(page: number, pageCount: number, width = 5): number[] {
  const size = Math.min(width, pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Reads a positive integer from a query value; anything else is `fallback`. */
export function positiveInt(value: string | null | undefined, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

/** Groups items by a key in the given order of keys; groups with no items are left out. */
export function groupInOrder<T, K extends string>(
  items: readonly T[],
  keyOf: (item: T) => string,
  order: readonly K[],
): { key: K; items: T[] }[] {
  return order.map((key) => ({ key, items: items.filter((i) => keyOf(i) === key) })).filter((g) => g.items.length > 0);
}

/** Stories per page of the news and blog lists. */
export const STORIES_PER_PAGE = 6;
/** Templates on one page of /template (SPEC 2.7). */
export const TEMPLATES_PER_PAGE = 9;
/** Viewpoints on one page of /master. */
export const VIEWPOINTS_PER_PAGE = 6;

/**
 * The address of page `page` of the list at `base` (both unprefixed): the list itself for page 1, then
 * `/base/page/N`, a page built for each (gatsby/plan-pages.ts), so every item is a link away without scripts.
 */
export const listPagePath = (base: string, page: number): string => (page > 1 ? `${base}/page/${page}` : base);

/** The pages of a list of `count` items, `size` a page (at least one). */
export const pageCountOf = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));
