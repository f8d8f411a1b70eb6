import React from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icons';
import { list, MockWindow } from './mock-window';
import * as styles from './product.module.css';

/** The hero's picture: the visitor's surveys, collecting, with today's responses. */
export function OverviewVisual() {
  const { t } = useTranslation('product');
  const surveys = t('visual.surveys', { returnObjects: true }) as unknown as { name: string; status: string; count: string }[];
  return (
    <MockWindow className={styles.heroWindow} label={t('hero.visual')} title={t('visual.overview')}>
      <div className={styles.overview} aria-hidden="true">
        <div className={styles.today}>
          <span>{t('visual.responses')}</span>
          <strong>{t('visual.responsesValue')}</strong>
          <svg viewBox="0 0 120 32" preserveAspectRatio="none">
            <path
              d="M0 28 L15 24 L30 26 L45 17 L60 19 L75 11 L90 13 L105 6 L120 3"
              fill="none"
              stroke="#14b8a6"
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <ul className={styles.surveys}>
          {(Array.isArray(surveys) ? surveys : []).map((s, i) => (
            <li key={s.name}>
              <span className={styles.surveyName}>{s.name}</span>
              <span className={i < 2 ? styles.live : styles.closed}>{s.status}</span>
              <strong>{s.count}</strong>
            </li>
          ))}
        </ul>
      </div>
    </MockWindow>
  );
}

/** The editor: question types on the left, a single-choice question in the brand theme. */
export function DesignVisual() {
  const { t } = useTranslation('product');
  return (
    <MockWindow label={t('groups.design.title')} title={t('visual.editor')}>
      <div className={styles.editor} aria-hidden="true">
        <ul className={styles.types}>
          {list(t('visual.types', { returnObjects: true })).map((type, i) => (
            <li key={type} className={i === 0 ? styles.on : undefined}>
              {type}
            </li>
          ))}
        </ul>
        <div className={styles.question}>
          <span className={styles.theme}>{t('visual.theme')}</span>
          <p>{t('visual.question')}</p>
          {list(t('visual.options', { returnObjects: true })).map((o, i) => (
            <span key={o} className={styles.option}>
              <i className={i === 2 ? styles.checked : undefined} />
              {o}
            </span>
          ))}
        </div>
      </div>
    </MockWindow>
  );
}

/** A logic panel: a skip rule, a display rule, a carry-forward and a filled quota. */
export function LogicVisual() {
  const { t } = useTranslation('product');
  return (
    <MockWindow label={t('groups.logic.title')} title={t('visual.logicTitle')}>
      <div className={styles.logic} aria-hidden="true">
        <div className={styles.rule}>
          <Icon name="logic" size={18} />
          <span>{t('visual.if')}</span>
          <strong>→ {t('visual.then')}</strong>
        </div>
        <div className={styles.rule}>
          <Icon name="flow" size={18} />
          <span>{t('visual.show')}</span>
        </div>
        <div className={styles.rule}>
          <Icon name="carry" size={18} />
          <span>{t('visual.carry')}</span>
        </div>
        <div className={styles.quota}>
          <span>{t('visual.quota')}</span>
          <strong>{t('visual.quotaValue')}</strong>
          <span className={styles.track}>
            <span style={{ width: '100%' }} />
          </span>
        </div>
      </div>
    </MockWindow>
  );
}
