import React, { lazy, Suspense, useEffect, useState } from 'react';
import { BANNER_EDITIONS } from '../../../contract/consent';
import type { Language } from '../../i18n/languages';
import { useEdition } from '../../lib/edition';
import { useIdle } from '../../lib/use-idle';
import { loadAdTag, storedChoice, trackingAllowed } from '../../lib/tracking-consent';

// The banner's code and CSS load only for a visitor who has not answered yet, once the page is idle.
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * The consent banner's place on every page (PageShell). In an edition whose ad tag waits for consent
 * (contract/consent.ts): after a yes the tag loads, after a no nothing does, and before any answer the
 * banner asks. Nothing at all in the other editions, or when no tag is configured.
 */
export function ConsentSlot({ lang }: { lang: Language }) {
  const edition = useEdition();
  const idle = useIdle();
  const asks = edition !== 'pending' && (BANNER_EDITIONS as readonly string[]).includes(edition);
  const [answered, setAnswered] = useState<boolean | null>(null);
  useEffect(() => {
    if (!asks) return;
    if (trackingAllowed(edition)) loadAdTag();
    setAnswered(storedChoice() !== null);
  }, [asks, edition]);
  if (!asks || answered !== false || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner lang={lang} onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}
