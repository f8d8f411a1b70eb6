import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on: sections that load their
 * code only when a visitor gets near them (forms with final-form, XState and the API client). Elements that
 * are hidden (display: none, such as the other edition's parts) never come near.
 *
 * Returns a callback ref rather than a ref object: the observer starts when the element is attached, also
 * when that happens after the owner's effects have run (a part hydrated later, inside a Suspense boundary).
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((el: T | null) => setElement(el), []);
  useEffect(() => {
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [ref, near, setNear] as const;
}
