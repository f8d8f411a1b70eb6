import React from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import { languageOr } from '../../i18n/languages';
import { DARK_HEADER_SCROLL, headerTurnsDarkOnScroll } from '../../lib/routes';
import { useScrolledPast } from '../../lib/use-client';
import { AccountButtons } from './account-buttons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';
import { navFor } from './nav-items';
import { QuoteButton } from './quote-button';
import * as styles from './header.module.css';

/** Dark once scrolled past 60 px on the pages SPEC 2.3 lists; always dark on every other page. */
export function useHeaderDark(path: string): boolean {
  const scrolled = useScrolledPast(DARK_HEADER_SCROLL);
  return !headerTurnsDarkOnScroll(path) || scrolled;
}

/**
 * The site header, once for both editions: the logo, the language switch and the phone menu (below 1000 px)
 * are shared; the China edition adds its navigation and account button, the overseas edition 'Request a
 * Quote' (SPEC 2.7). Those parts carry `only-china` / `only-overseas`, and CSS shows the visitor's edition,
 * so the header works without scripts and never flashes the other edition's controls.
 * Without scripts 'Request a Quote' leads to this page's footer block; a page without the footer says
 * where instead (`QuoteFallbackProvider`, components/quote-anchor.tsx).
 */
export function Header({ path }: { path: string }) {
  const { language, originalPath } = useI18next();
  const lang = languageOr(language);
  const { t } = useTranslation('common');
  const dark = useHeaderDark(path);
  const items = navFor(lang);
  const active = (to: string) => (to === '/' ? originalPath === '/' : originalPath === to || originalPath.startsWith(`${to}/`));

  return (
    <header className={`${styles.header} ${dark ? styles.dark : styles.clear}`} data-testid="site-header" data-dark={dark}>
      <div className={styles.inner}>
        <Logo />
        <nav className={`${styles.desktopNav} only-china`} data-edition-part aria-label={t('nav.main')}>
          <ul>
            {items.map((item) => (
              <li key={item.key} className={item.children ? styles.group : undefined}>
                <Link
                  to={item.to}
                  className={active(item.to) ? styles.active : undefined}
                  aria-haspopup={item.children ? 'true' : undefined}
                >
                  {t(`nav.${item.key}`)}
                  {item.hot && (
                    <>
                      <span className={styles.hot} aria-hidden="true">
                        HOT
                      </span>
                      <span className="visually-hidden">{t('nav.hot')}</span>
                    </>
                  )}
                </Link>
                {item.children && (
                  <ul className={styles.dropdown}>
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <Link to={child.to}>{t(`nav.${child.key}`)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.right}>
          <LanguageSwitch current={lang} />
          <div className="only-china" data-edition-part>
            <AccountButtons lang={lang} />
          </div>
          <QuoteButton />
        </div>
        <MobileHeader items={items} lang={lang} />
      </div>
    </header>
  );
}
