import React from 'react';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import type { Language } from '../../i18n/languages';
import { MailLink, SalesContacts } from './contact-link';
import { LegalLine } from './legal-line';
import { QrCode } from './qr-code';
import * as styles from './footer.module.css';

/** The China edition's footer (SPEC 2.7). */
export function ChinaFooter({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const s = siteSettings;
  return (
    <div className={`${styles.china} only-china`} data-edition-part>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 className={styles.heading}>{t('footer.product')}</h2>
          <ul>
            <li>
              <Link to="/product">{t('footer.questionnaire')}</Link>
            </li>
            <li>
              <Link to="/sample">{t('footer.sample')}</Link>
            </li>
            <li>
              <Link to="/tools/sample-size">{t('footer.sampleSize')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.support')}</h2>
          <ul>
            <li>
              <Link to="/help">{t('footer.help')}</Link>
            </li>
            <li>
              <Link to="/quality">{t('footer.quality')}</Link>
            </li>
            <li>
              <Link to="/cases">{t('footer.cases')}</Link>
            </li>
            {/* SPEC 2.7 names news, or the college articles for non-Chinese: both languages link both. */}
            <li>
              <Link to="/news">{t('footer.news')}</Link>
            </li>
            <li>
              <Link to="/article">{t('footer.articles')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.system')}</h2>
          <ul>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/joinus">{t('footer.joinus')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contactPage')}</Link>
            </li>
          </ul>
        </div>
        <div className={styles.contacts}>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <dl>
            <dt>{t('footer.customer')}</dt>
            <dd>
              <MailLink email={s.email.customerService} />
            </dd>
            <dt>{t('footer.business')}</dt>
            <dd>
              <MailLink email={s.email.business} />
            </dd>
            <dt>{t('footer.mail')}</dt>
            <dd>
              <MailLink email={s.email.general} />
            </dd>
          </dl>
        </div>
        <div className={styles.qr}>
          <QrCode label={t('footer.qr')} />
          <p>{t('footer.qr')}</p>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.contactLine}>
            <SalesContacts />
            <span>
              {t('footer.address')}
              {t('colon')}
              {s.address[lang]}
            </span>
          </p>
          <LegalLine lang={lang} />
          {/* Each number after its label in the page's language ('ICP filing: 沪ICP备…'); the link is the number. */}
          <p className={styles.filings}>
            {siteSettings.filings.map((f) => (
              <span key={f.label}>
                {t(`footer.filing.${f.kind}`)}
                {t('colon')}
                <a href={f.href} target="_blank" rel="noopener noreferrer">
                  {f.label}
                </a>
              </span>
            ))}
          </p>
        </div>
      </div>
    </div>
  );
}
