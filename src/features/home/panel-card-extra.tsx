import React from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES, OVERSEAS_REGIONS, plus } from '../../lib/figures';
import * as styles from './panel-samples.module.css';

const TAGS = {
  ecommerce: ['beauty', 'baby', 'digital', 'grocery'],
  occupation: ['it', 'health', 'education', 'owner'],
} as const;

/**
 * The foot of a targeting card: example labels, the five regions by name (their SPEC 9 codes, 'ALDN', mean
 * nothing to a visitor), or the car-owner figures.
 */
export function CardExtra({ kind }: { kind: string }) {
  const { t } = useTranslation('home');
  if (kind === 'ecommerce' || kind === 'occupation') {
    return (
      <ul className={styles.chips}>
        {TAGS[kind].map((tag) => (
          <li key={tag}>{t(`panel.cards.${kind}.tags.${tag}`)}</li>
        ))}
      </ul>
    );
  }
  if (kind === 'overseas') {
    // The list's name as text read before it (aria-label on a list is not announced everywhere).
    return (
      <>
        <span className="visually-hidden">{t('hero.overseas.regions')}</span>
        <ul className={`${styles.chips} ${styles.regionChips}`}>
          {OVERSEAS_REGIONS.map((r) => (
            <li key={r}>{t(`regions.items.${r}.name`)}</li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <dl className={styles.carFigures}>
      <div>
        <dt>{t('panel.cards.car.owners')}</dt>
        <dd>{plus(FIGURES.carOwners)}</dd>
      </div>
      <div className={styles.nev}>
        <dt>{t('panel.cards.car.nev')}</dt>
        <dd>{plus(FIGURES.newEnergyOwners)}</dd>
      </div>
    </dl>
  );
}
