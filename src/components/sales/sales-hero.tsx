import React, { type ReactNode } from 'react';
import * as styles from './sales.module.css';
import { withTail } from '../tail';

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
          {lead && <p className={styles.lead}>{withTail(lead)}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
