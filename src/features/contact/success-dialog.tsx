import React from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog/dialog';
import { NextSteps } from '../../components/next-steps/next-steps';
import { ContactNextSteps, ReplyTime } from './thanks-next';
import { languageOr } from '../../i18n/languages';
import * as styles from './contact.module.css';
import { Icon } from '../../components/icons/icons';

/**
 * The thank-you dialogs of SPEC 8: 'Thank you' (600 px) after a contact form, and 'Thank you for submitting
 * your inquiry' (660 px) after a quote; one look for both (tick, title, text, the response time, what happens
 * next, an OK button). The response time is said once: its own line after a message, the first of the
 * project's steps after a quote. Neither closes on the mask or the keyboard: only its button, the close icon or a link
 * it offers.
 */
export function SuccessDialog({ open, variant, onClose }: { open: boolean; variant: 'thanks' | 'inquiry'; onClose: () => void }) {
  const { t, i18n } = useTranslation('contact');
  const inquiry = variant === 'inquiry';
  const lang = languageOr(i18n.language);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={false}
      width={inquiry ? 660 : 600}
      title={inquiry ? t('thanks.inquiryTitle') : t('thanks.title')}
      closeLabel={t('thanks.close')}
      testId="success-dialog"
    >
      <div className={styles.thanks}>
        <span className={styles.tick}>
          <Icon name="check" size={30} />
        </span>
        <p>{inquiry ? t('thanks.inquiryText') : t('thanks.text')}</p>
        {/* After a quote request: each step of the project and how long it takes (site.config.ts), the first
            being the reply, so the response time is said there, once. */}
        {inquiry ? (
          <NextSteps lang={lang} compact />
        ) : (
          <>
            <ReplyTime lang={lang} />
            <ContactNextSteps onNavigate={onClose} />
          </>
        )}
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('thanks.ok')}
        </button>
      </div>
    </Dialog>
  );
}
