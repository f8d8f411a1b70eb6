import React, { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import type { Language } from '../../i18n/languages';
import { useDeferredPart } from '../../lib/deferred-part';
import { DeferredForm } from '../deferred-form';
import { Link } from '../link';
import { QUOTE_BLOCK_ID } from '../quote-anchor';
import { SalesContacts } from './contact-link';
import { LegalLine } from './legal-line';
import * as styles from './footer.module.css';

const POINTS = ['access', 'targeted', 'ai', 'models'] as const;

/**
 * The overseas edition's footer (SPEC 2.7): the contact-us form, four value points, tagline, contacts, social.
 * `contactForm` is the form (the contact feature's, placed by the layout): it is in the server HTML, and
 * rendered here only once the footer comes near or a field is focused. Without one (the contact page, which
 * is the form) the block is left out and the page's own form carries QUOTE_BLOCK_ID.
 */
export function OverseasFooter({ lang, contactForm }: { lang: Language; contactForm?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.overseas} only-overseas`} data-edition-part>
      <div className="container">
        {contactForm && <ContactBlock contactForm={contactForm} />}
        <div className={styles.overseasBottom}>
          <div>
            <p className={styles.tagline}>{t('footer.overseas.title')}</p>
            <p className={styles.contactLine}>
              <SalesContacts />
            </p>
            <p className={styles.contactLine}>
              <Link to="/tools/sample-size">{t('footer.sampleSize')}</Link>
              <Link to="/quality">{t('footer.quality')}</Link>
              <Link to="/cases">{t('footer.cases')}</Link>
            </p>
          </div>
          <div>
            <p className={styles.socialTitle}>{t('footer.overseas.social')}</p>
            <ul className={styles.social}>
              {siteSettings.social.map((s) => (
                <li key={s.id}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <LegalLine lang={lang} className={styles.copyright} />
      </div>
    </div>
  );
}

/** The footer's contact block: what a quote brings, beside the contact-us form. */
function ContactBlock({ contactForm }: { contactForm: ReactNode }) {
  const { t } = useTranslation('common');
  const form = useDeferredPart<HTMLDivElement>('600px');
  return (
    <section id={QUOTE_BLOCK_ID} className={styles.contactBlock} aria-labelledby="overseas-contact-title">
      <div>
        <h2 id="overseas-contact-title">{t('footer.overseas.contactTitle')}</h2>
        <p>{t('footer.overseas.contactText')}</p>
        {/* What a quote brings, beside the form it leads to (the column was blank beside a tall form). */}
        <ul className={styles.points}>
          {POINTS.map((p, i) => (
            <li key={p}>
              <span className={styles.pointIndex} aria-hidden="true">
                0{i + 1}
              </span>
              {t(`footer.overseas.points.${p}`)}
            </li>
          ))}
        </ul>
      </div>
      <div ref={form.ref} className={styles.contactForm}>
        <DeferredForm gate={form.gate}>{contactForm}</DeferredForm>
      </div>
    </section>
  );
}
