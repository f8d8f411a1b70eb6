import React, { lazy, Suspense, useEffect, useState } from 'react';
import { useIdle } from '../../lib/use-idle';
import type { Language } from '../../i18n/languages';

export const OPEN_QUOTE_EVENT = 'quote:open';
export const OPEN_CONTACT_MODAL_EVENT = 'contact:open-modal';

// The floating widgets are not part of the page's first paint: they load when the browser is idle (or at
// once when a visitor asks for a form), which keeps them off the first-load JavaScript.
const ContactLauncher = lazy(() => import('./contact-launcher'));

/** The contact widget slot of the default layout (SPEC 2.7). */
export function ContactWidget({ lang, path }: { lang: Language; path: string }) {
  const idle = useIdle();
  // The latest request for a form; `n` makes asking twice for the same form a change.
  const [asked, setAsked] = useState<{ event: Event; n: number } | null>(null);
  useEffect(() => {
    // The one listener for these events, also while the launcher's chunk is still loading: nothing is lost.
    const ask = (event: Event) => setAsked((a) => ({ event, n: (a?.n ?? 0) + 1 }));
    window.addEventListener(OPEN_QUOTE_EVENT, ask);
    window.addEventListener(OPEN_CONTACT_MODAL_EVENT, ask);
    return () => {
      window.removeEventListener(OPEN_QUOTE_EVENT, ask);
      window.removeEventListener(OPEN_CONTACT_MODAL_EVENT, ask);
    };
  }, []);
  // Loaded when the browser is idle, or at once when a visitor asks for a form.
  if (!idle && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ContactLauncher lang={lang} path={path} asked={asked} />
    </Suspense>
  );
}
