import React, { type ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import { ChinaFooter } from './china-footer';
import { OverseasFooter } from './overseas-footer';
import * as styles from './footer.module.css';

/**
 * Both editions' footers; `contactForm` is the overseas footer's contact-us form (a slot the layout fills,
 * left empty on a page that is that form).
 */
export function Footer({ lang, contactForm }: { lang: Language; contactForm?: ReactNode }) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <ChinaFooter lang={lang} />
      <OverseasFooter lang={lang} contactForm={contactForm} />
    </footer>
  );
}
