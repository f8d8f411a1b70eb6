import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { OVERSEAS_REGIONS } from '../../lib/figures';
import type { SampleSectionProps } from './use-sample-state';
import * as cue from '../../components/scroll-cue.module.css';
import * as styles from './sample.module.css';
import { withTail } from '../../components/tail';

const AGE_BANDS = [
  ['age14to22', '14-22'],
  ['age23to35', '23-35'],
  ['age36to55', '36-55'],
  ['age56to80', '56-80'],
] as const;

/** The global panel: its countries by region, with their panelists by sex and age band. */
export function SampleGlobal({ lang, data }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const regions = OVERSEAS_REGIONS.map((r) => t(`global.regions.${r}`)).join(lang === 'zh' ? '、' : ', ');
  return (
    <section className={`${styles.section} ${styles.soft}`} aria-labelledby="sample-global">
      <div className="container">
        <p className={styles.eyebrow}>{t('global.eyebrow')}</p>
        <h2 id="sample-global">{t('global.title', { regions })}</h2>
        <p className={styles.lead}>{withTail(t('global.lead'))}</p>
        <section className={`${styles.tableWrap} ${cue.scroll}`} tabIndex={0} aria-labelledby="sample-table-caption">
          <table className={styles.table}>
            <caption id="sample-table-caption">{t('global.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('global.country')}</th>
                <th scope="col">{t('global.total')}</th>
                <th scope="col">{t('global.male')}</th>
                <th scope="col">{t('global.female')}</th>
                {AGE_BANDS.map(([, band]) => (
                  <th key={band} scope="col">
                    {t('global.ages', { band })}
                  </th>
                ))}
              </tr>
            </thead>
            {OVERSEAS_REGIONS.map((region) => {
              const rows = data.countries.nodes.filter((c) => c.region === region);
              if (rows.length === 0) return null;
              return (
                <tbody key={region}>
                  <tr className={styles.regionRow}>
                    <th colSpan={8} scope="colgroup">
                      {t(`global.regions.${region}`)}
                    </th>
                  </tr>
                  {rows.map((c) => (
                    <tr key={c.apiId}>
                      <th scope="row">{c.country}</th>
                      <td>{formatNumber(c.total)}</td>
                      <td>{formatNumber(c.male)}</td>
                      <td>{formatNumber(c.female)}</td>
                      {AGE_BANDS.map(([key]) => (
                        <td key={key}>{formatNumber(c[key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              );
            })}
          </table>
        </section>
      </div>
    </section>
  );
}
