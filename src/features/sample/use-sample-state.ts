import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FACTS, type Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { createValueStore, useDeferredPart } from '../../lib/deferred-part';
import type { SampleEstimate } from '../contact/sample-quote-section';
import { currentEstimate, DEFAULT_ESTIMATOR, type EstimatorValues } from './cost-estimator';
import { fieldDaysFor, shownRange, type SamplePanel } from './estimate';
import type { SampleData, SampleMarket } from './sample-data';

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
    const summary = `${t('quote.estimate', {
      quantity: formatNumber(Number(values.quantity)),
      loi: values.loi,
      incidence: values.incidence,
      range: shownRange(result.perComplete, Number(values.quantity), lang).each,
    })}${panels.length > 1 ? ` · ${t(`estimator.panels.${values.panel}`)}` : ''}`;
    // The amounts go to sales as the estimator keeps them, in CNY whatever the page's language (README "Prices").
    const { perComplete, total, hours } = result;
    return {
      values: { ...values, perComplete, total, hours, currency: 'CNY' },
      summary,
      // The form's own fields take these (the visitor can still change them there).
      fields: { sampleQuantity: values.quantity, loi: values.loi, incidence: values.incidence, fieldDays: String(fieldDaysFor(hours)) },
    };
  }, [attach, values, panels.length, t, lang]);
  useEffect(() => estimateStore.set(estimate), [estimate, estimateStore]);

  const toQuote = () => {
    setAttach(true);
    quote.wake();
    document.getElementById('sample-quote')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return {
    panels,
    values,
    setValues,
    quote,
    estimateStore,
    toQuote,
    formMarket: market === 'all' ? LANGUAGE_FACTS[lang].samplePanel : market,
  };
}

export type SampleState = ReturnType<typeof useSampleState>;

/** What every section of the sample page reads: the route's language and market, its data and the shared state. */
export interface SampleSectionProps {
  lang: Language;
  market: SampleMarket;
  data: SampleData;
  state: SampleState;
}
