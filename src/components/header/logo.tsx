import React from 'react';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import * as styles from './header.module.css';

/** The brand mark: a speech bubble holding a tick, drawn inline (no request, crisp at any size). */
export function Logo({ light = true }: { light?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={styles.logo} style={{ color: light ? '#fff' : 'var(--navy)' }} aria-label={t('brand')}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="3" width="28" height="22" rx="7" fill="#1f6bff" />
        <path d="M9 25l-2 5 7-5z" fill="#1f6bff" />
        <path d="M10 14.5l4 4 8-8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('brand')}</span>
    </Link>
  );
}
