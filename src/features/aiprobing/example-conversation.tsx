import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './aiprobing.module.css';

/** An example probe, as a transcript: the question, a vague answer, the AI's follow-up, a specific answer. */
export function ExampleConversation() {
  const { t } = useTranslation('aiprobing');
  const turns = [
    { who: 'survey', text: t('example.question') },
    { who: 'respondent', text: t('example.vague'), tag: t('example.tagVague') },
    { who: 'ai', text: t('example.probe') },
    { who: 'respondent', text: t('example.specific'), tag: t('example.tagSpecific') },
  ] as const;
  return (
    <figure className={styles.conversation} data-testid="aiprobing-example">
      <ol>
        {turns.map((turn, i) => (
          <li key={i} className={styles[turn.who]}>
            <span className={styles.who}>{t(`example.${turn.who}`)}</span>
            <p>{turn.text}</p>
            {'tag' in turn && <span className={styles.tag}>{turn.tag}</span>}
          </li>
        ))}
      </ol>
      <figcaption>{t('example.note')}</figcaption>
    </figure>
  );
}
