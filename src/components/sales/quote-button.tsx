import React, { type ReactNode } from 'react';
import { siteSettings } from '../../../contract/site-settings';
import { mailtoHref } from '../../lib/mailto';
import { QuoteAnchor } from '../quote-anchor';

/**
 * Opens the quote form, with a number of completes filled in when given. Before the page's script runs it
 * is a mail to sales with the request in its subject.
 */
export function QuoteButton({
  className,
  children,
  completes,
  subject,
  testId,
}: {
  className?: string;
  children: ReactNode;
  completes?: number;
  subject: string;
  testId?: string;
}) {
  return (
    <QuoteAnchor
      className={className}
      href={mailtoHref(siteSettings.sales.email, subject)}
      testId={testId}
      prefill={completes ? { sampleQuantity: String(completes) } : undefined}
    >
      {children}
    </QuoteAnchor>
  );
}
