/**
 * The university zone's constants and pure rules (SPEC 2.4, 9): five sections valued 1-5 at anchors
 * colleges_1 … colleges_5, the side navigation's offsets, the click lock and the scroll animation.
 */
export const SECTIONS = [1, 2, 3, 4, 5] as const;
export type SectionValue = (typeof SECTIONS)[number];

export const CLICK_LOCK_MS = 1000;
export const SCROLL_ANIMATION_MS = 1200;
/** The side navigation's top while the page is near its top… */
export const NAV_TOP = 80;
/** …and once scrolled past NAV_FOLLOW_AFTER, the scroll position minus NAV_FOLLOW_GAP. */
export const NAV_FOLLOW_GAP = 220;
export const NAV_FOLLOW_AFTER = 300;

export const anchorOf = (value: SectionValue) => `colleges_${value}`;

export const isSection = (value: unknown): value is SectionValue => SECTIONS.includes(value as SectionValue);

/** `?type=3` → 3. Missing, out of range or not a number (`type=abc`, `type=2.5`) → 1. */
export function sectionFromQuery(search: string): SectionValue {
  const raw = new URLSearchParams(search).get('type');
  const n = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return isSection(n) ? n : 1;
}

/**
 * The side navigation's top (px, in its column) at scroll position `scrollY`: SPEC 2.4's offsets, but
 * never less than `minTop`, the top in the column that puts the navigation just below the fixed header's
 * bottom (the SPEC's "scroll − 220" did not count the header's height, so the first entries went under it).
 */
export const navTop = (scrollY: number, minTop = -Infinity) =>
  Math.max(scrollY > NAV_FOLLOW_AFTER ? scrollY - NAV_FOLLOW_GAP : NAV_TOP, minTop);

/** The air between the fixed header's bottom and the side navigation. */
export const NAV_HEADER_GAP = 16;

/**
 * `minTop` for `navTop`: the column's top in the page (`columnTop`, px from the document's top), the
 * scroll position and the fixed header's bottom in the viewport.
 */
export const navMinTop = (columnTop: number, scrollY: number, headerBottom: number) => scrollY + headerBottom + NAV_HEADER_GAP - columnTop;

/**
 * The section in view: the last one whose top (relative to the viewport) has passed `line`; at the very
 * bottom of the page, the last section (it may be too short to ever reach the line).
 */
export function sectionInView(tops: number[], line: number, atBottom: boolean): SectionValue {
  if (atBottom && tops.length > 0) return Math.min(tops.length, SECTIONS.length) as SectionValue;
  let current = 1;
  tops.forEach((top, i) => {
    if (top <= line) current = i + 1;
  });
  return (isSection(current) ? current : 1) as SectionValue;
}

/** Ease in and out (cubic) over t ∈ [0, 1]: the smooth scroll's curve. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}
