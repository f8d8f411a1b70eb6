import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../shell/page-shell';
import { NextSteps } from '../../components/next-steps/next-steps';
import type { Language } from '../../i18n/languages';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { CalculatorArt, type CalculatorArtWords } from '../../components/page-hero/art/calculator-art';
import { artWords } from '../../components/page-hero/art/parts';
import { Calculator } from './calculator';
import { SizeTable } from './size-table';
import * as styles from './sample-size.module.css';

/**
 * /tools/sample-size: the sample-size and margin-of-error calculator. Its default state (95%, ±5%, 50%,
 * population unknown: 385) and the table of common sizes are in the server HTML; the numbers update as
 * the visitor types. 'Get a quote' opens the quote form with the number filled in (a mail to sales
 * before the page's script runs).
 */
export function SampleSizePage({ lang }: { lang: Language }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation('common');
  return (
    <PageShell hero>
      <PageHero
        id="sample-size-title"
        size="landing"
        visual={<CalculatorArt words={artWords<CalculatorArtWords>(t, 'sampleSize.hero.art')} />}
        eyebrow={t('sampleSize.hero.eyebrow')}
        title={t('sampleSize.hero.title')}
        lead={t('sampleSize.hero.lead')}
      />
      <SalesSection id="sample-size-form" tone="soft" title={t('sampleSize.form.title')}>
        <Calculator />
      </SalesSection>
      <SalesSection id="sample-size-next" title={tc('nextSteps.title')}>
        <NextSteps lang={lang} heading={false} className={styles.steps} />
      </SalesSection>
      <SalesSection id="sample-size-table" title={t('sampleSize.table.title')} lead={t('sampleSize.table.lead')}>
        <SizeTable />
      </SalesSection>
      <SalesSection id="sample-size-method" tone="soft" title={t('sampleSize.method.title')}>
        <ul className={styles.method}>
          {(t('sampleSize.method.items', { returnObjects: true }) as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SalesSection>
      <SalesSection id="sample-size-more" title={t('sampleSize.more.title')}>
        <ul className={styles.more}>
          <li>
            <Link to="/quality">{t('sampleSize.more.quality')}</Link>
          </li>
          <li>
            <Link to="/cases">{t('sampleSize.more.cases')}</Link>
          </li>
          <li>
            <Link to="/sample">{t('sampleSize.more.sample')}</Link>
          </li>
        </ul>
      </SalesSection>
    </PageShell>
  );
}
