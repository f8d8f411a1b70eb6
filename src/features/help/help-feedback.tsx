import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import type { Language } from '../../i18n/languages';
import { openContactModal } from '../../lib/contact-events';
import { mailtoHref } from '../../lib/mailto';
import * as styles from './help-feedback.module.css';

type State = 'ask' | 'sending' | 'yes' | 'no' | 'failed';

/**
 * 'Was this helpful?': the answer is stored through the site API. A 'no' offers to contact support about
 * this very article.
 */
export function HelpFeedback({ articleId, title, lang }: { articleId: number; title: string; lang: Language }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<State>('ask');

  const answer = async (helpful: boolean) => {
    setState('sending');
    try {
      // The API client (Apollo) is fetched with the first answer: it stays off the article's first load.
      const { sendHelpFeedback } = await import('./feedback-api');
      await sendHelpFeedback(lang, articleId, helpful);
      setState(helpful ? 'yes' : 'no');
    } catch {
      setState('failed');
    }
  };

  const subject = `${t('help.feedback.question')} ${title} (#${articleId})`;
  const openContact = (e: React.MouseEvent) => {
    // The contact form, about this article; without JavaScript, a mail to customer service.
    e.preventDefault();
    openContactModal({ message: `${title} (/help/${articleId}): ` });
  };
  return (
    <section className={styles.feedback} aria-live="polite" data-testid="help-feedback">
      {(state === 'ask' || state === 'sending') && (
        <>
          <p>{t('help.feedback.question')}</p>
          <div className={styles.feedbackButtons}>
            <button type="button" className="btn btn-sm btn-ghost" disabled={state === 'sending'} onClick={() => void answer(true)}>
              <Thumb /> {t('help.feedback.yes')}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" disabled={state === 'sending'} onClick={() => void answer(false)}>
              <Thumb down /> {t('help.feedback.no')}
            </button>
          </div>
        </>
      )}
      {state === 'yes' && <p role="status">{t('help.feedback.thanks')}</p>}
      {state === 'no' && (
        <div role="status">
          <p>{t('help.feedback.sorry')}</p>
          <a className="btn btn-sm btn-primary" href={mailtoHref(siteSettings.email.customerService, subject)} onClick={openContact}>
            {t('help.feedback.contact')}
          </a>
        </div>
      )}
      {state === 'failed' && <p role="alert">{t('help.feedback.failed')}</p>}
    </section>
  );
}

/** A thumb drawn as SVG (an emoji shows as an empty box on machines without an emoji font). */
function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M7 10v11H3V10h4zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 18.9 10H14l.8-4.1A2 2 0 0 0 12.9 3.5L9 10v11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
