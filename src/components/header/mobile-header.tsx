import React, { useEffect, useRef, useState } from 'react';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { appUrl } from '../../lib/app-url';
import { useSignedIn } from '../../lib/use-client';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './nav-items';
import * as styles from './header.module.css';

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled])';

/**
 * Below 1000 px: a menu button. A `<details>` disclosure, so it opens and its links navigate without
 * scripts; scripts add the rest: the menu closes when an entry is chosen, on a click outside it and on
 * Escape (focus back on the menu button), and Tab stays inside it while it is open.
 */
export function MobileHeader({ items, lang }: { items: NavItem[]; lang: Language }) {
  const { t } = useTranslation('common');
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus({ preventScroll: true });
        return;
      }
      if (event.key !== 'Tab' || !root.current) return;
      // A focus trap: the menu covers the page, so Tab must not walk onto the links behind it.
      const stops = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!root.current.contains(active)) {
        event.preventDefault();
        first.focus({ preventScroll: true });
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus({ preventScroll: true });
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus({ preventScroll: true });
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', keys);
    };
  }, [open]);

  const close = () => setOpen(false);
  const flat = items.flatMap((item) => item.children ?? [item]);

  return (
    <details
      className={styles.mobile}
      ref={root}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="mobile-menu-disclosure"
    >
      <summary ref={button} className={styles.burger} aria-controls="mobile-menu">
        <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.menu')}</span>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </summary>
      <nav id="mobile-menu" className={styles.mobileMenu} aria-label={t('nav.menu')}>
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
        {/* Choosing a language (keyboard clicks bubble here too) also closes the menu. */}
        <div className={styles.mobileExtra} role="presentation" onClick={close}>
          <LanguageSwitch current={lang} />
        </div>
      </nav>
    </details>
  );
}
