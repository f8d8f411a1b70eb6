import React from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import * as styles from './thanks-next.module.css';

/** The steps after a contact message (`thanks.next.<id>` in contact.json); the last offers pages to read meanwhile. */
const CONTACT_STEPS = ['read', 'reply', 'meanwhile'] as const;
const MEANWHILE = [
  { to: '/cases', key: 'cases' },
  { to: '/help', key: 'help' },
] as const;

/** The thank-you page's column: the response time, the steps and a way back. */
export const thanksPageClass = styles.page;

/** How soon a person answers (`siteConfig.replyTime`), as the thank-you dialog and page state it. */
export function ReplyTime({ lang }: { lang: Language }) {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('common');
  return (
    <p className={styles.reply} data-testid="reply-time">
      <span>
        {t('thanks.replyLabel')}
        {tc('colon')}
      </span>
      <strong>{siteConfig.replyTime[lang]}</strong>
    </p>
  );
}

/**
 * What happens after a contact message, step by step, ending with pages to read meanwhile. `onNavigate`
 * lets the dialog close when the visitor follows one of them.
 */
export function ContactNextSteps({ onNavigate, headingLevel = 3 }: { onNavigate?: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('contact');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.wrap} data-testid="contact-next-steps">
      <Heading className={styles.title}>{t('thanks.nextTitle')}</Heading>
      <ol className={styles.steps}>
        {CONTACT_STEPS.map((id) => (
          <li key={id}>
            <strong>{t(`thanks.next.${id}.title`)}</strong>
            <p>
              {t(`thanks.next.${id}.text`)}
              {id === 'meanwhile' &&
                MEANWHILE.map((m) => (
                  <React.Fragment key={m.key}>
                    {' '}
                    <Link to={m.to} onClick={onNavigate}>
                      {t(`thanks.links.${m.key}`)} →
                    </Link>
                  </React.Fragment>
                ))}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
