import React, { type ReactNode } from 'react';
import { siteSettings } from '../../../contract/site-settings';
import { openContactModal } from '../../lib/contact-events';

/**
 * Opens the contact-us modal (src/lib/contact-events.ts). Before the page's script
 * runs it is a mail link to sales.
 */
export function ContactSalesButton({ className, children, testId }: { className?: string; children: ReactNode; testId?: string }) {
  return (
    <a
      className={className}
      href={`mailto:${siteSettings.sales.email}`}
      data-testid={testId}
      onClick={(e) => {
        e.preventDefault();
        openContactModal();
      }}
    >
      {children}
    </a>
  );
}
