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
 * Whether the visitor is reading on: true once the page scrolls down past its first `from` px, false
 * again on scrolling up (looking for something) and near the page's end (where the footer's padding
 * leaves room). A floating control steps aside while it is true, so it never rests on the text.
 */
export function useReadingOn(from = 80): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const nearEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 120;
      if (y > last + 2) setOn(y > from && !nearEnd);
      else if (y < last - 2 || nearEnd) setOn(false);
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [from]);
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
