import React from 'react';
import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../shell/page-shell';
import { Seo, titled } from '../../components/seo/seo';
import { TocNav } from '../../components/toc-nav';
import { ArticleView } from '../article/article-view';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';
import * as styles from './legal.module.css';

/** A legal page's strings and text (the LegalFields fragment below), once the page has its node. */
export interface LegalData extends LocalesData {
  readonly legal: Queries.LegalFieldsFragment;
}

/**
 * Terms of service and privacy policy: immersive, readable long texts from the API, with their contents
 * beside them (sticky) on wide screens and above them on narrow ones.
 */
export function LegalPage({ data }: { data: LegalData }) {
  const { t } = useTranslation('common');
  const toc = data.legal.toc;
  return (
    <PageShell>
      <ArticleView
        title={data.legal.title}
        html={data.legal.content}
        toc={toc.length > 0 && <TocNav id="legal-toc" title={t('legal.toc')} entries={toc} className={styles.toc} />}
      />
    </PageShell>
  );
}

export function LegalHead({ data, pageContext }: Pick<HeadProps<LegalData, I18nPageContext>, 'data' | 'pageContext'>) {
  const text = data.legal.content
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      seo={{ title: titled(data.legal.title, pageContext.language), description: text.slice(0, 150) }}
    />
  );
}

export const legalFields = graphql`
  fragment LegalFields on SiteApiLegal {
    apiId
    title
    content
    toc {
      id
      text
    }
  }
`;
