import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { PRICES, money } from '../../../contract/money';
import type { SiteEdition } from '../../../contract/consent';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './tool-features.module.css';

/**
 * SPEC 1's survey-tool features, in the order a survey is built: design, logic, fielding, analysis. The
 * incentive paid in a Chinese chat app is the China edition's; the overseas edition shows multilingual
 * surveys in its place (both are in the page, CSS shows the visitor's edition's).
 */
const FEATURES: { key: string; icon: IconName; edition?: SiteEdition }[] = [
  { key: 'types', icon: 'types' },
  { key: 'logic', icon: 'logic' },
  { key: 'carry', icon: 'carry' },
  { key: 'quota', icon: 'quota' },
  { key: 'flow', icon: 'flow' },
  { key: 'brand', icon: 'brand' },
  { key: 'chat', icon: 'chat' },
  { key: 'wechat', icon: 'wechat', edition: 'china' },
  { key: 'languages', icon: 'overseas', edition: 'overseas' },
  { key: 'crosstab', icon: 'crosstab' },
  { key: 'weighting', icon: 'weighting' },
  { key: 'export', icon: 'export' },
];

/** The free survey tool: eleven feature tiles in either edition and a closing "free" tile that links to /product. */
export function ToolFeatures({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-tool">
      <div className="container">
        <SectionHead id="home-tool" eyebrow={t('tool.eyebrow')} title={t('tool.title')} lead={t('tool.lead')} />
        <ul className={styles.grid}>
          {FEATURES.map(({ key, icon, edition }) => (
            <li
              key={key}
              className={edition ? `${styles.tile} only-${edition}` : styles.tile}
              data-edition-part={edition ? true : undefined}
            >
              <span className={styles.icon}>
                <Icon name={icon} />
              </span>
              <div>
                <h3 className={styles.name}>{t(`tool.items.${key}.title`)}</h3>
                <p className={styles.text}>{t(`tool.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
          <li className={`${styles.tile} ${styles.free}`}>
            <p className={styles.price}>{t('tool.free.price', { price: money(PRICES.tool, lang) })}</p>
            <p className={styles.freeTitle}>{t('tool.free.title')}</p>
            <Link to="/product" className={styles.freeLink}>
              {t('tool.free.link')}
              <Icon name="arrow" size={18} />
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
