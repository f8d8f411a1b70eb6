import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import * as disclosure from '../../components/disclosure.module.css';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { FIGURES, plus } from '../../lib/figures';
import { PRICES, money } from '../../../contract/money';
import { Icon } from '../../components/icons/icons';
import { ContactSalesButton } from '../../components/sales/contact-sales-button';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { PricingArt } from '../../components/page-hero/art/pricing-art';
import * as sales from '../../components/sales/sales.module.css';
import { ComparisonTable } from './comparison-table';
import { PLAN_ORDER, type PricingPlan, type PricingRow } from './pricing-types';
import * as styles from './pricing.module.css';

const LEVELS = ['enterprise', 'division', 'user'] as const;
const SERVICES = [
  { key: 'samples', to: '/sample', icon: 'users' },
  { key: 'research', to: '/research', icon: 'report' },
  { key: 'community', to: '/community', icon: 'topic' },
  { key: 'aiprobing', to: '/aiprobing', icon: 'sparkle' },
] as const;

const strings = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** /quoted: the plans, their comparison on every row, enterprise accounts, paid services, referral, FAQ. */
export function PricingPage({ lang, plans, rows }: { lang: Language; plans: readonly PricingPlan[]; rows: readonly PricingRow[] }) {
  const { t } = useTranslation('pricing');
  const { t: tc } = useTranslation('common');
  const ordered = PLAN_ORDER.map((id) => plans.find((p) => p.apiId === id)).filter((p): p is PricingPlan => !!p);
  const referral = { discount: t('referral.discount'), amount: money(PRICES.referralSpend, lang) };
  const faq = t('faq.items', { returnObjects: true, price: money(PRICES.lowestSample, lang) }) as unknown as { q: string; a: string }[];
  return (
    <PageShell hero>
      <PageHero
        id="pricing-title"
        size="list"
        visual={<PricingArt />}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
      />

      <section className={styles.plansBand} aria-label={t('plans.label')}>
        <ul className={`container ${styles.plans}`}>
          {ordered.map((p) => (
            <li key={p.apiId} className={`${styles.plan} ${p.apiId === 'team' ? styles.featured : ''}`} data-testid={`plan-${p.apiId}`}>
              {p.apiId === 'team' && <span className={styles.badge}>{t('plans.popular')}</span>}
              <h2>{p.name}</h2>
              <p className={styles.price}>{p.price}</p>
              <p className={styles.tagline}>{p.tagline}</p>
              <ul className={styles.highlights}>
                {p.highlights.map((h) => (
                  <li key={h}>
                    <Icon name="check" size={16} />
                    {h}
                  </li>
                ))}
              </ul>
              {p.apiId === 'enterprise' ? (
                <ContactSalesButton className="btn btn-primary">{p.cta}</ContactSalesButton>
              ) : (
                <a className={`btn ${p.apiId === 'team' ? 'btn-primary' : styles.outline}`} href={appUrl('register', lang)}>
                  {p.cta}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      <SalesSection id="pricing-compare" title={t('compare.title')} lead={t('compare.lead')}>
        <ComparisonTable plans={plans} rows={rows} />
      </SalesSection>

      <SalesSection id="pricing-accounts" tone="dark" eyebrow={t('accounts.eyebrow')} title={t('accounts.title')} lead={t('accounts.lead')}>
        <ol className={styles.levels}>
          {LEVELS.map((l) => (
            <li key={l}>
              <h3>{t(`accounts.levels.${l}.title`)}</h3>
              <p>{t(`accounts.levels.${l}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className={styles.authority}>
          {(['roles', 'limits'] as const).map((k) => (
            <div key={k}>
              <h3>{t(`accounts.${k}.title`)}</h3>
              <ul>
                {strings(t(`accounts.${k}.items`, { returnObjects: true })).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </SalesSection>

      <SalesSection id="pricing-services" tone="soft" eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')}>
        <ul className={`${sales.cards} ${styles.services}`}>
          {SERVICES.map((s) => (
            <li key={s.key} className={sales.card}>
              <span className={sales.cardIcon}>
                <Icon name={s.icon} size={22} />
              </span>
              <h3>{t(`services.items.${s.key}.title`)}</h3>
              <p>
                {t(`services.items.${s.key}.text`, {
                  panelists: plus(FIGURES.panelists),
                  labels: plus(FIGURES.labels),
                  price: money(PRICES.lowestSample, lang),
                })}
              </p>
              <Link to={s.to} className={styles.more}>
                {t(`services.items.${s.key}.link`)} <Icon name="arrow" size={16} />
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.qualityLinks}>
          <Link to="/quality">{tc('proof.quality')}</Link>
          <Link to="/tools/sample-size">{tc('footer.sampleSize')}</Link>
          <Link to="/cases">{tc('proof.cases')}</Link>
        </p>
      </SalesSection>

      <section className={styles.referral} aria-labelledby="pricing-referral">
        <div className={`container ${styles.referralInner}`}>
          <span className={styles.coupon} aria-hidden="true">
            {t('referral.discount')}
          </span>
          <div>
            <p className={sales.eyebrow}>{t('referral.eyebrow')}</p>
            <h2 id="pricing-referral">{t('referral.title', referral)}</h2>
            <p>{t('referral.text', referral)}</p>
          </div>
          <a className="btn btn-primary" href={appUrl('login', lang)}>
            {t('referral.cta')}
          </a>
        </div>
      </section>

      <SalesSection id="pricing-faq" title={t('faq.title')}>
        <div className={styles.faq}>
          {faq.map((item) => (
            <details key={item.q}>
              <summary className={disclosure.summary}>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
        <div className={styles.faqActions}>
          <a className="btn btn-primary" href={appUrl('register', lang)}>
            {t('cta.signup')}
          </a>
          <ContactSalesButton className={`btn ${styles.outline}`}>{t('cta.contact')}</ContactSalesButton>
        </div>
      </SalesSection>
    </PageShell>
  );
}
