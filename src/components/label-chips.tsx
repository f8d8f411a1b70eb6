import React from 'react';
import { toggleTag, type LabelGroup, type Tags } from '../lib/tags';

export interface LabelChipsProps {
  group: string;
  sub: LabelGroup['children'][number];
  value: Tags;
  onChange: (tags: Tags) => void;
  /** The picker's own chip styles (each picker lives in its own chunk with its own stylesheet). */
  classes: { readonly chip?: string; readonly chipOn?: string };
}

/** One sub-group's labels as checkbox chips, for the quote modal's and the panel page's label pickers. */
export function LabelChips({ group, sub, value, onChange, classes }: LabelChipsProps) {
  return (
    <>
      {sub.labels.map((l) => {
        const on = value[group]?.[sub.name]?.includes(l.name) ?? false;
        return (
          <label key={l.id} className={on ? classes.chipOn : classes.chip}>
            <input type="checkbox" checked={on} onChange={() => onChange(toggleTag(value, group, sub.name, l.name))} />
            {l.name}
          </label>
        );
      })}
    </>
  );
}
