import React, { type ReactNode } from 'react';
import { OPEN_QUOTE_EVENT } from '../contact/contact-widget';
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
 * "Request a Quote" (overseas edition): opens the quote modal (the `quote:open` event the overseas header's
 * button sends too); without JavaScript it jumps to the footer's contact block.
 */
export function QuoteLink({ className, children, editionPart }: CtaProps) {
  return (
    <a
      className={className}
      href="#request-quote"
      data-testid="home-request-quote"
      data-edition-part={editionPart || undefined}
      onClick={(e) => {
        e.preventDefault();
        window.dispatchEvent(new Event(OPEN_QUOTE_EVENT));
      }}
    >
      {children}
    </a>
  );
}
