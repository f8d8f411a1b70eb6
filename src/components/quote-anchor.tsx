import React, { type ReactNode } from 'react';
import { openQuote, type ContactPrefill } from '../lib/contact-events';

/**
 * The one link that asks for a quote: with scripts it opens the quote form (prefilled when `prefill` is
 * given); before or without them it follows `href` (the footer's contact block, or a mail to sales).
 */
export function QuoteAnchor({
  href,
  className,
  testId,
  editionPart,
  prefill,
  children,
}: {
  href: string;
  className?: string;
  testId?: string;
  /** Set when the link belongs to one edition only: it is then held back while the edition is pending. */
  editionPart?: boolean;
  prefill?: ContactPrefill;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      data-testid={testId}
      data-edition-part={editionPart || undefined}
      onClick={(e) => {
        e.preventDefault();
        openQuote(prefill);
      }}
    >
      {children}
    </a>
  );
}
