import React, { type ReactNode } from 'react';
import { siteConfig } from '../../../site.config';
import { OPEN_CONTACT_MODAL_EVENT } from '../contact/contact-widget';

/**
 * Opens the contact-us modal (the contact widget's `contact:open-modal` event). Before the page's script
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
        window.dispatchEvent(new CustomEvent(OPEN_CONTACT_MODAL_EVENT));
      }}
    >
      {children}
    </a>
  );
}
