import React, { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './community-platform.module.css';

const share = (value: number) => ({ ['--share' as string]: `${value}%` }) as CSSProperties;

/** A brand community's feed, drawn in HTML and CSS: a live interview, a pack vote and a diary entry. */
export function CommunityVisual() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.visual} role="img" aria-label={t('community.visual.label')}>
      <div className={styles.feed} aria-hidden="true">
        <div className={`${styles.post} ${styles.livePost}`}>
          <span className={styles.liveBadge}>{t('community.visual.live')}</span>
          <p className={styles.postTitle}>{t('community.visual.liveTitle')}</p>
          <div className={styles.screen}>
            <span className={styles.person} />
            <span className={`${styles.person} ${styles.personAlt}`} />
          </div>
          <p className={styles.meta}>
            <span className={styles.avatars}>
              <i />
              <i />
              <i />
            </span>
            {t('community.visual.watching')}
          </p>
        </div>
        <div className={styles.post}>
          <span className={styles.kind}>{t('community.visual.vote')}</span>
          <p className={styles.postTitle}>{t('community.visual.voteTitle')}</p>
          <div className={styles.vote} style={share(64)}>
            <span>{t('community.visual.optionA')}</span>
            <strong>64%</strong>
          </div>
          <div className={`${styles.vote} ${styles.voteB}`} style={share(36)}>
            <span>{t('community.visual.optionB')}</span>
            <strong>36%</strong>
          </div>
        </div>
        <div className={`${styles.post} ${styles.diaryPost}`}>
          <span className={`${styles.kind} ${styles.kindAmber}`}>{t('community.visual.diary')}</span>
          <p className={styles.postTitle}>{t('community.visual.diaryTitle')}</p>
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.lineShort}`} />
        </div>
      </div>
    </div>
  );
}
