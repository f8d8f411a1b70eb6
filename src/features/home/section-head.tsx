import React, { type ReactNode } from 'react';
import * as styles from './section.module.css';
import { withTail } from '../../components/tail';

export interface SectionHeadProps {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  center?: boolean;
}

/** Eyebrow, heading and lead of a home section; `id` names the heading for the section's aria-labelledby. */
export function SectionHead({ id, eyebrow, title, lead, center }: SectionHeadProps) {
  return (
    <div className={`${styles.head} ${center ? styles.center : ''}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{withTail(lead)}</p>}
    </div>
  );
}
