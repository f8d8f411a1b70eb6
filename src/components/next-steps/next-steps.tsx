import React from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import type { Language } from '../../i18n/languages';
import * as styles from './next-steps.module.css';

/**
 * What happens after a quote request, step by step with how long each takes (`siteConfig.quoteNextSteps`):
 * beside the quote forms and in the thank-you dialog, where a visitor decides to ask. `className` lays it
 * out for a page of its own (the sample-size page's row of cards), in that page's stylesheet.
 */
export function NextSteps({
  lang,
  compact = false,
  heading = true,
  className = '',
}: {
  lang: Language;
  compact?: boolean;
  heading?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.wrap} ${compact ? styles.compact : ''} ${className}`} data-testid="next-steps">
      {heading && <h3 className={styles.title}>{t('nextSteps.title')}</h3>}
      <ol className={styles.steps}>
        {siteConfig.quoteNextSteps.map((s) => (
          <li key={s.id}>
            <p className={styles.head}>
              <strong>{t(`nextSteps.steps.${s.id}.title`)}</strong>
              <span className={styles.time}>{s.time[lang]}</span>
            </p>
            {!compact && <p className={styles.text}>{t(`nextSteps.steps.${s.id}.text`)}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
