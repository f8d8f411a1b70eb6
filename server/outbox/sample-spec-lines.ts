import type { SampleSpec, SampleSpecField } from '../../contract/sample-spec';
import type { Language } from '../../contract/languages';

type Lang = Language;

/** The sample spec's labels as a sales person reads them (listed after the sample size). */
export const SPEC_LABELS = {
  countries: { zh: '目标国家/地区', en: 'Countries/regions' },
  loi: { zh: '问卷时长（LOI）', en: 'Interview length (LOI)' },
  incidence: { zh: '发生率（IR）', en: 'Incidence rate (IR)' },
  fieldDays: { zh: '执行天数', en: 'Field days' },
  quotas: { zh: '配额要求', en: 'Quotas' },
} as const satisfies Record<SampleSpecField, Record<Lang, string>>;

/** Each given field as a line's value: "美国、德国", "20 分钟" / "20 min", "15%", "10 天" / "10 days". */
export function specValues(spec: SampleSpec, lang: Lang): Record<SampleSpecField, string | null> {
  const zh = lang === 'zh';
  return {
    countries: spec.countries?.length ? spec.countries.join(zh ? '、' : ', ') : null,
    loi: spec.loi !== undefined ? (zh ? `${spec.loi} 分钟` : `${spec.loi} min`) : null,
    incidence: spec.incidence !== undefined ? `${spec.incidence}%` : null,
    fieldDays:
      spec.fieldDays !== undefined ? (zh ? `${spec.fieldDays} 天` : `${spec.fieldDays} day${spec.fieldDays === 1 ? '' : 's'}`) : null,
    quotas: spec.quotas ?? null,
  };
}
