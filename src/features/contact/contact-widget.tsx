import React, { lazy, Suspense, useEffect, useState } from 'react';
import { onContactAsk } from '../../lib/contact-events';
import { useIdle } from '../../lib/use-idle';
import type { Language } from '../../i18n/languages';
import type { AskedForm } from './contact-request';

// The floating widgets are not part of the page's first paint: they load when the browser is idle (or at
// once when a visitor asks for a form), which keeps them off the first-load JavaScript.
const ContactLauncher = lazy(() => import('./contact-launcher'));

/** The contact widget slot of the default layout (SPEC 2.7). */
export function ContactWidget({ lang, path }: { lang: Language; path: string }) {
  const idle = useIdle();
  const [asked, setAsked] = useState<AskedForm | null>(null);
  useEffect(
    // The one listener for these requests, also while the launcher's chunk is still loading: nothing is lost.
    () => onContactAsk((ask) => setAsked((a) => ({ ask, n: (a?.n ?? 0) + 1 }))),
    [],
  );
  // Loaded when the browser is idle, or at once when a visitor asks for a form.
  if (!idle && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ContactLauncher lang={lang} path={path} asked={asked} />
    </Suspense>
  );
}
