import React, { type ReactNode } from 'react';
import * as styles from './error-view.module.css';

/** The body of an error page: status, message (default 'Error'), and where to go next. */
export function ErrorView({
  status = 500,
  title,
  text,
  children,
}: {
  status?: number;
  title?: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.wrap} data-testid="error-page" data-status={status}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1>{title || 'Error'}</h1>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
