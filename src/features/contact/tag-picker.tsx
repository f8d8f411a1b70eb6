import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_GROUPS } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import { countTags, type LabelGroup, type Tags } from '../../lib/tags';
import { apiClient } from './api';
import { LabelGroups } from '../../components/label-groups';
import * as styles from './contact.module.css';

// The modal's sub-group class has a name of its own in the shared stylesheet.
const CLASSES = { sub: styles.subGroup, badge: styles.badge, chip: styles.chip, chipOn: styles.chipOn };

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
        {groups && <LabelGroups groups={groups} value={value} onChange={onChange} classes={CLASSES} />}
      </div>
    </fieldset>
  );
}
