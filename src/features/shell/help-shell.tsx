import React, { Suspense, type ReactNode } from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { languageOr, localizedPath } from '../../i18n/languages';
import { bannerOffset } from '../../lib/routes';
import { Header } from '../../components/header/header';
import { QuoteFallbackProvider, QUOTE_BLOCK_ID } from '../../components/quote-anchor';
import { ContactWidget } from '../contact/contact-widget';
import { ConsentSlot } from '../consent/consent-slot';
import { HELP_SEARCH_ID } from '../help/help-search';
import * as frame from '../../components/layout/page-frame.module.css';
import * as styles from '../../components/layout/help-layout.module.css';

/** Focus goes into the search box itself (a fragment link alone only scrolls in some browsers). */
const focusSearch = (e: React.MouseEvent) => {
  const box = document.getElementById(HELP_SEARCH_ID);
  if (!box) return;
  e.preventDefault();
  box.focus();
};

/**
 * The help layout of SPEC 2.2: header, the menu sidebar and the article, no footer. A shell of its own, not
 * a branch of PageShell, so that help pages do not download the footer's code.
 */
export function HelpShell({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  const { language, path } = useI18next();
  const { t } = useTranslation('common');
  const lang = languageOr(language);
  return (
    <div className={frame.page}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* The search box comes after the menu's many links: a second skip link leads straight to it. */}
      <a className="skip-link" href={`#${HELP_SEARCH_ID}`} onClick={focusSearch}>
        {t('help.skipToSearch')}
      </a>
      <Suspense fallback={null}>
        {/* No footer here: without scripts 'Request a Quote' leads to the home page's contact block. */}
        <QuoteFallbackProvider value={`${localizedPath('/', lang)}#${QUOTE_BLOCK_ID}`}>
          <Header path={path} />
        </QuoteFallbackProvider>
      </Suspense>
      <div className={styles.help} style={{ paddingTop: bannerOffset(path) }}>
        {sidebar}
        <main id="main" className={styles.helpMain}>
          {children}
        </main>
      </div>
      <ContactWidget lang={lang} path={path} />
      <ConsentSlot lang={lang} />
    </div>
  );
}
