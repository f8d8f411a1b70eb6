import React, { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '../../i18n/languages';

export const OPEN_QUOTE_EVENT = 'quote:open';
export const OPEN_CONTACT_MODAL_EVENT = 'contact:open-modal';

// The floating widgets are not part of the page's first paint: they load when the browser is idle (or at
// once when a visitor asks for a form), which keeps them off the first-load JavaScript.
const ContactLauncher = lazy(() => import('./contact-launcher'));

/** The contact widget slot of the default layout (SPEC 2.7). */
export function ContactWidget({ lang, path }: { lang: Language; path: string }) {
  const [load, setLoad] = useState(false);
  // The latest request for a form; `n` makes asking twice for the same form a change.
  const [asked, setAsked] = useState<{ event: Event; n: number } | null>(null);
  useEffect(() => {
    const go = () => setLoad(true);
    // The one listener for these events, also while the launcher's chunk is still loading: nothing is lost.
    const ask = (event: Event) => {
      setAsked((a) => ({ event, n: (a?.n ?? 0) + 1 }));
      setLoad(true);
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(go, { timeout: 2000 }) : window.setTimeout(go, 1200);
    window.addEventListener(OPEN_QUOTE_EVENT, ask);
    window.addEventListener(OPEN_CONTACT_MODAL_EVENT, ask);
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      window.removeEventListener(OPEN_QUOTE_EVENT, ask);
      window.removeEventListener(OPEN_CONTACT_MODAL_EVENT, ask);
    };
  }, []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ContactLauncher lang={lang} path={path} asked={asked} />
    </Suspense>
  );
}
