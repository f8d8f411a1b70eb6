import React, { type ReactNode } from 'react';
import * as styles from './sales.module.css';

export interface SalesHeroProps {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** A line under the actions (price, reassurance). */
  note?: ReactNode;
  /** The product illustration beside the copy (stacks under it on small screens). */
  visual?: ReactNode;
}

/**
 * The dark, full-bleed opening band of a sales page. It sits under the transparent header (SPEC 2.3: the
 * header turns dark after 60 px), so the header's white text is always on a dark ground.
 */
export function SalesHero({ id, eyebrow, title, lead, actions, note, visual }: SalesHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <div className={`container ${styles.heroInner} ${visual ? styles.withVisual : ''}`}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={id}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
          {note && <p className={styles.note}>{note}</p>}
        </div>
        {visual}
      </div>
    </section>
  );
}

export interface SalesSectionProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'soft' | 'dark';
  children: ReactNode;
}

/** A titled band of a sales page. */
export function SalesSection({ id, eyebrow, title, lead, tone = 'plain', children }: SalesSectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={id}>{title}</h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
