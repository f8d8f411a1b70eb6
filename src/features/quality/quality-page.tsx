import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { TocNav } from '../../components/toc-nav';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { ContactSalesButton } from '../../components/sales/contact-sales-button';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { Phrases } from '../../components/phrases';
import { QualityArt, type QualityArtWords } from '../../components/page-hero/art/quality-art';
import { artWords } from '../../components/page-hero/art/parts';
import * as styles from './quality.module.css';

export interface QualityContent {
  title: string;
  summary: string;
  updatedAt: string;
  content: string;
  toc: readonly { id: string; text: string }[];
}

/**
 * /quality: how the panel is recruited and verified and what '100% cheater interception' means, from
 * the site API (content/quality/), with the date it was last updated.
 */
export function QualityPage({ page, lang }: { page: QualityContent; lang: Language }) {
  const { t } = useTranslation('quality');
  return (
    <PageShell hero>
      <PageHero
        id="quality-title"
        size="landing"
        visual={<QualityArt words={artWords<QualityArtWords>(t)} />}
        eyebrow={t('eyebrow')}
        title={<Phrases text={page.title} />}
        lead={page.summary}
        note={
          <span className={styles.updated} data-testid="quality-updated">
            {t('updated', { date: formatDate(page.updatedAt, lang) })}
          </span>
        }
      />
      <div className={`container ${styles.section}`}>
        <div className={styles.body}>
          {page.toc.length > 0 && <TocNav id="quality-toc" title={t('toc')} entries={page.toc} className={styles.toc} />}
          <div className={`prose ${styles.prose}`} data-testid="quality-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        </div>
      </div>
      <SalesSection id="quality-next" tone="soft" title={t('next.title')} lead={t('next.text')}>
        <div className={styles.next}>
          <Link className="btn btn-primary" to="/tools/sample-size">
            {t('next.calculator')}
          </Link>
          <Link className="btn btn-ghost" to="/cases">
            {t('next.cases')}
          </Link>
          <ContactSalesButton className="btn btn-ghost">{t('next.contact')}</ContactSalesButton>
        </div>
      </SalesSection>
    </PageShell>
  );
}
