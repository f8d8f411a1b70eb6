import type { SampleSpec, SampleSpecField } from '../../contract/sample-spec';
import type { Language } from '../../contract/languages';
import { localeTexts } from '../lib/locale-text';

/** Each given field as a line's value: "美国、德国", "20 分钟" / "20 min", "15%", "10 天" / "10 days". */
export function specValues(spec: SampleSpec, lang: Language): Record<SampleSpecField, string | null> {
  const t = localeTexts(lang, 'outbox');
  return {
    countries: spec.countries?.length ? spec.countries.join(t('spec.listSeparator')) : null,
    loi: spec.loi !== undefined ? t('spec.loi', { count: spec.loi }) : null,
    incidence: spec.incidence !== undefined ? `${spec.incidence}%` : null,
    fieldDays: spec.fieldDays !== undefined ? t('spec.fieldDays', { count: spec.fieldDays }) : null,
    quotas: spec.quotas ?? null,
  };
}
