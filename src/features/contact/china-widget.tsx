import React, { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { PanelDialog, PanelTitle } from '../../components/dialog/dialog';
import { PhoneLink } from '../../components/footer/contact-link';
import { QrCode } from '../../components/footer/qr-code';
import { onContactClose } from '../../lib/contact-events';
import { coversNothing, useFoldAway, usePopupAfterEngagement, type OpenedBy } from './use-panel-popup';
// Its own small stylesheet: sharing one with the forms would pull their chunk (Apollo, final-form) in.
import * as styles from './widget.module.css';

/** The panel's phone number and QR code: in the dialog, and in the unseen trial that finds its place. */
function PanelBody() {
  const { t } = useTranslation('common');
  return (
    <>
      <p className={styles.cnLabel}>{t('footer.phone')}</p>
      <p className={styles.cnPhone}>
        <PhoneLink phone={siteSettings.sales.phone} />
      </p>
      <QrCode label={t('footer.qr')} size={132} />
      <p className={styles.cnHint}>{t('footer.qr')}</p>
    </>
  );
}

/**
 * Chinese: the floating panel with phone and the chat-app QR code, a dialog to keyboards and screen
 * readers. It pops up once per visit after the visitor has engaged, where it covers nothing to keep clear.
 */
export function ChinesePanel({ path }: { path: string }) {
  const { t } = useTranslation('common');
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [trial, setTrial] = useState(false);
  const trialRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const close = () => setOpenedBy(null);

  // The popup: laid out unseen first (synchronously, before any paint) to see what it would cover.
  usePopupAfterEngagement(path, () => {
    if (openedBy) return true;
    flushSync(() => setTrial(true));
    const rect = trialRef.current?.getBoundingClientRect();
    flushSync(() => setTrial(false));
    if (!rect || !coversNothing(rect)) return false;
    setOpenedBy('popup');
    return true;
  });
  useEffect(() => onContactClose(close), []);
  useFoldAway(openedBy, close, () => widgetRef.current);

  // `detail` 0: a click from the keyboard (Enter or Space on the button), not from a pointer.
  const toggle = (e: MouseEvent) => setOpenedBy((o) => (o ? null : e.detail === 0 ? 'keyboard' : 'pointer'));
  return (
    <div className={styles.cnWidget} data-testid="cn-contact" ref={widgetRef}>
      <PanelDialog
        open={openedBy !== null}
        onClose={close}
        takeFocus={openedBy !== 'popup'}
        className={styles.cnPanel}
        testId="cn-contact-panel"
      >
        <PanelTitle className="visually-hidden">{t('footer.contact')}</PanelTitle>
        <button type="button" className={styles.panelClose} aria-label={t('footer.closeContact')} onClick={close}>
          ×
        </button>
        <PanelBody />
      </PanelDialog>
      {trial && (
        <div className={styles.cnPanel} ref={trialRef} style={{ visibility: 'hidden' }} aria-hidden="true">
          <PanelBody />
        </div>
      )}
      <button
        type="button"
        className={styles.tab}
        aria-haspopup="dialog"
        aria-expanded={openedBy !== null}
        onClick={toggle}
        data-testid="cn-contact-tab"
      >
        {t('footer.contact')}
      </button>
    </div>
  );
}

/**
 * English (China edition): a tab that opens the panel with the contact form, and closes it again as the
 * Chinese tab does. `open` is the panel's state (the panel lives in the launcher's lazily loaded root), so
 * the button tells screen readers what it opens and whether that is open.
 */
export function EnglishTab({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.cnWidget}>
      <button
        type="button"
        className={styles.tab}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onToggle}
        data-testid="en-contact-tab"
      >
        {t('footer.contact')}
      </button>
    </div>
  );
}
