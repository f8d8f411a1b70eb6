import React, { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { Icon } from '../../components/icons/icons';
import { ClosingBand } from '../../components/sales/closing-band';
import { ContactSalesButton } from '../../components/sales/contact-sales-button';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { ChatArt, type ChatArtLines } from '../../components/page-hero/art/chat-art';
import { artWords } from '../../components/page-hero/art/parts';
import * as sales from '../../components/sales/sales.module.css';
import { ExampleConversation } from './example-conversation';
import * as styles from './aiprobing.module.css';

const STEPS = ['detect', 'write', 'record'] as const;
const CONTROLS = ['questions', 'limit', 'tone', 'review'] as const;

/** /aiprobing: the AI follow-up probing feature, with an example conversation. */
export function AiProbingPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('aiprobing');
  const signup = appUrl('register', lang);
  return (
    <PageShell hero>
      <PageHero
        id="aiprobing-title"
        size="landing"
        visual={<ChatArt lines={artWords<ChatArtLines>(t, 'hero.art')} />}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={
          <>
            <a className="btn btn-primary" href={signup}>
              {t('hero.signup')}
            </a>
            <ContactSalesButton className="btn btn-ghost">{t('hero.contact')}</ContactSalesButton>
          </>
        }
      />
      <SalesSection id="aiprobing-example" eyebrow={t('example.eyebrow')} title={t('example.title')} lead={t('example.lead')}>
        <div className={styles.exampleRow}>
          <ExampleConversation />
          <div className={styles.benefits}>
            <h3>{t('benefits.title')}</h3>
            <ul>
              {(t('benefits.items', { returnObjects: true }) as unknown as string[]).map((b) => (
                <li key={b}>
                  <Icon name="check" size={18} />
                  {b}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </SalesSection>
      <SalesSection id="aiprobing-how" tone="soft" eyebrow={t('how.eyebrow')} title={t('how.title')}>
        <ol className={sales.steps} style={{ ['--steps' as string]: STEPS.length } as CSSProperties}>
          {STEPS.map((s) => (
            <li key={s}>
              <h3>{t(`how.steps.${s}.title`)}</h3>
              <p>{t(`how.steps.${s}.text`)}</p>
            </li>
          ))}
        </ol>
      </SalesSection>
      <SalesSection id="aiprobing-controls" eyebrow={t('controls.eyebrow')} title={t('controls.title')}>
        <ul className={`${sales.cards} ${styles.controls}`}>
          {CONTROLS.map((c) => (
            <li key={c} className={sales.card}>
              <h3>{t(`controls.items.${c}.title`)}</h3>
              <p>{t(`controls.items.${c}.text`)}</p>
            </li>
          ))}
        </ul>
      </SalesSection>
      <ClosingBand
        id="aiprobing-closing"
        title={t('closing.title')}
        text={t('closing.text')}
        signup={{ href: signup, label: t('closing.signup') }}
        more={{ to: '/product', label: t('closing.product') }}
      />
    </PageShell>
  );
}
