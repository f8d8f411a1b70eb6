import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { siteConfig } from '../../../site.config';
import type { Language } from '../../i18n/languages';
import { QuoteLink, StartFreeLink } from './cta-links';
import { Icon } from './icons';
import * as styles from './closing-cta.module.css';

/** The closing band: "Start free" in the China edition, "Request a Quote" in the overseas edition. */
export function ClosingCta({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const email = siteConfig.contacts.salesEmail;
  return (
    <section className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div className={`${styles.block} only-china`} data-edition-part>
          <h2>{t('closing.china.title')}</h2>
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
        </div>
        <div className={`${styles.block} only-overseas`} data-edition-part>
          <h2>{t('closing.overseas.title')}</h2>
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
        </div>
      </div>
    </section>
  );
}
