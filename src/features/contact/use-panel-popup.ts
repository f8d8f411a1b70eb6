import { useEffect, useRef } from 'react';
import { siteConfig } from '../../../site.config';
import { stripLanguage } from '../../i18n/languages';

/** The session flag saying the contact panel has opened by itself once in this visit (SPEC 4). */
export const POPUP_KEY = 'contact-popup-shown';
/** The popup opened by itself folds back into its tab after this long, or at once on scroll or typing. */
export const POPUP_FOLD_MS = 6000;

/**
 * Opens the Chinese contact panel by itself once per visit (SPEC 4): on first load the popup flag comes
 * from configuration, except on mobile devices outside the research page. Decided once, with the page
 * and device as the panel first rendered.
 */
export function usePopupOnFirstLoad(path: string, mobile: boolean, open: () => void): void {
  const firstLoad = useRef({ path, mobile, open });
  useEffect(() => {
    const { path, mobile, open } = firstLoad.current;
    const research = stripLanguage(path).replace(/\/$/, '') === '/research';
    let shown = false;
    try {
      shown = sessionStorage.getItem(POPUP_KEY) === '1';
      sessionStorage.setItem(POPUP_KEY, '1');
    } catch {
      // storage blocked: behave as a first visit
    }
    if (!shown && siteConfig.contactPopupOnFirstLoad && (!mobile || research)) open();
  }, []);
}

/**
 * While `open`, calls `fold` after a few seconds, when the visitor scrolls, and when a field outside the
 * panel gets focus: the panel must never cover a form field, an error message or the text being read.
 */
export function useFoldAway(open: boolean, fold: () => void): void {
  const foldRef = useRef(fold);
  foldRef.current = fold;
  useEffect(() => {
    if (!open) return undefined;
    const fold = () => foldRef.current();
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (el.matches?.('input, select, textarea') && !el.closest('[data-testid="cn-contact"]')) fold();
    };
    const startY = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - startY) > 40 && fold();
    const timer = window.setTimeout(fold, POPUP_FOLD_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);
}
