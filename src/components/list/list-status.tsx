import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './list.module.css';

/**
 * The list's state in words (SPEC 4): loading while a new page or filter is being rendered, 'all loaded'
 * on the last page, the page otherwise; nothing found gets its own message. Read out by screen readers.
 */
export function ListStatus({
  loading,
  total,
  page,
  pageCount,
  empty,
}: {
  loading: boolean;
  total: number;
  page: number;
  pageCount: number;
  empty: string;
}) {
  const { t } = useTranslation('common');
  let text: string;
  if (loading) text = t('list.loading');
  else if (total === 0) text = empty;
  else if (page >= pageCount) text = t('list.loadedAll', { count: total });
  else text = t('list.pageOf', { page, pageCount, count: total });
  return (
    <p className={styles.status} role="status" data-testid="list-status">
      {text}
    </p>
  );
}
