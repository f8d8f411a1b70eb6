import React from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES, plus } from '../../lib/figures';
import type { SampleSectionProps } from './use-sample-state';
import * as styles from './sample.module.css';
import { withTail } from '../../components/tail';

/** The China panel: its label groups and the car owners' filters. */
export function SampleChina({ data }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  return (
    <section className={styles.section} aria-labelledby="sample-china">
      <div className="container">
        <p className={styles.eyebrow}>{t('china.eyebrow')}</p>
        <h2 id="sample-china">{t('china.title', { count: data.labelGroups.nodes.length })}</h2>
        <p className={styles.lead}>{withTail(t('china.lead'))}</p>
        <ul className={styles.groups}>
          {data.labelGroups.nodes.map((g) => (
            <li key={g.apiId}>
              <strong>{g.name}</strong>
              <span>{t('china.labels', { count: g.subGroups.reduce((n, s) => n + s.labels.length, 0) })}</span>
            </li>
          ))}
        </ul>
        <div className={styles.car}>
          <h3>{t('china.carTitle')}</h3>
          <p>{t('china.carLead', { owners: plus(FIGURES.carOwners), nev: plus(FIGURES.newEnergyOwners) })}</p>
          <ul>
            {data.carFilters.nodes.map((f) => (
              <li key={f.apiId}>
                <strong>{f.name}</strong>
                <span>
                  {/* Each option whole on its line ('35-50万元', '皮卡'), its separator kept with it. */}
                  {f.options.slice(0, 6).map((o, i, shown) => (
                    <React.Fragment key={o.id}>
                      <span className={styles.carOption}>{i < shown.length - 1 ? `${o.name} ·` : o.name}</span>{' '}
                    </React.Fragment>
                  ))}
                  {f.options.length > 6 ? '…' : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
