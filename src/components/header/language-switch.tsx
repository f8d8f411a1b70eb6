import React from 'react';
import { navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, htmlLang, localizedPath, stripLanguage, type Language } from '../../i18n/languages';
import { closeContact } from '../../lib/contact-events';
import { storeLanguage } from '../../lib/storage';
import * as styles from './header.module.css';

/**
 * Switches language keeping path, query and hash: stores LocalLang, closes the contact panel, navigates to
 * the same page with or without /en. Answers false when it did nothing (the link is followed instead).
 */
export function switchLanguage(lang: Language): boolean {
  if (!storeLanguage(lang)) return false;
  closeContact();
  const { pathname, search, hash } = window.location;
  void navigate(`${localizedPath(stripLanguage(pathname), lang)}${search}${hash}`);
  return true;
}

/**
 * Both languages as links to this page in each (crawlers and visitors without scripts follow them); with
 * scripts a click keeps the query and hash too and remembers the choice. The current one is marked
 * `aria-current`.
 */
export function LanguageSwitch({ current }: { current: Language }) {
  const { t } = useTranslation('common');
  const { originalPath } = useI18next();
  return (
    <div className={styles.langSwitch} role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((lang) => (
        <a
          key={lang}
          href={localizedPath(originalPath || '/', lang)}
          hrefLang={htmlLang(lang)}
          lang={htmlLang(lang)}
          aria-current={lang === current ? 'true' : undefined}
          className={lang === current ? styles.langActive : undefined}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
            if (lang === current || switchLanguage(lang)) e.preventDefault();
          }}
        >
          {t(`language.${lang}`)}
        </a>
      ))}
    </div>
  );
}
