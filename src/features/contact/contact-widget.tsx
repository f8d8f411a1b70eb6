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
  const [early, setEarly] = useState<Event | null>(null);
  useEffect(() => {
    if (load) return;
    const go = () => setLoad(true);
    const ask = (e: Event) => {
      setEarly(e);
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
  }, [load]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ContactLauncher lang={lang} path={path} initialEvent={early} />
    </Suspense>
  );
}
