import React, { type ReactNode } from 'react';
import { QuoteAnchor } from '../../components/quote-anchor';
import { appUrl } from '../../lib/app-url';
import type { Language } from '../../i18n/languages';

interface CtaProps {
  className?: string;
  children: ReactNode;
  /** Set when the link belongs to one edition only: it is then held back while the edition is pending. */
  editionPart?: boolean;
}

/**
 * "Start free": a plain anchor, because registration lives on the separate survey app and is reached by a
 * full page load (SPEC 2.3).
 */
export function StartFreeLink({ lang, className, children, editionPart }: CtaProps & { lang: Language }) {
  return (
    <a className={className} href={appUrl('register', lang)} data-testid="home-start-free" data-edition-part={editionPart || undefined}>
      {children}
    </a>
  );
}

/**
 * "Request a Quote" (overseas edition): opens the quote modal (as the overseas header's button does);
 * without JavaScript it jumps to the footer's contact block (the home page's, on a page without one).
 */
export function QuoteLink({ className, children, editionPart }: CtaProps) {
  return (
    <QuoteAnchor className={className} testId="home-request-quote" editionPart={editionPart}>
      {children}
    </QuoteAnchor>
  );
}
