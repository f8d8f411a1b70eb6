import React from 'react';
import { useTranslation } from 'react-i18next';
import { openQuote } from '../../lib/contact-events';
import * as styles from './header.module.css';

/**
 * The overseas edition's 'Request a Quote' in the header (SPEC 2.7): it opens the quote modal; without
 * scripts it leads to `href` (default: the footer's contact block).
 */
export function QuoteButton({ href = '#request-quote' }: { href?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      className={`btn btn-primary btn-sm ${styles.quoteButton} only-overseas`}
      data-edition-part
      href={href}
      data-testid="request-quote"
      onClick={(e) => {
        e.preventDefault();
        openQuote();
      }}
    >
      {t('quote.request')}
    </a>
  );
}
