import React from 'react';
import { countTags, type LabelGroup, type Tags } from '../lib/tags';
import { LabelChips } from './label-chips';
import * as disclosure from './disclosure.module.css';

export interface LabelGroupsProps {
  groups: readonly LabelGroup[];
  value: Tags;
  onChange: (tags: Tags) => void;
  /** The picker's own styles (each picker lives in its own chunk with its own stylesheet). */
  classes: {
    readonly group?: string;
    readonly sub?: string;
    readonly badge?: string;
    readonly chip?: string;
    readonly chipOn?: string;
  };
  /** The first group starts unfolded. */
  openFirst?: boolean;
  /** Each sub-group is a group named after its group and itself, for screen readers. */
  namedSubGroups?: boolean;
}

/**
 * The label groups of a label picker (the quote modal's, the panel page's): each group folded in a
 * <details> whose summary counts the labels chosen in it, each sub-group's labels as checkbox chips.
 */
export function LabelGroups({ groups, value, onChange, classes, openFirst = false, namedSubGroups = false }: LabelGroupsProps) {
  return (
    <>
      {groups.map((g, i) => {
        const chosen = value[g.name] ? countTags({ [g.name]: value[g.name]! }) : 0;
        return (
          <details key={g.id} className={classes.group} open={openFirst ? i === 0 : undefined}>
            <summary className={disclosure.summary}>
              {g.name}
              {chosen > 0 && <span className={classes.badge}>{chosen}</span>}
            </summary>
            {g.children.map((sub) => (
              <div
                key={sub.id}
                className={classes.sub}
                role={namedSubGroups ? 'group' : undefined}
                aria-label={namedSubGroups ? `${g.name} · ${sub.name}` : undefined}
              >
                <span>{sub.name}</span>
                <div>
                  <LabelChips group={g.name} sub={sub} value={value} onChange={onChange} classes={classes} />
                </div>
              </div>
            ))}
          </details>
        );
      })}
    </>
  );
}
