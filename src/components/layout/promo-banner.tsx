import React, { useState } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { tieNumbersToUnits } from '../../lib/format';
import * as styles from './promo-banner.module.css';

export const PROMO_NEWS_ID = 6;

/** The promotional top banner linking to news/6 (SPEC 2.3), its text taken from that news item. */
export function PromoBanner({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const { t } = useTranslation('common');
  const data = useStaticQuery<{ allSiteApiNews: { nodes: { lang: string; banner: string | null; title: string }[] } }>(graphql`
    query PromoBanner {
      allSiteApiNews(filter: { apiId: { eq: 6 } }) {
        nodes {
          lang
          banner
          title
        }
      }
    }
  `);
  const news = data.allSiteApiNews.nodes.find((n) => n.lang === lang);
  const [closed, setClosed] = useState(false);
  if (!news || closed) return null;
  return (
    <section className={styles.promo} aria-label={news.title} data-testid="promo-banner">
      <Link to={`/news/${PROMO_NEWS_ID}`} className={styles.promoLink}>
        <span className={styles.promoBadge} aria-hidden="true">
          NEW
        </span>
        <span className={styles.promoText}>{tieNumbersToUnits(news.banner ?? news.title)}</span>
        <span className={styles.promoMore}>{t('promo.more')} →</span>
      </Link>
      <button
        type="button"
        className={styles.promoClose}
        aria-label={t('promo.close')}
        onClick={() => {
          setClosed(true);
          onClose();
        }}
      >
        ×
      </button>
    </section>
  );
}
