import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { siteSettings } from '../../../contract/site-settings';
import type { Language } from '../../i18n/languages';
import { QuoteLink, StartFreeLink } from './cta-links';
import { Icon } from '../../components/icons/icons';
import * as styles from './closing-cta.module.css';

/**
 * The closing band: "Start free" in the China edition, "Request a Quote" in the overseas edition. Each
 * edition's block is a region named by its own heading; the band around them is only the backdrop (one
 * region labelled by both headings would read both, the hidden edition's too).
 */
export function ClosingCta({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const email = siteSettings.sales.email;
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <section className={`${styles.block} only-china`} data-edition-part aria-labelledby="home-closing-china">
          <h2 id="home-closing-china">{t('closing.china.title')}</h2>
          <p>{t('closing.china.text')}</p>
          <div className={styles.actions}>
            <StartFreeLink lang={lang} className={`btn btn-light ${styles.primary}`}>
              {t('closing.china.start')}
              <Icon name="arrow" size={18} />
            </StartFreeLink>
            <Link to="/sample" className={`btn btn-ghost ${styles.ghost}`}>
              {t('closing.china.sample')}
            </Link>
          </div>
        </section>
        <section className={`${styles.block} only-overseas`} data-edition-part aria-labelledby="home-closing-overseas">
          <h2 id="home-closing-overseas">{t('closing.overseas.title')}</h2>
          <p>{t('closing.overseas.text')}</p>
          <div className={styles.actions}>
            <QuoteLink className={`btn btn-light ${styles.primary}`}>
              {t('closing.overseas.quote')}
              <Icon name="arrow" size={18} />
            </QuoteLink>
            <a className={styles.mail} href={`mailto:${email}`}>
              <Icon name="mail" size={18} />
              {t('closing.overseas.email', { email })}
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
