import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on: sections that load their
 * code only when a visitor gets near them (forms with final-form, XState and the API client). Elements that
 * are hidden (display: none, such as the other edition's parts) never come near.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near, setNear] as const;
}
