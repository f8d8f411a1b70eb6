import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { tieSeparators } from '../../lib/format';
import { QuoteLink, StartFreeLink } from './cta-links';
import { FIGURES, OVERSEAS_REGIONS, plus } from './figures';
import { PRICES, money } from '../../../contract/money';
import { Icon } from './icons';
import * as styles from './hero.module.css';

/** The edition-specific pill above the shared headline. */
export function HeroEyebrows({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <>
      <p className={`${styles.eyebrow} only-china`} data-edition-part>
        <span className={styles.dot} aria-hidden="true" />
        {tieSeparators(t('hero.china.eyebrow', { price: money(PRICES.tool, lang) }))}
      </p>
      <p className={`${styles.eyebrow} only-overseas`} data-edition-part>
        <Icon name="sparkle" size={16} />
        {t('hero.overseas.eyebrow')}
      </p>
    </>
  );
}

/**
 * The subline under the headline, shared by both editions: the free tool and the panel. It is the hero's
 * largest text on a phone, so it shows at the first paint instead of waiting for the visitor's edition.
 */
export function HeroSubtitle() {
  const { t } = useTranslation('home');
  return <p className={styles.subtitle}>{t('hero.subtitle', { panelists: plus(FIGURES.panelists), speed: FIGURES.samplesPerHour })}</p>;
}

/** China edition: the free survey tool, a full page load to the app's register page, and /sample. */
export function HeroChinaCopy({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <div className="only-china" data-edition-part>
      <div className={styles.actions}>
        <StartFreeLink lang={lang} className={`btn btn-primary ${styles.cta}`}>
          {t('hero.china.start')}
          <Icon name="arrow" size={18} />
        </StartFreeLink>
        <Link to="/sample" className={`btn btn-ghost ${styles.ghost}`}>
          {t('hero.china.sample')}
        </Link>
      </div>
      <p className={styles.note}>
        <Icon name="check" size={16} />
        {tieSeparators(t('hero.china.note'))}
      </p>
    </div>
  );
}

/** Overseas edition: 'Request a Quote', the one-business-day promise and the five panel regions. */
export function HeroOverseasCopy() {
  const { t } = useTranslation('home');
  return (
    <div className="only-overseas" data-edition-part>
      <div className={styles.actions}>
        <QuoteLink className={`btn btn-primary ${styles.cta}`}>
          {t('hero.overseas.quote')}
          <Icon name="arrow" size={18} />
        </QuoteLink>
        <Link to="/sample" className={`btn btn-ghost ${styles.ghost}`}>
          {t('hero.overseas.coverage')}
        </Link>
      </div>
      <p className={styles.note}>
        <Icon name="check" size={16} />
        {tieSeparators(t('hero.overseas.note'))}
      </p>
      <div className={styles.regions}>
        <span className={styles.regionsLabel}>{t('hero.overseas.regions')}</span>
        <ul>
          {OVERSEAS_REGIONS.map((r) => (
            <li key={r} title={t(`regions.items.${r}.name`)}>
              {r}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
