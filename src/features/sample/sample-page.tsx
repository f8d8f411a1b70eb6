import React, { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../shell/page-shell';
// Ordering constraint: each page inlines its CSS in the order webpack first meets the stylesheets, so the
// next-steps and proof stylesheets are imported before the sections that bring sample.module.css.
import { NextSteps } from '../../components/next-steps/next-steps';
import { ProofSection } from '../../components/proof/proof-section';
import type { Language } from '../../i18n/languages';
import { DeferredForm } from '../../components/deferred-form';
// The deferred form's CSS comes with the page (contact/page-form-styles.ts).
import '../contact/page-form-styles';
import type { SampleData, SampleMarket } from './sample-data';
import { SampleChina } from './sample-china';
import { SampleGlobal } from './sample-global';
import { SampleHero, SampleMarkets } from './sample-hero';
import { SampleEstimator, SampleSteps } from './sample-steps';
import { useSampleState, type SampleSectionProps } from './use-sample-state';
import * as styles from './sample.module.css';
import { Icon } from '../../components/icons/icons';
import { withTail } from '../../components/tail';

export type { SampleData, SampleMarket } from './sample-data';
export { useSampleState, type SampleSectionProps, type SampleState } from './use-sample-state';

// The quote form is in the server HTML; its code (final-form, XState, the API client) loads when the
// visitor scrolls near it or focuses a field.
const SampleQuoteSection = lazy(() => import('../contact/sample-quote-section'));

/**
 * The sample page's sections in order, each on its own, with the markets each belongs to (China panel on
 * /sample and /sample/zh, global panel on /sample and /sample/en): the page renders those of its market,
 * and the component preview gallery (src/pages/preview/sample.tsx) renders each one in a frame of its own.
 */
export const SAMPLE_SECTIONS: {
  id: string;
  shows: (market: SampleMarket) => boolean;
  render: (props: SampleSectionProps) => React.ReactNode;
}[] = [
  { id: 'hero', shows: () => true, render: (p) => <SampleHero {...p} /> },
  { id: 'markets', shows: () => true, render: (p) => <SampleMarkets {...p} /> },
  { id: 'china', shows: (m) => m !== 'en', render: (p) => <SampleChina {...p} /> },
  { id: 'global', shows: (m) => m !== 'zh', render: (p) => <SampleGlobal {...p} /> },
  { id: 'steps', shows: () => true, render: () => <SampleSteps /> },
  { id: 'proof', shows: () => true, render: ({ data }) => <ProofSection items={data.proof.nodes} kinds={['project', 'practice']} /> },
  { id: 'estimator', shows: () => true, render: (p) => <SampleEstimator {...p} /> },
  { id: 'quote', shows: () => true, render: (p) => <SampleQuote {...p} /> },
];

/** The panels and samples page (SPEC 2.6): the panel, its labels and countries, the estimator and the quote form. */
export function SamplePage({ lang, market, data }: { lang: Language; market: SampleMarket; data: SampleData }) {
  const state = useSampleState(lang, market);
  return (
    <PageShell hero>
      {SAMPLE_SECTIONS.filter((s) => s.shows(market)).map((s) => (
        <React.Fragment key={s.id}>{s.render({ lang, market, data, state })}</React.Fragment>
      ))}
    </PageShell>
  );
}

/** The quote form with what it brings: its points and the next steps; the form itself loads late. */
function SampleQuote({ lang, state, data }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { quote, estimateStore, formMarket } = state;
  return (
    <section id="sample-quote" className={styles.section} aria-labelledby="sample-quote-title">
      <div className={`container ${styles.quote}`}>
        <div className={styles.quoteIntro}>
          <p className={styles.eyebrow}>{t('quote.eyebrow')}</p>
          <h2 id="sample-quote-title">{t('quote.title')}</h2>
          <p className={styles.lead}>{withTail(t('quote.lead'))}</p>
          <ul className={styles.checks}>
            {(t('quote.points', { returnObjects: true }) as string[]).map((p) => (
              <li key={p}>
                <Icon name="check" size={18} className={styles.checkIcon} />
                {p}
              </li>
            ))}
          </ul>
          <NextSteps lang={lang} />
        </div>
        <div ref={quote.ref} className={styles.quoteCard}>
          <DeferredForm gate={quote.gate}>
            <SampleQuoteSection
              lang={lang}
              market={formMarket}
              estimate={estimateStore}
              countries={data.regions.nodes.map((c) => c.name)}
            />
          </DeferredForm>
        </div>
      </div>
    </section>
  );
}
