import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../../lib/use-client';
import { NAV_TOP, type SectionValue } from './college-sections';
import type { ScrollSpyContext, ScrollSpyEvent } from './scroll-spy-machine';

type Runtime = ReturnType<typeof import('./scroll-spy-runtime').startScrollSpy>;

/**
 * The colleges page's scroll spy for the view: the highlighted section and the navigation's top, and
 * `select` for a click. The machine and its runtime load right after hydration (their own chunk); events
 * sent before that wait for it.
 */
export function useScrollSpy() {
  const [view, setView] = useState<ScrollSpyContext>({ current: 1, top: NAV_TOP });
  const [ready, setReady] = useState(false);
  const runtime = useRef<Runtime | null>(null);
  const queue = useRef<ScrollSpyEvent[]>([]);
  const send = useCallback((event: ScrollSpyEvent) => {
    if (runtime.current) runtime.current.send(event);
    else queue.current.push(event);
  }, []);

  useEffect(() => {
    let stopped = false;
    void import('./scroll-spy-runtime').then(({ startScrollSpy }) => {
      if (stopped) return;
      runtime.current = startScrollSpy(setView);
      for (const event of queue.current.splice(0)) runtime.current.send(event);
      setReady(true);
    });
    return () => {
      stopped = true;
      runtime.current?.stop();
      runtime.current = null;
    };
  }, []);

  const mobile = useIsMobile();
  useEffect(() => send({ type: mobile ? 'device.mobile' : 'device.desktop' }), [mobile, send]);

  return { ready, current: view.current, top: view.top, select: (section: SectionValue) => send({ type: 'nav.select', section }) };
}
