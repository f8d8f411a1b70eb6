import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { PRICES, money } from '../../../contract/money';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './tool-features.module.css';

/** SPEC 1's survey-tool features, in the order a survey is built: design, logic, fielding, analysis. */
const FEATURES: IconName[] = ['types', 'logic', 'carry', 'quota', 'flow', 'brand', 'chat', 'wechat', 'crosstab', 'weighting', 'export'];

/** The free survey tool: eleven feature tiles and a closing "free" tile that links to /product. */
export function ToolFeatures({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-tool">
      <div className="container">
        <SectionHead id="home-tool" eyebrow={t('tool.eyebrow')} title={t('tool.title')} lead={t('tool.lead')} />
        <ul className={styles.grid}>
          {FEATURES.map((key) => (
            <li key={key} className={styles.tile}>
              <span className={styles.icon}>
                <Icon name={key} />
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
