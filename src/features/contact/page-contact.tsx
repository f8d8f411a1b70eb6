import React, { type ReactNode } from 'react';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { usePageContact, type PageContactState } from './use-page-contact';

/**
 * A page's contact form with what every one of them has around it: the API's error toasts, the contact
 * machine and the thank-you dialog (`thanks` after a contact form, `inquiry` after a quote).
 */
export function PageContact({ thanks, children }: { thanks: 'thanks' | 'inquiry'; children: (contact: PageContactState) => ReactNode }) {
  const contact = usePageContact();
  return (
    <>
      <Toaster />
      {children(contact)}
      <SuccessDialog open={contact.thanking} variant={thanks} onClose={contact.closeThanks} />
    </>
  );
}
