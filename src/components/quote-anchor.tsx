import React, { createContext, useContext, type ReactNode } from 'react';
import { openQuote, type ContactPrefill } from '../lib/contact-events';

/** The id of the footer's contact block (overseas footer), where a quote link leads without scripts. */
export const QUOTE_BLOCK_ID = 'request-quote';

/**
 * Where a quote link without an `href` of its own leads before or without scripts: this page's footer
 * block. A page without the footer (the help centre, the component previews) provides another address,
 * the home page's block, so no link points at a target the page does not have.
 */
const QuoteFallback = createContext(`#${QUOTE_BLOCK_ID}`);
export const QuoteFallbackProvider = QuoteFallback.Provider;

/**
 * The one link that asks for a quote: with scripts it opens the quote form (prefilled when `prefill` is
 * given); before or without them it follows `href` (a mail to sales), else the page's fallback above.
 */
export function QuoteAnchor({
  href,
  className,
  testId,
  editionPart,
  prefill,
  children,
}: {
  href?: string;
  className?: string;
  testId?: string;
  /** Set when the link belongs to one edition only: it is then held back while the edition is pending. */
  editionPart?: boolean;
  prefill?: ContactPrefill;
  children: ReactNode;
}) {
  const fallback = useContext(QuoteFallback);
  return (
    <a
      className={className}
      href={href ?? fallback}
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
