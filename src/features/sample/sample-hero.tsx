import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageHero } from '../../components/page-hero/page-hero';
import { formatNumber } from '../../lib/format';
import { FIGURES, OVERSEAS_REGIONS, percent, plus } from '../../lib/figures';
import { PRICES, money } from '../../../contract/money';
import type { SampleSectionProps } from './use-sample-state';
import * as styles from './sample.module.css';

/**
 * The sample page's hero, on the shared landing band: the panel, the lowest price, the way to the estimator
 * and the form; the panel in figures is its picture (beside the words, under them on phones).
 */
export function SampleHero({ lang, state }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { quote } = state;
  // The title and lead already give the panel's size, labels and fraud rate: the tiles add what they do not.
  const stats = [
    { key: 'speed', value: formatNumber(FIGURES.samplesPerHour) },
    { key: 'regions', value: String(OVERSEAS_REGIONS.length) },
    { key: 'overseasClients', value: plus(FIGURES.overseasClients) },
    { key: 'projectsPerYear', value: plus(FIGURES.projectsPerYear) },
  ];
  return (
    <PageHero
      id="sample-title"
      size="landing"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title', { panelists: plus(FIGURES.panelists) })}
      lead={t('hero.lead', { labels: plus(FIGURES.labels), fraud: percent(FIGURES.cheaterInterception) })}
      actions={
        <>
          <a className="btn btn-primary" href="#estimator">
            {t('hero.estimate')}
          </a>
          <a className="btn btn-ghost" href="#sample-quote" onClick={quote.wake}>
            {t('hero.contact')}
          </a>
        </>
      }
      note={t('hero.price', { price: money(PRICES.lowestSample, lang) })}
      visual={
        <ul className={styles.stats} data-keep-clear>
          {stats.map((s) => (
            <li key={s.key}>
              <strong>{s.value}</strong>
              <span>{t(`stats.${s.key}`)}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The links between the page's markets (/sample, /sample/zh, /sample/en). */
export function SampleMarkets({ market }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  return (
    <nav className={`container ${styles.markets}`} aria-label={t('markets.label')}>
      {(['all', 'zh', 'en'] as const).map((m) => (
        <Link
          key={m}
          to={m === 'all' ? '/sample' : `/sample/${m}`}
          aria-current={m === market ? 'page' : undefined}
          className={m === market ? styles.marketOn : styles.market}
        >
          {t(`markets.${m}`)}
        </Link>
      ))}
    </nav>
  );
}
