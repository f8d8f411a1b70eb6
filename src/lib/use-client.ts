import { useEffect, useState, useSyncExternalStore } from 'react';
import { isMobileDevice } from './device';
import { isSignedIn } from './storage';

const noop = () => () => {};

/** TOKEN present? Answers false during server rendering and hydration, then the truth. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(noop, isSignedIn, () => false);
}

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Mobile by width (750 px) or user agent; false during server rendering and hydration. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeResize,
    () => isMobileDevice(window.innerWidth, navigator.userAgent),
    () => false,
  );
}

/** Whether the page is scrolled past `threshold` px. */
/**
 * Whether the visitor is reading on: true while the page scrolls down (past the first `from` px), false
 * again on scrolling up, near the page's end, or after `restMs` without scrolling. A floating control
 * steps aside while it is true.
 */
export function useReadingOn(from = 80, restMs = 1200): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let timer = 0;
    const update = () => {
      const y = window.scrollY;
      const nearEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 120;
      setOn(y > last && y > from && !nearEnd);
      last = y;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setOn(false), restMs);
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [from, restMs]);
  return on;
}

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Only a page opened already scrolled (a reload, a #anchor) needs an update now: setting the same
    // value would still re-render the component once, right after hydration.
    if (window.scrollY > threshold) update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
