import React from 'react';
import { useIsMobile } from '../../lib/use-client';

/** The phone as a call link on mobile devices only (SPEC 2.7 'tel'); plain text elsewhere. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const mobile = useIsMobile();
  return mobile ? (
    <a className={className} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  ) : (
    <span className={className}>{phone}</span>
  );
}

/** The sales e-mail as a mail link (SPEC 2.7 'mailto'). */
export function MailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a className={className} href={`mailto:${email}`}>
      {email}
    </a>
  );
}
