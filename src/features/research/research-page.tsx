import React, { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { MailLink, PhoneLink } from '../../components/footer/contact-link';
import { PageShell } from '../shell/page-shell';
import { FIGURES, plus } from '../../lib/figures';
import { Icon } from '../../components/icons/icons';
import { ContactSalesButton } from '../../components/sales/contact-sales-button';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { ResearchArt, type ResearchArtWords } from '../../components/page-hero/art/research-art';
import { artWords } from '../../components/page-hero/art/parts';
import * as sales from '../../components/sales/sales.module.css';
import * as styles from './research.module.css';

export interface ResearchOffering {
  apiId: string;
  title: string;
  text: string;
  deliverables: readonly string[];
}

const STEPS = ['brief', 'design', 'questionnaire', 'fieldwork', 'report'] as const;
const DELIVERABLES = ['plan', 'questionnaire', 'data', 'tables', 'report', 'debrief'] as const;

/**
 * /research: research done by staff. The offerings come from the site API; the contact entry opens the
 * contact modal (and on this page the Chinese contact panel also pops up on mobile, SPEC 4).
 */
export function ResearchPage({ offerings }: { offerings: readonly ResearchOffering[] }) {
  const { t } = useTranslation('research');
  const figures = { projects: plus(FIGURES.projectsPerYear), clients: plus(FIGURES.researchClients), panelists: plus(FIGURES.panelists) };
  return (
    <PageShell hero>
      <PageHero
        id="research-title"
        size="landing"
        visual={<ResearchArt words={artWords<ResearchArtWords>(t, 'hero.art')} />}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', figures)}
        actions={
          <>
            <ContactSalesButton className="btn btn-primary" testId="research-contact-hero">
              {t('hero.contact')}
            </ContactSalesButton>
            <a className="btn btn-ghost" href="#research-offerings">
              {t('hero.offerings')}
            </a>
          </>
        }
      />
      <SalesSection id="research-offerings" eyebrow={t('offerings.eyebrow')} title={t('offerings.title')} lead={t('offerings.lead')}>
        <ul className={sales.cards}>
          {offerings.map((o) => (
            <li key={o.apiId} className={sales.card}>
              <h3>{o.title}</h3>
              <p>{o.text}</p>
              <p className="visually-hidden">{t('offerings.deliverables')}</p>
              <ul className={sales.chips}>
                {o.deliverables.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </SalesSection>
      <SalesSection id="research-process" tone="soft" eyebrow={t('process.eyebrow')} title={t('process.title')}>
        <ol className={sales.steps} style={{ ['--steps' as string]: STEPS.length } as CSSProperties}>
          {STEPS.map((s) => (
            <li key={s}>
              <h3>{t(`process.steps.${s}.title`)}</h3>
              <p>{t(`process.steps.${s}.text`, figures)}</p>
            </li>
          ))}
        </ol>
      </SalesSection>
      <SalesSection id="research-deliverables" eyebrow={t('deliverables.eyebrow')} title={t('deliverables.title')}>
        <ul className={styles.deliverables}>
          {DELIVERABLES.map((d) => (
            <li key={d}>
              <Icon name="check" size={20} />
              <div>
                <h3>{t(`deliverables.items.${d}.title`)}</h3>
                <p>{t(`deliverables.items.${d}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </SalesSection>
      <section className={styles.contact} aria-labelledby="research-contact">
        <div className={`container ${styles.contactInner}`}>
          <div>
            <p className={`${sales.eyebrow} ${styles.eyebrow}`}>{t('contact.eyebrow')}</p>
            <h2 id="research-contact">{t('contact.title')}</h2>
            <p>{t('contact.text')}</p>
          </div>
          <div className={styles.contactBox}>
            <p>
              <span className={styles.contactLabel}>{t('contact.phone')}</span>
              <PhoneLink phone={siteSettings.sales.phone} />
            </p>
            <p>
              <span className={styles.contactLabel}>{t('contact.email')}</span>
              <MailLink email={siteSettings.sales.email} />
            </p>
            <ContactSalesButton className="btn btn-light" testId="research-contact-button">
              {t('contact.button')}
            </ContactSalesButton>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
