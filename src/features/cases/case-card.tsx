import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { QuoteButton } from '../../components/sales/quote-button';
import { ClientLogo } from '../../components/proof/client-logo';
import * as styles from './cases.module.css';
import { Phrases } from '../../components/phrases';

export interface CaseFigure {
  value: string;
  label: string;
}

export interface CaseSummary {
  apiId: number;
  industry: string;
  title: string;
  client: string;
  clientName: string;
  logo: string;
  summary: string;
  figures: readonly CaseFigure[];
}

export interface CaseIndustry {
  apiId: string;
  name: string;
}

/** A case study's key figures as a description list. */
export function CaseFigures({ figures }: { figures: readonly CaseFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((f) => (
        <div key={f.label}>
          <dt>
            <Phrases text={f.label} />
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One case study in the list: the client's logo, industry, title, summary, figures, link to the whole story. */
export function CaseCard({ item, industry }: { item: CaseSummary; industry: string }) {
  const { t } = useTranslation('cases');
  return (
    <li className={styles.card} data-testid="case-card" data-industry={item.industry}>
      <div className={styles.cardTop}>
        <ClientLogo mark={item.logo} name={item.clientName} />
        <span className={styles.industry}>{industry}</span>
      </div>
      <h2>
        <Link to={`/cases/${item.apiId}`}>
          <Phrases text={item.title} />
        </Link>
      </h2>
      <p>{item.summary}</p>
      <CaseFigures figures={item.figures} />
      <Link to={`/cases/${item.apiId}`} aria-hidden="true" tabIndex={-1}>
        {t('read')} →
      </Link>
    </li>
  );
}

/**
 * The list's last card: the visitor's own project as the next case, with the quote form and the sample-size
 * calculator. Alone in its row (an even number of cases) it spans the row, so the grid never ends on a gap.
 */
export function CaseInvitation({ subject }: { subject: string }) {
  const { t } = useTranslation('cases');
  return (
    <li className={styles.invitation} data-testid="case-invitation">
      <h2>{t('cta.title')}</h2>
      <p>{t('cta.text')}</p>
      <div className={styles.actions}>
        <QuoteButton className="btn btn-primary" subject={subject} testId="cases-quote">
          {t('cta.quote')}
        </QuoteButton>
        <Link className="btn btn-ghost" to="/tools/sample-size">
          {t('cta.calculator')}
        </Link>
      </div>
    </li>
  );
}
