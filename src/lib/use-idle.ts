import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the page loaded (or `timeout` ms have passed): for parts that
 * need not be on the first load but should be there soon after. The change renders as a transition, which
 * React splits into short, interruptible tasks, so what appears never blocks a visitor's input.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const go = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(go, Math.min(timeout, 1200));
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(go, { timeout });
    return () => window.cancelIdleCallback(id);
  }, [timeout]);
  return idle;
}
