import React, { Suspense, type ReactNode } from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/languages';
import { bannerOffset } from '../../lib/routes';
import { Header } from '../header/header';
import { ContactWidget } from '../../features/contact/contact-widget';
import * as styles from './layout.module.css';

/**
 * The help layout of SPEC 2.2: header, the menu sidebar and the article, no footer. A shell of its own, not
 * a branch of PageShell, so that help pages do not download the footer's code.
 */
export function HelpShell({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  const { language, path } = useI18next();
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Header path={path} />
      </Suspense>
      <div className={styles.help} style={{ paddingTop: bannerOffset(path) }}>
        {sidebar}
        <main id="main" className={styles.helpMain}>
          {children}
        </main>
      </div>
      <ContactWidget lang={isLanguage(language) ? language : 'zh'} path={path} />
    </div>
  );
}
