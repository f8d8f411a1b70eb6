import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { FIGURES, percent, plus } from '../../lib/figures';
import { Icon, type IconName } from '../../components/icons/icons';
import * as styles from './stats-band.module.css';

const STATS: { key: string; icon: IconName; value: string }[] = [
  { key: 'panelists', icon: 'users', value: plus(FIGURES.panelists) },
  { key: 'labels', icon: 'tag', value: plus(FIGURES.labels) },
  { key: 'fraud', icon: 'shield', value: percent(FIGURES.cheaterInterception) },
  { key: 'speed', icon: 'speed', value: formatNumber(FIGURES.samplesPerHour) },
];

/** The panel's headline figures (SPEC 9), on a card that overlaps the hero's lower edge. */
export function StatsBand() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.wrap} aria-label={t('stats.label')}>
      <div className="container">
        <dl className={styles.card}>
          {STATS.map((s) => (
            <div key={s.key} className={styles.item}>
              <dt className={styles.label}>
                <Icon name={s.icon} size={18} />
                {t(`stats.${s.key}`)}
              </dt>
              <dd className={styles.value}>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
