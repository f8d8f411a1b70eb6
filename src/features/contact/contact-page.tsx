import React, { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { MailLink, PhoneLink } from '../../components/footer/contact-link';
import * as listStyles from '../../components/list/list.module.css';
import { ContactArt } from '../../components/page-hero/art/contact-art';
import { artWords } from '../../components/page-hero/art/parts';
import { PageHero } from '../../components/page-hero/page-hero';
import { QUOTE_BLOCK_ID } from '../../components/quote-anchor';
import type { Language } from '../../i18n/languages';
import { useDeferredPart } from '../../lib/deferred-part';
import { DeferredForm } from '../../components/deferred-form';
import { PageShell } from '../shell/page-shell';
// The deferred form's CSS comes with the page (page-form-styles.ts).
import './page-form-styles';
import * as styles from './contact-page.module.css';

// The form is in the server HTML and posts without scripts; its code (final-form, XState, the API client)
// loads when the visitor reaches it or focuses a field.
const ContactPageForm = lazy(() => import('./contact-page-form'));

/**
 * /contact and /en/contact: the English contact form as a page of its own (SPEC 5's full-page variant),
 * for visitors without scripts (the floating panel needs them) and for anyone who follows the footer's
 * link; beside it the direct lines and what happens after sending.
 */
export function ContactPage({ lang, regions }: { lang: Language; regions: readonly string[] }) {
  const { t } = useTranslation('contact');
  const form = useDeferredPart<HTMLDivElement>();
  const s = siteSettings;
  return (
    // The page is the contact form: the overseas footer does not repeat it, and quote links without
    // scripts (QUOTE_BLOCK_ID) lead to this one.
    <PageShell hero footerForm={false}>
      <PageHero
        id="contact-title"
        title={t('page.title')}
        lead={t('page.lead')}
        visual={
          <ContactArt
            words={{
              fields: [t('form.organization'), t('form.email'), t('form.mobile')],
              message: t('form.message'),
              ...artWords<{ reply: string[]; hours: string }>(t, 'page.art'),
            }}
          />
        }
      />
      <div className={`container ${listStyles.section} ${styles.layout}`}>
        <section id={QUOTE_BLOCK_ID} className={styles.formCard} aria-labelledby="contact-page-form-title">
          <h2 id="contact-page-form-title">{t('page.formTitle')}</h2>
          <div ref={form.ref}>
            <DeferredForm gate={form.gate}>
              <ContactPageForm lang={lang} regions={regions} />
            </DeferredForm>
          </div>
        </section>
        <aside className={styles.side} aria-labelledby="contact-page-direct">
          <h2 id="contact-page-direct">{t('page.directTitle')}</h2>
          <dl>
            <dt>{t('panel.phone')}</dt>
            <dd>
              <PhoneLink phone={s.sales.phone} />
              <span className={styles.hours}>{t('panel.hours')}</span>
            </dd>
            <dt>{t('page.salesEmail')}</dt>
            <dd>
              <MailLink email={s.sales.email} />
            </dd>
            <dt>{t('page.office')}</dt>
            <dd>{s.address[lang]}</dd>
          </dl>
          <h2>{t('page.afterTitle')}</h2>
          <ol className={styles.after}>
            {(t('page.after', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
    </PageShell>
  );
}
