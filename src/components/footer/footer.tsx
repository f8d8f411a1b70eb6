import React from 'react';
import type { Language } from '../../i18n/languages';
import { ChinaFooter } from './china-footer';
import { OverseasFooter } from './overseas-footer';
import * as styles from './footer.module.css';

export function Footer({ lang }: { lang: Language }) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <ChinaFooter lang={lang} />
      <OverseasFooter lang={lang} />
    </footer>
  );
}
