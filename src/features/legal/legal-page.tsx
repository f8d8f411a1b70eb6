import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { Seo, titled } from '../../components/seo/seo';
import { ArticleView } from '../article/article-view';
import type { I18nPageContext, LocalesData } from '../../lib/i18n-data';
import * as styles from './legal.module.css';

export interface LegalData extends LocalesData {
  legal: { apiId: string; title: string; content: string; toc: { id: string; text: string }[] };
}

/** Terms of service and privacy policy: immersive, readable long texts from the API, with their contents. */
/**
 * Scrolls to a section without a hash navigation: a `hashchange` makes Gatsby's router re-render the page,
 * and an update reaching parts still hydrating makes React drop their server HTML (error 421). The address
 * still gets the hash (pushState fires no event), and focus moves to the heading for keyboard users.
 */
function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.pushState(window.history.state, '', `#${id}`);
}

export function LegalPage({ data }: PageProps<LegalData, I18nPageContext>) {
  const { t } = useTranslation('common');
  const toc = data.legal.toc;
  return (
    <PageShell>
      <ArticleView
        title={data.legal.title}
        html={data.legal.content}
        beforeBody={
          toc.length > 0 && (
            <nav className={styles.toc} aria-labelledby="legal-toc">
              <h2 id="legal-toc">{t('legal.toc')}</h2>
              <ol>
                {toc.map((e) => (
                  <li key={e.id}>
                    <a href={`#${e.id}`} onClick={(event) => jumpTo(event, e.id)}>
                      {e.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )
        }
      />
    </PageShell>
  );
}

export function LegalHead({ data, pageContext }: HeadProps<LegalData, I18nPageContext>) {
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
