import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { PRICES, money } from '../../../contract/money';
import { Icon } from '../../components/icons/icons';
import { ClosingBand } from '../../components/sales/closing-band';
import { PageHero } from '../../components/page-hero/page-hero';
import { DesignVisual, LogicVisual, OverviewVisual } from './product-visuals';
import { AnalyseVisual, CollectVisual } from './result-visuals';
import * as styles from './product.module.css';
import { withTail } from '../../components/tail';

/** SPEC 1's survey-tool capabilities in four groups, each shown with its own illustration. */
const GROUPS = [
  { key: 'design', points: ['types', 'look', 'bank'], Visual: DesignVisual },
  { key: 'logic', points: ['skip', 'carry', 'quota', 'flow'], Visual: LogicVisual },
  { key: 'collect', points: ['chat', 'wechat', 'channels'], Visual: CollectVisual },
  { key: 'analyse', points: ['crosstab', 'weighting', 'export'], Visual: AnalyseVisual },
] as const;

/** /product: the free survey tool. Sign-up is a full page load to the app (SPEC 2.3). */
export function ProductPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('product');
  const signup = appUrl('register', lang);
  return (
    <PageShell hero>
      <PageHero
        id="product-title"
        size="landing"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={
          <>
            <a className="btn btn-primary" href={signup} data-testid="product-signup">
              {t('hero.signup')}
            </a>
            <Link className="btn btn-ghost" to="/quoted">
              {t('hero.pricing')}
            </Link>
          </>
        }
        note={t('hero.price', { price: money(PRICES.tool, lang) })}
        visual={<OverviewVisual />}
      />
      {GROUPS.map(({ key, points, Visual }, i) => (
        <section key={key} className={`${styles.group} ${i % 2 ? styles.soft : ''}`} aria-labelledby={`product-${key}`}>
          <div className={`container ${styles.groupInner} ${i % 2 ? styles.flip : ''}`}>
            <div className={styles.copy}>
              <p className={styles.eyebrow}>{t(`groups.${key}.eyebrow`)}</p>
              <h2 id={`product-${key}`}>{t(`groups.${key}.title`)}</h2>
              <p className={styles.lead}>{withTail(t(`groups.${key}.lead`))}</p>
              <ul className={styles.points}>
                {points.map((p) => (
                  <li key={p}>
                    <Icon name="check" size={18} />
                    {t(`groups.${key}.points.${p}`)}
                  </li>
                ))}
              </ul>
              <a className={styles.more} href={signup}>
                {t('hero.signup')} <Icon name="arrow" size={18} />
              </a>
            </div>
            <Visual lang={lang} />
          </div>
        </section>
      ))}
      <ClosingBand
        id="product-closing"
        title={t('closing.title')}
        text={t('closing.text')}
        signup={{ href: signup, label: t('closing.signup') }}
        more={{ to: '/quoted', label: t('closing.pricing') }}
      />
    </PageShell>
  );
}
