import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '../link';
import * as styles from './proof-section.module.css';
import { withTail } from '../tail';

export interface ProofItem {
  apiId: string;
  kind: string;
  title: string;
  text: string;
}

/** The trust section's content from the site API (`/home/proof`), in the page's language. */
export const proofItemsFragment = graphql`
  fragment ProofItems on Query {
    proof: allSiteApiProof(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        kind
        title
        text
      }
    }
  }
`;

export const PROOF_KINDS = ['segment', 'project', 'practice'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/**
 * Proof for a first-time visitor: who uses the panel, sample projects and how data quality is kept (how
 * the 100% cheater interception works). Home pages and the sample page, each showing the `kinds` that fit
 * it (so the two never repeat the same block); `children` come after the lead (the home page's clients and
 * what they said: src/features/home/client-voices.tsx).
 */
export function ProofSection({
  items,
  kinds = PROOF_KINDS,
  children,
}: {
  items: readonly ProofItem[];
  kinds?: readonly ProofKind[];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <section className={styles.wrap} aria-labelledby="proof-title" data-testid="proof">
      <div className="container">
        <h2 id="proof-title">{t('proof.title')}</h2>
        <p className={styles.lead}>{withTail(t('proof.lead'))}</p>
        {children}
        <div className={styles.columns}>
          {kinds.map((kind) => {
            const list = items.filter((i) => i.kind === kind);
            if (list.length === 0) return null;
            return (
              <section key={kind} className={styles.column} aria-labelledby={`proof-${kind}`}>
                <h3 id={`proof-${kind}`}>{t(`proof.${kind}`)}</h3>
                <ul>
                  {list.map((i) => (
                    <li key={i.apiId}>
                      <strong>{i.title}</strong>
                      <p>{i.text}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <p className={styles.more}>
          <Link to="/cases" data-testid="proof-cases">
            {t('proof.cases')} →
          </Link>
          <Link to="/quality">{t('proof.quality')} →</Link>
        </p>
      </div>
    </section>
  );
}
