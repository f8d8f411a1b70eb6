import React from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import type { Language } from '../../i18n/languages';
import { Link } from '../link';
import * as styles from './footer.module.css';

/** Copyright with the terms and privacy links: the same line in both editions' footers. */
export function LegalLine({ lang, className }: { lang: Language; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={className}>
      © {siteConfig.copyrightYear} {siteConfig.brand.company[lang]} {t('footer.rights')}{' '}
      {/* Each separator stays on the line of the link it introduces: no '|' left hanging at a line's end.
          On phones the links take a line of their own, without a leading '|'. */}
      <span className={styles.legalLinks}>
        <span className={styles.legalItem}>
          <span className={styles.sep} aria-hidden="true">
            |
          </span>
          <Link to="/agreement">{t('footer.agreement')}</Link>
        </span>{' '}
        <span className={styles.legalItem}>
          <span className={styles.sep} aria-hidden="true">
            |
          </span>
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </span>
      </span>
    </p>
  );
}
