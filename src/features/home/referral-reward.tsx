import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { PRICES, money } from '../../../contract/money';
import { Icon, type IconName } from '../../components/icons/icons';
import * as styles from './referral-reward.module.css';
import { withTail } from '../../components/tail';

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'share', icon: 'users' },
  { key: 'register', icon: 'check' },
  { key: 'spend', icon: 'ecommerce' },
  { key: 'reward', icon: 'wechat' },
];

/**
 * China edition only: the referral reward (SPEC 1). The inviter's coupon is 20% off, written 8折 in
 * Chinese, once the invitee has spent 200 in total on official samples. Inviting happens in the app.
 */
export function ReferralReward({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const vars = { discount: t('referral.discount'), amount: money(PRICES.referralSpend, lang) };
  return (
    <section className={`${styles.wrap} only-china`} data-edition-part aria-labelledby="home-referral">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.coupon} aria-hidden="true">
            <span className={styles.couponValue}>{t('referral.discount')}</span>
            <span className={styles.couponLabel}>{t('referral.badge')}</span>
          </div>
          <div className={styles.copy}>
            <h2 id="home-referral">{t('referral.title', vars)}</h2>
            <p>{withTail(t('referral.text', vars))}</p>
            <ol className={styles.steps}>
              {STEPS.map((s, i) => (
                <li key={s.key}>
                  <span className={styles.stepIcon}>
                    <Icon name={s.icon} size={16} />
                  </span>
                  <span>
                    <small>{String(i + 1).padStart(2, '0')}</small>
                    {t(`referral.steps.${s.key}`, vars)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <a className={`btn ${styles.cta}`} href={appUrl('login', lang)}>
            {t('referral.cta')}
            <Icon name="arrow" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
