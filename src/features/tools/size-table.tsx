import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { CONFIDENCE_LEVELS, sampleSize } from '../../lib/sample-size';
import * as styles from './sample-size.module.css';

/** The rows and columns of the table of common sizes (in the server HTML: it answers without scripts). */
const TABLE_MARGINS = [1, 2, 3, 4, 5, 10];

/** The sample size for common margins of error at each confidence level, for a proportion of 50%. */
export function SizeTable() {
  const { t } = useTranslation('tools');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="calc-table">
        <caption>{t('sampleSize.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sampleSize.table.margin')}</th>
            {CONFIDENCE_LEVELS.map((c) => (
              <th key={c} scope="col">
                {t('sampleSize.table.confidence', { value: c })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLE_MARGINS.map((m) => (
            <tr key={m}>
              <th scope="row">±{m}%</th>
              {CONFIDENCE_LEVELS.map((c) => {
                const r = sampleSize({ confidence: c, margin: m, proportion: 50 });
                return <td key={c}>{r.ok ? formatNumber(r.value) : ''}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
