import React, { type ReactNode } from 'react';
import { Link } from '../link';
import * as styles from './sales.module.css';

export interface ClosingBandProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The sign-up button: the app's register page, in the page's language. */
  signup: { href: string; label: string };
  /** The second way on, a page of this site. */
  more: { to: string; label: string };
}

/** The last band of a sales page: one sentence and the next step. */
export function ClosingBand({ id, title, text, signup, more }: ClosingBandProps) {
  return (
    <section className={styles.closing} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <a className="btn btn-light" href={signup.href}>
            {signup.label}
          </a>
          <Link className="btn btn-ghost" to={more.to}>
            {more.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
