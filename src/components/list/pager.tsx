import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../lib/listing';
import * as styles from './list.module.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  /**
   * The link of a page, so every page is a real, shareable address: a built page (`/news/page/2`, a path)
   * for the plain list, which a click opens as a page of the site; a query string (`?q=…&page=2`) for a
   * filtered one, which a click hands to `onPage`.
   */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** First, the page numbers around the current page, Last (SPEC 2.6). Hidden when there is one page. */
export function Pager({ page, pageCount, hrefFor, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, extra?: { current?: boolean; aria?: string }) => {
    const disabled = target === page;
    return (
      <a
        href={hrefFor(target)}
        className={extra?.current ? styles.current : undefined}
        aria-current={extra?.current ? 'page' : undefined}
        aria-label={extra?.aria}
        aria-disabled={disabled && !extra?.current ? true : undefined}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (disabled) return;
          const href = hrefFor(target);
          if (href.startsWith('/')) void navigate(href);
          else onPage(target);
        }}
      >
        {label}
      </a>
    );
  };
  return (
    <nav className={styles.pager} aria-label={t('list.pager')}>
      {link(1, t('list.first'))}
      {pageWindow(page, pageCount).map((n) => (
        <React.Fragment key={n}>{link(n, String(n), { current: n === page, aria: t('list.page', { page: n }) })}</React.Fragment>
      ))}
      {link(pageCount, t('list.last'))}
    </nav>
  );
}
