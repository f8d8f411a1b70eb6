import React, { useEffect, useRef, useState } from 'react';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { useSignedIn } from '../../lib/use-client';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './nav-items';
import * as styles from './header.module.css';

/** Below 1000 px: a menu button; the menu closes when an entry is chosen or on a click outside it. */
export function MobileHeader({ items, lang }: { items: NavItem[]; lang: Language }) {
  const { t } = useTranslation('common');
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const close = () => setOpen(false);
  const flat = items.flatMap((item) => item.children ?? [item]);

  return (
    <div className={styles.mobile} ref={root}>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      {open && (
        <nav id="mobile-menu" className={styles.mobileMenu} aria-label={t('nav.main')}>
          <ul>
            {flat.map((item) => (
              <li key={item.key}>
                <Link to={item.to} onClick={close}>
                  {t(`nav.${item.key}`)}
                  {item.hot && <span className={styles.hot}>HOT</span>}
                </Link>
              </li>
            ))}
          </ul>
          {/* SPEC 2.3's login actions, each once: Login and Register, or My Survey when signed in. */}
          <div className={styles.mobileExtra}>
            {signedIn ? (
              <a href={appUrl('survey', lang)}>{t('account.mySurvey')}</a>
            ) : (
              <>
                <a href={appUrl('login', lang)}>{t('account.login')}</a>
                <a href={appUrl('register', lang)}>{t('account.register')}</a>
              </>
            )}
          </div>
          {/* Choosing a language (a button: keyboard clicks bubble here too) also closes the menu. */}
          <div className={styles.mobileExtra} role="presentation" onClick={close}>
            <LanguageSwitch current={lang} />
          </div>
        </nav>
      )}
    </div>
  );
}
