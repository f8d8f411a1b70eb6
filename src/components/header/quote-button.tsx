import React from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteAnchor } from '../quote-anchor';
import * as styles from './header.module.css';

/**
 * The overseas edition's 'Request a Quote' in the header (SPEC 2.7): it opens the quote modal; without
 * scripts it leads to the footer's contact block, or where the page says (`QuoteFallbackProvider`).
 */
export function QuoteButton() {
  const { t } = useTranslation('common');
  return (
    <QuoteAnchor className={`btn btn-primary btn-sm ${styles.quoteButton} only-overseas`} testId="request-quote" editionPart>
      {t('quote.request')}
    </QuoteAnchor>
  );
}
