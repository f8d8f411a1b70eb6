import React, { type ReactNode } from 'react';
import * as styles from './list.module.css';

/** The dark head of a list page: its kicker, title and lead, with room for a search box. */
export function PageHead({ kicker, title, lead, children }: { kicker?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHead}>
      <div className="container">
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </div>
    </header>
  );
}

export const listStyles = styles;
