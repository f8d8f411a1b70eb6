import React, { type ReactNode } from 'react';
import type { HeadProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import { PageShell } from '../shell/page-shell';
import { Seo } from '../../components/seo/seo';
import { localeString, type I18nPageContext, type LocalesData } from '../../lib/i18n-data';
import { ErrorView } from './error-view';

/** What tells one error page from another: its status and its `common` strings. */
export interface ErrorPageKind {
  status: 404 | 500;
  /** Keys in the `common` namespace. */
  titleKey: string;
  textKey: string;
}

/** An error page (/404, /500): the shell, the status and message, and the links to go on from there. */
export function ErrorPage({ kind, children }: { kind: ErrorPageKind; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PageShell>
      <ErrorView status={kind.status} title={t(kind.titleKey)} text={t(kind.textKey)}>
        {children}
      </ErrorView>
    </PageShell>
  );
}

/** The Head of an error page: its title and description in the page's language, kept out of search. */
export function errorPageHead(kind: ErrorPageKind) {
  return function ErrorHead({ data, pageContext }: HeadProps<LocalesData, I18nPageContext>) {
    return (
      <Seo
        lang={pageContext.language}
        originalPath={`/${kind.status}`}
        noindex
        seo={{
          title: `${localeString(data, 'common', kind.titleKey)} - ${siteConfig.brand[pageContext.language]}`,
          description: localeString(data, 'common', kind.textKey),
        }}
      />
    );
  };
}
