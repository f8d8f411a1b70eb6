import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import { PhoneLink } from '../../components/footer/contact-link';
import { QrCode } from '../../components/footer/qr-code';
import { onContactClose } from '../../lib/contact-events';
import { useIsMobile } from '../../lib/use-client';
import { useFoldAway, usePopupOnFirstLoad } from './use-panel-popup';
// Its own small stylesheet: sharing one with the forms would pull their chunk (Apollo, final-form) in.
import * as styles from './widget.module.css';

/** Chinese: the floating panel with phone and the chat-app QR code; it pops up once per visit. */
export function ChinesePanel({ path }: { path: string }) {
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  usePopupOnFirstLoad(path, mobile, () => setOpen(true));
  useEffect(() => onContactClose(() => setOpen(false)), []);
  useFoldAway(open, () => setOpen(false));
  return (
    <div className={styles.cnWidget} data-testid="cn-contact">
      {open && (
        <section className={styles.cnPanel} aria-label={t('footer.contact')} data-testid="cn-contact-panel">
          <button type="button" className={styles.panelClose} aria-label={t('footer.closeContact')} onClick={() => setOpen(false)}>
            ×
          </button>
          <p className={styles.cnLabel}>{t('footer.phone')}</p>
          <p className={styles.cnPhone}>
            <PhoneLink phone={siteConfig.contacts.phone} />
          </p>
          <QrCode label={t('footer.qr')} size={132} />
          <p className={styles.cnHint}>{t('footer.qr')}</p>
        </section>
      )}
      <button type="button" className={styles.tab} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="cn-contact-tab">
        {t('footer.contact')}
      </button>
    </div>
  );
}

/** English (China edition): a tab that opens the panel with the contact form. */
export function EnglishTab({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.cnWidget}>
      <button type="button" className={styles.tab} onClick={onOpen} data-testid="en-contact-tab">
        {t('footer.contact')}
      </button>
    </div>
  );
}
