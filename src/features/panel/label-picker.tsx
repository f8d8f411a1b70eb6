import React from 'react';
import { useTranslation } from 'react-i18next';
import { countTags, type LabelGroup, type Tags } from '../../lib/tags';
import { LabelGroups } from '../../components/label-groups';
import * as styles from './panel.module.css';

/**
 * The panel page's label picker: every group from the build's data, folded; chips are checkboxes, so the
 * keyboard and screen readers use them like any other form control.
 */
export function LabelPicker({ groups, value, onChange }: { groups: readonly LabelGroup[]; value: Tags; onChange: (tags: Tags) => void }) {
  const { t } = useTranslation('panel');
  const count = countTags(value);
  return (
    <fieldset className={styles.picker} data-testid="label-picker">
      <legend>{t('pickerTitle')}</legend>
      <p className={styles.muted}>{t('pickerLead')}</p>
      <div className={styles.pickerBar}>
        <span aria-live="polite">{count > 0 ? t('chosen', { count }) : ''}</span>
        {count > 0 && (
          <button type="button" className={styles.clear} onClick={() => onChange({})}>
            {t('clear')}
          </button>
        )}
      </div>
      <LabelGroups groups={groups} value={value} onChange={onChange} classes={styles} openFirst namedSubGroups />
    </fieldset>
  );
}
