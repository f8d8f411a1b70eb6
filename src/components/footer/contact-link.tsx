import React from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
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

/** The sales phone and e-mail, each labelled ('联系电话：…', 'Phone: …'), as the spans of a footer's contact line (both editions). */
export function SalesContacts() {
  const { t } = useTranslation('common');
  const s = siteSettings;
  return (
    <>
      <span>
        {t('footer.phone')}
        {t('colon')}
        <PhoneLink phone={s.sales.phone} />
      </span>
      <span>
        {t('footer.salesEmail')}
        {t('colon')}
        <MailLink email={s.sales.email} />
      </span>
    </>
  );
}
