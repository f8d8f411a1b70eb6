import React, { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { FIGURES, percent } from '../../lib/figures';
import { Icon } from '../../components/icons/icons';
import * as styles from './hero-visual.module.css';

/** Illustrative answers of the mock question; not data the page claims. */
const OPTIONS = [
  { key: 'range', share: 62 },
  { key: 'cockpit', share: 48 },
  { key: 'charging', share: 41 },
  { key: 'brand', share: 33 },
] as const;
const COLLECTED = 1286;
const TARGET = 1500;

/**
 * The hero's product illustration, drawn with HTML and CSS: a survey's live results with fieldwork
 * progress, plus floating cards for field speed, fraud interception and a filled quota. One image to
 * assistive technology.
 */
export function HeroVisual() {
  const { t } = useTranslation('home');
  const bar = (share: number) => ({ ['--share' as string]: `${share}%` }) as CSSProperties;
  return (
    <div className={styles.visual} role="img" aria-label={t('hero.visual.label')}>
      <div className={styles.window} aria-hidden="true">
        <div className={styles.bar}>
          <span className={styles.dots}>
            <i />
            <i />
            <i />
          </span>
          <span className={styles.project}>{t('hero.visual.project')}</span>
        </div>
        <div className={styles.body}>
          <div className={styles.progressRow}>
            <span>{t('hero.visual.collected')}</span>
            <strong>
              {formatNumber(COLLECTED)} / {formatNumber(TARGET)}
            </strong>
          </div>
          <div className={styles.progress} style={bar(Math.round((COLLECTED / TARGET) * 100))}>
            <span />
          </div>
          <div className={styles.question}>
            <span className={styles.tag}>{t('hero.visual.multiple')}</span>
            <p className={styles.qText}>{t('hero.visual.question')}</p>
            <ul className={styles.options}>
              {OPTIONS.map((o, i) => (
                <li key={o.key} className={i === 0 ? styles.top : undefined}>
                  <span className={styles.optLabel}>{t(`hero.visual.options.${o.key}`)}</span>
                  <span className={styles.track} style={bar(o.share)}>
                    <span />
                  </span>
                  <span className={styles.pct}>{o.share}%</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className={`${styles.float} ${styles.speed}`} aria-hidden="true">
        <span className={styles.floatIcon}>
          <Icon name="speed" size={18} />
        </span>
        <span className={styles.floatText}>
          <small>{t('hero.visual.speed')}</small>
          <strong>{t('hero.visual.speedValue', { value: FIGURES.samplesPerHour })}</strong>
        </span>
        <svg className={styles.spark} viewBox="0 0 96 32" preserveAspectRatio="none">
          <path d="M0 28 L12 24 L24 26 L36 18 L48 20 L60 12 L72 14 L84 6 L96 4 L96 32 L0 32 Z" fill="rgba(20,184,166,0.16)" />
          <path
            d="M0 28 L12 24 L24 26 L36 18 L48 20 L60 12 L72 14 L84 6 L96 4"
            fill="none"
            stroke="#14b8a6"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </div>

      <div className={`${styles.float} ${styles.fraud}`} aria-hidden="true">
        <span className={`${styles.floatIcon} ${styles.shield}`}>
          <Icon name="shield" size={18} />
        </span>
        <span className={styles.floatText}>
          <small>{t('hero.visual.fraud')}</small>
          <strong>{percent(FIGURES.cheaterInterception)}</strong>
        </span>
      </div>

      <div className={`${styles.float} ${styles.quota}`} aria-hidden="true">
        <span className={`${styles.floatIcon} ${styles.amber}`}>
          <Icon name="check" size={16} />
        </span>
        <span className={styles.floatText}>
          <small>{t('hero.visual.quota')}</small>
          <strong>{t('hero.visual.quotaDone')}</strong>
        </span>
      </div>
    </div>
  );
}
