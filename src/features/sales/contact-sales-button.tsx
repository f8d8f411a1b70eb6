import React, { type ReactNode } from 'react';
import { siteConfig } from '../../../site.config';
import { openContactModal } from '../../lib/contact-events';

/**
 * Opens the contact-us modal (src/lib/contact-events.ts). Before the page's script
 * runs it is a mail link to sales.
 */
export function ContactSalesButton({ className, children, testId }: { className?: string; children: ReactNode; testId?: string }) {
  return (
    <a
      className={className}
      href={`mailto:${siteConfig.contacts.salesEmail}`}
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
