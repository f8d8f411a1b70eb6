import React, { type CSSProperties } from 'react';
import { Link } from '../../components/link';
import { anchorOf, isSection, type SectionValue } from './college-sections';
import type { NavGroup } from './colleges-layout-query';
import * as styles from './colleges.module.css';

export interface CollegesNavProps {
  groups: readonly NavGroup[];
  label: string;
  /** The highlighted entry. */
  current?: SectionValue;
  /**
   * The navigation's top in its column, px (the scroll spy's). Absent: the navigation holds itself below
   * the fixed header (CSS sticky), 80 px down its column at first.
   */
  top?: number;
  /**
   * On the zone page: an entry scrolls to its section. Elsewhere (absent) it goes to
   * `{path}?type={value}` (SPEC 2.4).
   */
  onSelect?: (value: SectionValue) => void;
  /** The scroll spy is running (its chunk has loaded): `data-spy="ready"`. */
  ready?: boolean;
}

/** The colleges layout's side navigation: two groups of entries valued 1-5, a strip on small screens. */
export function CollegesNav({ groups, label, current, top, onSelect, ready }: CollegesNavProps) {
  return (
    <div className={styles.navColumn}>
      <nav
        className={top === undefined ? `${styles.nav} ${styles.navSticky}` : styles.nav}
        aria-label={label}
        style={top === undefined ? undefined : ({ ['--nav-top' as string]: `${top}px` } as CSSProperties)}
        data-testid="colleges-nav"
        data-spy={ready ? 'ready' : undefined}
      >
        {groups.map((g) => (
          <div key={g.apiId} className={styles.navGroup}>
            <p className={styles.navGroupTitle}>{g.title}</p>
            <ul>
              {g.entries.map((e) => {
                const on = e.value === current;
                const content = (
                  <>
                    <span className={styles.navLabel}>{e.label}</span>
                    {e.subLabel && <span className={styles.navSub}>{e.subLabel}</span>}
                  </>
                );
                return (
                  <li key={e.value}>
                    {onSelect ? (
                      <a
                        href={`#${anchorOf(e.value as SectionValue)}`}
                        className={on ? styles.navOn : styles.navItem}
                        aria-current={on ? 'location' : undefined}
                        onClick={(ev) => {
                          ev.preventDefault();
                          if (isSection(e.value)) onSelect(e.value);
                        }}
                      >
                        {content}
                      </a>
                    ) : (
                      <Link
                        to={`${e.path}?type=${e.value}`}
                        className={on ? styles.navOn : styles.navItem}
                        aria-current={on ? 'location' : undefined}
                      >
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
