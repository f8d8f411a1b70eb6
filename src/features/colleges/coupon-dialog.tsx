import React from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog/dialog';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import type { CollegeCoupon } from './coupon';
import * as styles from './colleges.module.css';

/** The coupon modal of a university-zone item (SPEC 2.6): its terms and how to claim it. Loaded on first open. */
export default function CouponDialog({
  coupon,
  lang,
  open,
  onClose,
}: {
  coupon: CollegeCoupon;
  lang: Language;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('colleges');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${coupon.title} · ${coupon.discount}`}
      closeLabel={t('coupon.close')}
      testId="coupon-dialog"
    >
      <div className={styles.dialogBody}>
        <p>{coupon.summary}</p>
        <h3>{t('coupon.terms')}</h3>
        <ul>
          {coupon.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <h3>{t('coupon.steps')}</h3>
        <ol>
          {coupon.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={styles.dialogActions}>
          <a className="btn btn-primary" href={appUrl('register', lang)}>
            {t('coupon.claim')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
