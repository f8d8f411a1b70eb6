import React from 'react';
import * as styles from './product.module.css';

/** A translation that is a list of strings (`returnObjects`), or none. */
export const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** A desktop app window drawn in CSS: a title bar with three dots, then the picture; read as one image. */
export function MockWindow({
  label,
  title,
  className,
  children,
}: {
  label: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className ? `${styles.window} ${className}` : styles.window} role="img" aria-label={label}>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
        {title}
      </div>
      {children}
    </div>
  );
}
