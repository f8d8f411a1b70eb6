import React from 'react';
import type { HeadProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { PageShell } from './page-shell';
import { languageOr, localizedPath } from '../../i18n/languages';
import { QuoteFallbackProvider, QUOTE_BLOCK_ID } from '../../components/quote-anchor';
import { Seo } from '../../components/seo/seo';
import { localeString, type I18nPageContext, type LocalesData } from '../../lib/i18n-data';
import * as styles from '../../components/list/preview.module.css';

/** One framed entry of a component-preview gallery: its anchor id, its name and what it shows. */
export interface PreviewItem {
  id: string;
  label: string;
  node: React.ReactNode;
}

/**
 * A component-preview gallery (SPEC 2.1): a title, a lead, an index of the entries, and every entry on its
 * own in a named frame. `area` is the gallery's key in locales/{lang}/previews.json.
 */
export function PreviewGallery({ area, items }: { area: string; items: PreviewItem[] }) {
  const { t } = useTranslation('previews');
  const { language } = useI18next();
  return (
    // A gallery has no footer: its sections' 'Request a Quote' links lead to the home page's contact block.
    <QuoteFallbackProvider value={`${localizedPath('/', languageOr(language))}#${QUOTE_BLOCK_ID}`}>
      <PageShell layout="blank">
        <header className={styles.head}>
          <h1>{t(`${area}.title`)}</h1>
          <p>{t('lead')}</p>
          <nav aria-label={t('sections')}>
            {items.map((s) => (
              <a key={s.id} href={`#preview-${s.id}`}>
                {s.label}
              </a>
            ))}
          </nav>
        </header>
        {items.map((s) => (
          <section key={s.id} id={`preview-${s.id}`} className={styles.item} aria-labelledby={`preview-${s.id}-label`}>
            <h2 id={`preview-${s.id}-label`} className={styles.label}>
              {s.label}
            </h2>
            <div className={styles.frame} data-preview-frame>
              {s.node}
            </div>
          </section>
        ))}
      </PageShell>
    </QuoteFallbackProvider>
  );
}

/** The Head of a gallery at `originalPath`: its title and lead from previews.json, kept out of search engines. */
export function previewHead(area: string, originalPath: string) {
  return function PreviewHead({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) {
    return (
      <Seo
        lang={pageContext.language}
        originalPath={originalPath}
        noindex
        seo={{ title: localeString(data, 'previews', `${area}.title`), description: localeString(data, 'previews', 'lead') }}
      />
    );
  };
}
