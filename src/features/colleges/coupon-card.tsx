import React, { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import type { CollegeCoupon } from './coupon';
import * as styles from './colleges.module.css';
import { joinItems } from '../../lib/format';

// Radix's dialog stays off the first load: it loads when a visitor opens the coupon.
const CouponDialog = lazy(() => import('./coupon-dialog'));

export type { CollegeCoupon } from './coupon';

/** The coupon offered on a university-zone item; its button opens the modal with terms and how to claim. */
export function CouponCard({ coupon, lang }: { coupon: CollegeCoupon; lang: Language }) {
  const { t } = useTranslation('colleges');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.coupon} data-testid="college-coupon">
      <span className={styles.couponValue} aria-hidden="true">
        {coupon.discount}
      </span>
      <div>
        <p className={styles.couponTitle}>{joinItems([t('coupon.label'), coupon.title])}</p>
        <p className={styles.couponSummary}>{coupon.summary}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('coupon.open')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CouponDialog coupon={coupon} lang={lang} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
