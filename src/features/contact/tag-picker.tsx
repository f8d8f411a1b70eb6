import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_GROUPS } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import { countTags, type LabelGroup, type Tags } from '../../lib/tags';
import { apiClient } from './api';
import { LabelChips } from '../../components/label-chips';
import * as styles from './contact.module.css';

/** The sample label picker of the quote modal: one collapsible section per label group. */
export function TagPicker({ lang, value, onChange }: { lang: Language; value: Tags; onChange: (tags: Tags) => void }) {
  const { t } = useTranslation('contact');
  const [groups, setGroups] = useState<LabelGroup[] | null>(null);
  useEffect(() => {
    let live = true;
    apiClient(lang)
      .query<LabelGroup[]>(LABEL_GROUPS, { lang })
      .then(
        (g) => live && setGroups(g),
        () => live && setGroups([]),
      );
    return () => {
      live = false;
    };
  }, [lang]);
  const count = countTags(value);
  return (
    <fieldset className={styles.tags}>
      <legend>{t('quote.labels')}</legend>
      <p className={styles.hint}>{count > 0 ? t('quote.chosen', { count }) : t('quote.labelsHint')}</p>
      {!groups && <p className={styles.hint}>{t('quote.loading')}</p>}
      <div className={styles.tagGroups}>
        {groups?.map((g) => (
          <details key={g.id}>
            <summary>
              {g.name}
              {value[g.name] && <span className={styles.badge}>{Object.values(value[g.name]!).flat().length}</span>}
            </summary>
            {g.children.map((sub) => (
              <div key={sub.id} className={styles.subGroup}>
                <span>{sub.name}</span>
                <div>
                  <LabelChips group={g.name} sub={sub} value={value} onChange={onChange} classes={styles} />
                </div>
              </div>
            ))}
          </details>
        ))}
      </div>
    </fieldset>
  );
}
