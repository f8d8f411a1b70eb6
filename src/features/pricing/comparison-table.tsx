import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_ORDER, type PlanId, type PricingPlan, type PricingRow } from './pricing-types';
import * as styles from './pricing.module.css';
import { Icon } from '../../components/icons/icons';

/**
 * Every SPEC 3 row for Free, Team and Enterprise. On a phone one plan's column shows at a time, picked with
 * the switcher above the table, so the page never scrolls sideways.
 */
export function ComparisonTable({ plans, rows }: { plans: readonly PricingPlan[]; rows: readonly PricingRow[] }) {
  const { t } = useTranslation('pricing');
  const [shown, setShown] = useState<PlanId>('free');
  const byId = new Map(plans.map((p) => [p.apiId, p]));
  const ordered = PLAN_ORDER.map((id) => byId.get(id)).filter((p): p is PricingPlan => !!p);
  return (
    <div className={styles.compare} data-shown={shown}>
      <div className={styles.switcher} role="group" aria-label={t('compare.switch')}>
        {ordered.map((p) => (
          <button key={p.apiId} type="button" aria-pressed={shown === p.apiId} onClick={() => setShown(p.apiId as PlanId)}>
            {p.name}
          </button>
        ))}
      </div>
      <table className={styles.table} data-testid="pricing-table">
        <caption className="visually-hidden">{t('compare.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.feature')}</th>
            {ordered.map((p) => (
              <th key={p.apiId} scope="col" data-plan={p.apiId}>
                {p.name}
                <small>{p.price}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.apiId}>
              <th scope="row">{row.name}</th>
              {ordered.map((p) => {
                const cell = row.values[p.apiId as PlanId];
                return (
                  <td key={p.apiId} data-plan={p.apiId}>
                    {cell.text ?? (
                      <span
                        className={cell.included ? styles.yes : styles.no}
                        role="img"
                        aria-label={t(cell.included ? 'compare.included' : 'compare.excluded')}
                      >
                        {cell.included ? <Icon name="check" size={20} /> : '—'}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
