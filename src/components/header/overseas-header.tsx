import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';
import type { NavItem } from './nav-items';
import { openQuote } from '../../lib/contact-events';
import * as styles from './header.module.css';

/**
 * The overseas edition's header: the logo and 'Request a Quote' (SPEC 2.7), and below 1000 px the same
 * menu as the China edition's, so phones have navigation in this edition too.
 */
export function OverseasHeader({ lang, items, quoteHref = '#request-quote' }: { lang: Language; items: NavItem[]; quoteHref?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.inner} only-overseas`} data-edition-part>
      <Logo />
      <div className={styles.right}>
        <LanguageSwitch current={lang} />
        <a
          className={`btn btn-primary btn-sm ${styles.quoteButton}`}
          href={quoteHref}
          data-testid="request-quote"
          onClick={(e) => {
            // The modal opens instead; without JavaScript the link leads to the footer's contact block.
            e.preventDefault();
            openQuote();
          }}
        >
          {t('quote.request')}
        </a>
      </div>
      <MobileHeader items={items} lang={lang} id="overseas-menu" labelKey="nav.siteMenu" />
    </div>
  );
}
