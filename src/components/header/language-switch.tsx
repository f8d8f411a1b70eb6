import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizedPath, stripLanguage, type Language } from '../../i18n/languages';
import { storeLanguage } from '../../lib/storage';
import * as styles from './header.module.css';

/** Event the contact panel listens for: switching language closes it (SPEC 4). */
export const CLOSE_CONTACT_EVENT = 'contact:close';

/**
 * Switches language keeping path, query and hash: stores LocalLang, closes the contact panel, navigates to
 * the same page with or without /en.
 */
export function switchLanguage(lang: Language): void {
  if (!storeLanguage(lang)) return;
  window.dispatchEvent(new Event(CLOSE_CONTACT_EVENT));
  const { pathname, search, hash } = window.location;
  void navigate(`${localizedPath(stripLanguage(pathname), lang)}${search}${hash}`);
}

export function LanguageSwitch({ current }: { current: Language }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.langSwitch} role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={lang === current}
          className={lang === current ? styles.langActive : undefined}
          onClick={() => lang !== current && switchLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
