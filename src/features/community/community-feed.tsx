import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './community.module.css';

/** A brand community's home, drawn in HTML and CSS: a discussion topic, a vote and a diary task. */
export function CommunityFeed() {
  const { t } = useTranslation('community');
  return (
    <div className={styles.feed} role="img" aria-label={t('visual.label')}>
      <div className={styles.feedHead} aria-hidden="true">
        <strong>{t('visual.community')}</strong>
        <span>{t('visual.members')}</span>
      </div>
      <div className={styles.post} aria-hidden="true">
        <span className={styles.kind}>{t('visual.topic')}</span>
        <p className={styles.postTitle}>{t('visual.topicTitle')}</p>
        <p className={styles.reply}>{t('visual.reply1')}</p>
        <p className={styles.reply}>{t('visual.reply2')}</p>
      </div>
      <div className={styles.post} aria-hidden="true">
        <span className={`${styles.kind} ${styles.kindTeal}`}>{t('visual.vote')}</span>
        <p className={styles.postTitle}>{t('visual.voteTitle')}</p>
        <div className={styles.vote}>
          <span style={{ width: '58%' }} />
          <em>{t('visual.optionA')}</em>
          <strong>58%</strong>
        </div>
        <div className={styles.vote}>
          <span style={{ width: '42%' }} />
          <em>{t('visual.optionB')}</em>
          <strong>42%</strong>
        </div>
      </div>
      <div className={styles.post} aria-hidden="true">
        <span className={`${styles.kind} ${styles.kindAmber}`}>{t('visual.diary')}</span>
        <p className={styles.postTitle}>{t('visual.diaryTitle')}</p>
      </div>
    </div>
  );
}
