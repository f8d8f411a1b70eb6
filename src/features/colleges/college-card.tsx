import React from 'react';
import type { ImageSource } from '../../components/picture';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { imageData, Picture } from '../../components/picture';
import { localizedPath, type Language } from '../../i18n/languages';
// The money rule itself, not figures.ts: the card's pages need no marketing figures.
import { money } from '../../../contract/money';
import { unitAfter } from './price-unit';
import * as styles from './colleges.module.css';

export interface CollegeItem {
  apiId: number;
  title: string;
  subTitle: string;
  hot: boolean;
  /** 0: a price per unit that starts at `price` ("from"); otherwise a fixed price. */
  priceType: number;
  /** In CNY; shown through the money rule (contract/money.ts). */
  price: number;
  /** What the price is for: "per response", or in Chinese "/份" written straight after the amount. */
  unit: string;
  remark: string;
  /** `_blank` opens the item in a new tab. */
  open: string;
  section: number;
  coverFile: ImageSource | null;
}

/** A university-zone item (SPEC 3): cover, title, subTitle, hot, price, unit and remark; links to /colleges/{id}. */
export function CollegeCard({ item, lang, eager = false }: { item: CollegeItem; lang: Language; eager?: boolean }) {
  const { t } = useTranslation('colleges');
  const cover = imageData(item.coverFile);
  const newTab = item.open === '_blank';
  const body = (
    <>
      {cover && <Picture image={cover} alt="" className={styles.cardCover} priority={eager} />}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>
          {item.title}
          {item.hot && <span className={styles.hot}>{t('card.hot')}</span>}
        </span>
        <span className={styles.cardSub}>{item.subTitle}</span>
        <span className={styles.cardPrice}>
          {item.priceType === 0 && <small>{t('card.from')} </small>}
          <strong>{money(item.price, lang)}</strong>
          {unitAfter(item.unit)}
        </span>
        <span className={styles.cardRemark}>{item.remark}</span>
        <span className={styles.cardMore}>
          {t('card.detail')} →{newTab && <span className="visually-hidden">{t('card.newTab')}</span>}
        </span>
      </span>
    </>
  );
  return newTab ? (
    <a
      className={styles.card}
      href={localizedPath(`/colleges/${item.apiId}`, lang)}
      target="_blank"
      rel="noopener"
      data-testid={`college-${item.apiId}`}
    >
      {body}
    </a>
  ) : (
    <Link className={styles.card} to={`/colleges/${item.apiId}`} data-testid={`college-${item.apiId}`}>
      {body}
    </Link>
  );
}
