import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './help-article-parts.module.css';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** On-page contents of a long article (three headings or more). */
export function HelpToc({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation('common');
  if (entries.length < 3) return null;
  return (
    <nav className={styles.toc} aria-label={t('help.toc')}>
      <p className={styles.tocTitle}>{t('help.toc')}</p>
      <ol>
        {entries.map((e) => (
          <li key={e.id} className={e.level === 3 ? styles.tocSub : undefined}>
            <a href={`#${e.id}`}>{e.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
