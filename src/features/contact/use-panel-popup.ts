import { useEffect, useRef } from 'react';
import { siteConfig } from '../../../site.config';
import { stripLanguage } from '../../i18n/languages';
import { isMobileDevice } from '../../lib/device';

/** The session flag saying the popup has no more to do in this visit: shown once, or not wanted (SPEC 4). */
export const POPUP_KEY = 'contact-popup-shown';
/** The session's page views while the popup is still due (a second one counts as engagement). */
export const POPUP_VIEWS_KEY = 'contact-popup-views';
/** Time on the first page before the popup may open (with the first screen scrolled past). */
export const POPUP_ENGAGED_MS = 12_000;
/** The popup opened by itself folds back into its tab after this long, or at once on scroll or typing. */
export const POPUP_FOLD_MS = 6000;
/** Quiet time after the last scroll event before the popup looks for a place: it never opens mid-scroll. */
const SCROLL_SETTLE_MS = 250;

/**
 * What the popup must never cover, within the page's main content: headlines and titles, pictures (a
 * hero visual is an image to assistive technology), navigation (the help article's table of contents),
 * form fields, and whatever a page marks `data-keep-clear` (the /sample hero's figures).
 */
export const KEEP_CLEAR = [
  'h1',
  'h2',
  'h3',
  'nav',
  'img',
  '[role="img"]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[data-keep-clear]',
]
  .map((s) => `main ${s}`)
  .join(', ');

/** Where the popup stands in this visit, as stored in the session. */
export interface PopupVisit {
  /** Nothing more to do this visit: shown already, or SPEC 4's flag was not set on the first load. */
  done: boolean;
  /** Page views of the visit so far, this one included. */
  views: number;
}

/** SPEC 4's flag, decided on the visit's first load: configured, unless on a phone outside /research. */
export function popupFlag(configured: boolean, mobile: boolean, path: string): boolean {
  return configured && (!mobile || isResearch(path));
}

const isResearch = (path: string) => stripLanguage(path).replace(/\/$/, '') === '/research';

/** This page view's standing, from the stored one (null on the visit's first load) and SPEC 4's flag. */
export function nextVisit(stored: PopupVisit | null, flag: () => boolean): PopupVisit {
  if (!stored) return { done: !flag(), views: 1 };
  return { done: stored.done, views: stored.views + 1 };
}

/**
 * Whether the visitor has engaged with the site: a second page view of the visit, or time on this page
 * with the first screen scrolled past. Phones show the popup only on /research (SPEC 4's rule), where it
 * opens under the header and would otherwise sit on the headline.
 */
export function engaged(p: {
  views: number;
  elapsedMs: number;
  scrollY: number;
  screenHeight: number;
  mobile: boolean;
  path: string;
}): boolean {
  if (p.mobile && !isResearch(p.path)) return false;
  return p.views >= 2 || (p.elapsedMs >= POPUP_ENGAGED_MS && p.scrollY >= p.screenHeight);
}

/**
 * The boxes of what `el` shows: a heading's lines of text (its block may run the column's full width past
 * a short title), any other element's own box.
 */
function shownBoxes(el: Element): DOMRect[] {
  if (!/^H[1-6]$/.test(el.tagName)) return [el.getBoundingClientRect()];
  const range = document.createRange();
  range.selectNodeContents(el);
  return Array.from(range.getClientRects());
}

/** Whether a box at `rect` would leave every element that must stay visible (KEEP_CLEAR) uncovered. */
export function coversNothing(rect: DOMRect, margin = 8): boolean {
  return Array.from(document.querySelectorAll(KEEP_CLEAR))
    .flatMap(shownBoxes)
    .every(
      (r) =>
        r.width === 0 ||
        r.height === 0 ||
        r.right <= rect.left - margin ||
        r.left >= rect.right + margin ||
        r.bottom <= rect.top - margin ||
        r.top >= rect.bottom + margin,
    );
}

function readVisit(): PopupVisit | null {
  const done = sessionStorage.getItem(POPUP_KEY) === '1';
  const views = Number(sessionStorage.getItem(POPUP_VIEWS_KEY) ?? 0);
  return done || views > 0 ? { done, views } : null;
}

/**
 * The Chinese contact panel's popup (SPEC 4), once per visit and only after engagement: SPEC 4's flag is
 * decided on the visit's first load; the popup then waits for a second page view, or for time on the page
 * with the first screen scrolled past, so it never greets a visitor over the hero. Each time the visitor
 * stops scrolling (and when the time is up) it calls `tryOpen`, which opens the panel if it would cover
 * nothing to keep clear and answers whether it did; once it has, the visit is done with it.
 */
export function usePopupAfterEngagement(path: string, tryOpen: () => boolean): void {
  const tryRef = useRef(tryOpen);
  tryRef.current = tryOpen;
  useEffect(() => {
    const mobile = () => isMobileDevice(window.innerWidth, navigator.userAgent);
    let visit: PopupVisit;
    try {
      visit = nextVisit(readVisit(), () => popupFlag(siteConfig.contactPopupOnFirstLoad, mobile(), path));
      if (visit.done) sessionStorage.setItem(POPUP_KEY, '1');
      else sessionStorage.setItem(POPUP_VIEWS_KEY, String(visit.views));
    } catch {
      // Storage blocked: no visit to remember, so no popup (it could not be kept to once).
      return undefined;
    }
    if (visit.done) return undefined;
    const start = performance.now();
    let settle = 0;
    const check = () => {
      const ready = engaged({
        views: visit.views,
        elapsedMs: performance.now() - start,
        scrollY: window.scrollY,
        screenHeight: window.innerHeight,
        mobile: mobile(),
        path,
      });
      if (!ready || !tryRef.current()) return;
      sessionStorage.setItem(POPUP_KEY, '1');
      stop();
    };
    const onScroll = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(check, SCROLL_SETTLE_MS);
    };
    const timer = window.setTimeout(check, POPUP_ENGAGED_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    if (visit.views >= 2) settle = window.setTimeout(check, SCROLL_SETTLE_MS);
    function stop() {
      window.clearTimeout(timer);
      window.clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
    }
    return stop;
  }, [path]);
}

/** How the panel was opened: by itself (the popup), by a pointer, or from the keyboard. */
export type OpenedBy = 'popup' | 'pointer' | 'keyboard';

/**
 * Folds an open panel away so it never covers what the visitor turns to: the popup after a few seconds, on
 * scroll and when a field outside it gets focus; a panel opened with a pointer on scroll (SPEC 2.7's
 * floating panel). A panel opened from the keyboard stays until closed (Escape, its close button or its
 * tab): the Tab that reached its button may itself have scrolled the page.
 */
export function useFoldAway(openedBy: OpenedBy | null, fold: () => void, panel: () => HTMLElement | null): void {
  const foldRef = useRef(fold);
  foldRef.current = fold;
  const panelRef = useRef(panel);
  panelRef.current = panel;
  useEffect(() => {
    if (!openedBy || openedBy === 'keyboard') return undefined;
    const fold = () => foldRef.current();
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (el.matches?.('input, select, textarea') && !panelRef.current()?.contains(el)) fold();
    };
    const startY = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - startY) > 40 && fold();
    window.addEventListener('scroll', onScroll, { passive: true });
    if (openedBy === 'pointer') return () => window.removeEventListener('scroll', onScroll);
    const timer = window.setTimeout(fold, POPUP_FOLD_MS);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, [openedBy]);
}
