import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { money } from '../../../contract/money';
import { Icon } from '../../components/icons/icons';
import { list, MockWindow } from './mock-window';
import * as styles from './product.module.css';

/** Illustrative shares of the mock cross-tab; not data the page claims. */
const CROSSTAB = [
  [68, 32],
  [57, 43],
  [41, 59],
];

/** The mock red packet's amount, in CNY (shown by the money rule like every amount on the site). */
const RED_PACKET = 2;

/** A conversational survey on a phone, with a WeChat red packet sent. */
export function CollectVisual({ lang }: { lang: Language }) {
  const { t } = useTranslation('product');
  return (
    <div className={styles.phone} role="img" aria-label={t('groups.collect.title')}>
      <div className={styles.phoneTop} aria-hidden="true">
        {t('visual.chatTitle')}
      </div>
      <div className={styles.chat} aria-hidden="true">
        <p className={styles.them}>{t('visual.chatQ')}</p>
        <p className={styles.me}>{t('visual.chatA')}</p>
        <p className={styles.them}>{t('visual.chatQ2')}</p>
        <div className={styles.packet}>
          <Icon name="wechat" size={20} />
          <span>
            <small>{t('visual.packet')}</small>
            {t('visual.packetValue', { amount: money(RED_PACKET, lang) })}
          </span>
        </div>
      </div>
    </div>
  );
}

/** A weighted cross-tab with the export formats. */
export function AnalyseVisual() {
  const { t } = useTranslation('product');
  const rows = list(t('visual.rows', { returnObjects: true }));
  const cols = list(t('visual.cols', { returnObjects: true }));
  return (
    <MockWindow label={t('groups.analyse.title')} title={t('visual.tableTitle')}>
      <div className={styles.analyse} aria-hidden="true">
        <table className={styles.crosstab}>
          <thead>
            <tr>
              <td />
              {cols.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                {CROSSTAB[i]!.map((v, j) => (
                  <td key={j}>
                    <span className={styles.cellBar} style={{ width: `${v}%` }} />
                    {v}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.exportRow}>
          <span className={styles.badge}>{t('visual.weighted')}</span>
          <span>{t('visual.export')}</span>
          {['SPSS', 'R', 'Excel'].map((f) => (
            <span key={f} className={styles.format}>
              {f}
            </span>
          ))}
        </div>
      </div>
    </MockWindow>
  );
}
