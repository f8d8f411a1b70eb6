import React, { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../../layouts/page-shell';
import { NextSteps } from '../../components/next-steps/next-steps';
import { ProofSection, type ProofItem } from '../../components/proof/proof-section';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { createValueStore, DeferredPart, useDeferredPart } from '../../lib/deferred-part';
// The deferred form's CSS comes with the page (contact/page-form-styles.ts).
import '../contact/page-form-styles';
import { FIGURES, OVERSEAS_REGIONS, PRICES, money, percent, plus } from '../home/figures';
import { CostEstimator, currentEstimate, DEFAULT_ESTIMATOR, type EstimatorValues } from './cost-estimator';
import type { SamplePanel } from './estimate';
import type { SampleEstimate } from '../contact/sample-quote-section';
import * as styles from './sample.module.css';

// The quote form is in the server HTML; its code (final-form, XState, the API client) loads when the
// visitor scrolls near it or focuses a field.
const SampleQuoteSection = lazy(() => import('../contact/sample-quote-section'));

/** Which panels the page presents: /sample both, /sample/zh the China panel, /sample/en the global one. */
export type SampleMarket = 'all' | 'zh' | 'en';

export interface SampleData {
  labelGroups: { nodes: { apiId: string; name: string; subGroups: { labels: { id: string }[] }[] }[] };
  carFilters: { nodes: { apiId: string; name: string; options: { id: string; name: string }[] }[] };
  proof: { nodes: ProofItem[] };
  countries: {
    nodes: {
      apiId: string;
      region: string;
      country: string;
      total: number;
      male: number;
      female: number;
      age14to22: number;
      age23to35: number;
      age36to55: number;
      age56to80: number;
    }[];
  };
}

const AGE_BANDS = [
  ['age14to22', '14-22'],
  ['age23to35', '23-35'],
  ['age36to55', '36-55'],
  ['age56to80', '56-80'],
] as const;

const STEPS = ['design', 'target', 'field', 'deliver'] as const;

/** What every section of the sample page reads: the route's language and market, its data and the shared state. */
export interface SampleSectionProps {
  lang: Language;
  market: SampleMarket;
  data: SampleData;
  state: SampleState;
}

/**
 * The state the sections share: the estimator's values, the estimate attached to the quote form (through a
 * store: a changed prop would reach the form while it may still be waiting to hydrate, see
 * deferred-part.tsx) and the deferred quote form itself.
 */
export function useSampleState(lang: Language, market: SampleMarket) {
  const { t } = useTranslation('sample');
  const panels: SamplePanel[] = market === 'zh' ? ['china'] : market === 'en' ? ['global'] : ['china', 'global'];
  const [values, setValues] = useState<EstimatorValues>({ ...DEFAULT_ESTIMATOR, panel: panels[0]! });
  const quote = useDeferredPart<HTMLDivElement>();
  const [estimateStore] = useState(() => createValueStore<SampleEstimate | null>(null));
  const [attach, setAttach] = useState(false);

  const estimate = useMemo(() => {
    const result = attach ? currentEstimate(values) : null;
    if (!result) return null;
    const summary = t('quote.estimate', {
      quantity: formatNumber(Number(values.quantity)),
      questions: values.questions,
      targeting: `${t(`estimator.targetings.${values.targeting}`)}${panels.length > 1 ? ` · ${t(`estimator.panels.${values.panel}`)}` : ''}`,
    });
    return { values: { ...values, ...result }, summary, sampleQuantity: Number(values.quantity) };
  }, [attach, values, panels.length, t]);
  useEffect(() => estimateStore.set(estimate), [estimate, estimateStore]);

  const toQuote = () => {
    setAttach(true);
    quote.wake();
    document.getElementById('sample-quote')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { panels, values, setValues, quote, estimateStore, toQuote, formMarket: market === 'all' ? lang : market };
}

export type SampleState = ReturnType<typeof useSampleState>;

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
  { id: 'proof', shows: () => true, render: ({ data }) => <ProofSection items={data.proof.nodes} /> },
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

function SampleHero({ lang, state }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { quote } = state;
  const stats = [
    { key: 'panelists', value: plus(FIGURES.panelists) },
    { key: 'labels', value: plus(FIGURES.labels) },
    { key: 'fraud', value: percent(FIGURES.cheaterInterception) },
    { key: 'speed', value: formatNumber(FIGURES.samplesPerHour) },
  ];
  return (
    <section className={styles.hero} aria-labelledby="sample-title">
      <div className="container">
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="sample-title">{t('hero.title', { panelists: plus(FIGURES.panelists) })}</h1>
        <p className={styles.lead}>{t('hero.lead', { labels: plus(FIGURES.labels), fraud: percent(FIGURES.cheaterInterception) })}</p>
        <p className={styles.price}>{t('hero.price', { price: money(PRICES.lowestSample, lang) })}</p>
        <div className={styles.actions}>
          <a className="btn btn-primary" href="#estimator">
            {t('hero.estimate')}
          </a>
          <a className="btn btn-ghost" href="#sample-quote" onClick={quote.wake}>
            {t('hero.contact')}
          </a>
        </div>
        <ul className={styles.stats}>
          {stats.map((s) => (
            <li key={s.key}>
              <strong>{s.value}</strong>
              <span>{t(`stats.${s.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SampleMarkets({ market }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  return (
    <nav className={`container ${styles.markets}`} aria-label={t('markets.label')}>
      {(['all', 'zh', 'en'] as const).map((m) => (
        <Link
          key={m}
          to={m === 'all' ? '/sample' : `/sample/${m}`}
          aria-current={m === market ? 'page' : undefined}
          className={m === market ? styles.marketOn : styles.market}
        >
          {t(`markets.${m}`)}
        </Link>
      ))}
    </nav>
  );
}

function SampleChina({ data }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  return (
    <section className={styles.section} aria-labelledby="sample-china">
      <div className="container">
        <p className={styles.eyebrow}>{t('china.eyebrow')}</p>
        <h2 id="sample-china">{t('china.title', { count: data.labelGroups.nodes.length })}</h2>
        <p className={styles.lead}>{t('china.lead')}</p>
        <ul className={styles.groups}>
          {data.labelGroups.nodes.map((g) => (
            <li key={g.apiId}>
              <strong>{g.name}</strong>
              <span>{t('china.labels', { count: g.subGroups.reduce((n, s) => n + s.labels.length, 0) })}</span>
            </li>
          ))}
        </ul>
        <div className={styles.car}>
          <h3>{t('china.carTitle')}</h3>
          <p>{t('china.carLead', { owners: plus(FIGURES.carOwners), nev: plus(FIGURES.newEnergyOwners) })}</p>
          <ul>
            {data.carFilters.nodes.map((f) => (
              <li key={f.apiId}>
                <strong>{f.name}</strong>
                <span>
                  {/* Each option whole on its line ('35-50万元', '皮卡'), its separator kept with it. */}
                  {f.options.slice(0, 6).map((o, i, shown) => (
                    <React.Fragment key={o.id}>
                      <span className={styles.carOption}>{i < shown.length - 1 ? `${o.name} ·` : o.name}</span>{' '}
                    </React.Fragment>
                  ))}
                  {f.options.length > 6 ? '…' : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function SampleGlobal({ lang, data }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const regions = OVERSEAS_REGIONS.map((r) => t(`global.regions.${r}`)).join(lang === 'zh' ? '、' : ', ');
  return (
    <section className={`${styles.section} ${styles.soft}`} aria-labelledby="sample-global">
      <div className="container">
        <p className={styles.eyebrow}>{t('global.eyebrow')}</p>
        <h2 id="sample-global">{t('global.title', { regions })}</h2>
        <p className={styles.lead}>{t('global.lead')}</p>
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby="sample-table-caption">
          <table className={styles.table}>
            <caption id="sample-table-caption">{t('global.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('global.country')}</th>
                <th scope="col">{t('global.total')}</th>
                <th scope="col">{t('global.male')}</th>
                <th scope="col">{t('global.female')}</th>
                {AGE_BANDS.map(([, band]) => (
                  <th key={band} scope="col">
                    {t('global.ages', { band })}
                  </th>
                ))}
              </tr>
            </thead>
            {OVERSEAS_REGIONS.map((region) => {
              const rows = data.countries.nodes.filter((c) => c.region === region);
              if (rows.length === 0) return null;
              return (
                <tbody key={region}>
                  <tr className={styles.regionRow}>
                    <th colSpan={8} scope="colgroup">
                      {t(`global.regions.${region}`)}
                    </th>
                  </tr>
                  {rows.map((c) => (
                    <tr key={c.apiId}>
                      <th scope="row">{c.country}</th>
                      <td>{formatNumber(c.total)}</td>
                      <td>{formatNumber(c.male)}</td>
                      <td>{formatNumber(c.female)}</td>
                      {AGE_BANDS.map(([key]) => (
                        <td key={key}>{formatNumber(c[key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              );
            })}
          </table>
        </section>
      </div>
    </section>
  );
}

function SampleSteps() {
  const { t } = useTranslation('sample');
  return (
    <section className={styles.section} aria-labelledby="sample-steps">
      <div className="container">
        <p className={styles.eyebrow}>{t('steps.eyebrow')}</p>
        <h2 id="sample-steps">{t('steps.title')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className={styles.stepIndex} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`steps.items.${s}.title`)}</h3>
              <p>{t(`steps.items.${s}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function SampleEstimator({ lang, state }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { values, setValues, panels, toQuote } = state;
  return (
    <section id="estimator" className={`${styles.section} ${styles.soft}`} aria-labelledby="sample-estimator">
      <div className="container">
        <p className={styles.eyebrow}>{t('estimator.eyebrow')}</p>
        <h2 id="sample-estimator">{t('estimator.title')}</h2>
        <p className={styles.lead}>{t('estimator.lead')}</p>
        <CostEstimator lang={lang} values={values} onChange={setValues} panels={panels} onQuote={toQuote} />
      </div>
    </section>
  );
}

function SampleQuote({ lang, state }: SampleSectionProps) {
  const { t } = useTranslation('sample');
  const { quote, estimateStore, formMarket } = state;
  return (
    <section id="sample-quote" className={styles.section} aria-labelledby="sample-quote-title">
      <div className={`container ${styles.quote}`}>
        <div>
          <p className={styles.eyebrow}>{t('quote.eyebrow')}</p>
          <h2 id="sample-quote-title">{t('quote.title')}</h2>
          <p className={styles.lead}>{t('quote.lead')}</p>
          <ul className={styles.checks}>
            {(t('quote.points', { returnObjects: true }) as string[]).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <NextSteps lang={lang} />
        </div>
        <div ref={quote.ref} className={styles.quoteCard}>
          <DeferredPart gate={quote.gate}>
            <SampleQuoteSection lang={lang} market={formMarket} estimate={estimateStore} />
          </DeferredPart>
        </div>
      </div>
    </section>
  );
}
