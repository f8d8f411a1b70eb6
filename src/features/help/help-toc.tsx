import React from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSection } from '../../lib/use-current-section';
import * as styles from './help-article-parts.module.css';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/**
 * On-page contents of a long article (three headings or more). The page shows it twice (inline on narrow
 * screens, beside the article on wide ones, one hidden by CSS): only the side one is a navigation
 * landmark, as a page's landmarks must differ by name. The entry of the section being read is marked
 * (aria-current="location") once scripts run.
 */
export function HelpToc({ entries, landmark = true }: { entries: readonly TocEntry[]; landmark?: boolean }) {
  const { t } = useTranslation('common');
  const current = useCurrentSection(entries.length < 3 ? [] : entries.map((e) => e.id));
  if (entries.length < 3) return null;
  const Box = landmark ? 'nav' : 'div';
  return (
    <Box className={styles.toc} aria-label={landmark ? t('help.toc') : undefined}>
      <p className={styles.tocTitle}>{t('help.toc')}</p>
      <ol>
        {entries.map((e) => (
          <li key={e.id} className={e.level === 3 ? styles.tocSub : undefined}>
            <a href={`#${e.id}`} aria-current={e.id === current ? 'location' : undefined}>
              {e.text}
            </a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
