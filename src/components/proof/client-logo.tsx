import React from 'react';
import * as styles from './client-logo.module.css';

/**
 * The drawn marks of the case studies' (fictional) clients, by the `logo` id their content names: simple
 * shapes in a 32-unit square, each in the client's own colour. The client's name beside it is text, so it
 * is translated, selectable and read by screen readers; the mark itself is decoration.
 */
const MARKS: Record<string, { color: string; shape: React.ReactNode }> = {
  // A coffee cup with steam.
  cup: {
    color: '#8a5a3b',
    shape: (
      <>
        <path d="M7 14h15v6a7 7 0 0 1-7 7h-1a7 7 0 0 1-7-7z" />
        <path d="M22 16h2a3 3 0 0 1 0 6h-2" fill="none" strokeWidth="2" stroke="currentColor" />
        <path d="M12 5c-1.5 2 1.5 3 0 5M17 5c-1.5 2 1.5 3 0 5" fill="none" strokeWidth="2" strokeLinecap="round" stroke="currentColor" />
      </>
    ),
  },
  // An orchid leaf.
  leaf: {
    color: '#2f8f6b',
    shape: (
      <>
        <path d="M6 26C6 14 14 6 27 5c0 13-8 21-21 21z" />
        <path d="M7 25 20 12" fill="none" strokeWidth="1.8" stroke="#fff" strokeLinecap="round" />
      </>
    ),
  },
  // A lightning bolt in a ring.
  bolt: {
    color: '#1f6fd1',
    shape: (
      <>
        <circle cx="16" cy="16" r="12" fill="none" strokeWidth="2.5" stroke="currentColor" />
        <path d="M17.5 7 10 18h5.5L14 25l8-11h-5.5z" />
      </>
    ),
  },
  // A bank's pediment and columns.
  columns: {
    color: '#0f3d6e',
    shape: (
      <>
        <path d="M16 4 4 10v2h24v-2z" />
        <path d="M7 14h3v9H7zM14.5 14h3v9h-3zM22 14h3v9h-3zM4 25h24v3H4z" />
      </>
    ),
  },
  // Steps going up.
  steps: {
    color: '#d9822b',
    shape: <path d="M4 27v-6h7v-6h7V9h7V4h3v23z" />,
  },
  // A heartbeat line in a rounded square.
  pulse: {
    color: '#c23b4e',
    shape: (
      <>
        <rect x="3" y="3" width="26" height="26" rx="7" />
        <path d="M7 17h5l2-5 4 9 2-4h5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  // An open book.
  book: {
    color: '#5b3f9e',
    shape: (
      <>
        <path d="M4 7c4-1 8 0 11 2v17c-3-2-7-3-11-2zM28 7c-4-1-8 0-11 2v17c3-2 7-3 11-2z" />
      </>
    ),
  },
};

/** The mark ids content may name (`logo` of a case study). */
export const CLIENT_MARKS = Object.keys(MARKS);

/** A client's logo: its drawn mark and its name as a wordmark. An unknown mark id shows the name alone. */
export function ClientLogo({ mark, name }: { mark: string; name: string }) {
  const drawn = MARKS[mark];
  return (
    <span className={styles.logo}>
      {drawn && (
        <svg
          viewBox="0 0 32 32"
          width="28"
          height="28"
          fill="currentColor"
          style={{ color: drawn.color }}
          aria-hidden="true"
          focusable="false"
        >
          {drawn.shape}
        </svg>
      )}
      <span>{name}</span>
    </span>
  );
}
