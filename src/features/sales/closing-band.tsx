import React, { type ReactNode } from 'react';
import * as styles from './sales.module.css';

/** The last band of a sales page: one sentence and the next step. */
export function ClosingBand({ id, title, text, actions }: { id: string; title: ReactNode; text: ReactNode; actions: ReactNode }) {
  return (
    <section className={styles.closing} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
