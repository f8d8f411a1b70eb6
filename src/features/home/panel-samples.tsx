import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { QuoteLink } from './cta-links';
import { FIGURES, percent, plus } from '../../lib/figures';
import { PRICES, money } from '../../../contract/money';
import { Icon, type IconName } from '../../components/icons/icons';
import { CardExtra } from './panel-card-extra';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './panel-samples.module.css';

const CARDS: IconName[] = ['ecommerce', 'occupation', 'overseas', 'car'];

/** Panels and samples: the panel, its targeting options and the lowest price per sample. */
export function PanelSamples({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  // The lead names the panels of the visitor's edition: China's, or China's and the five overseas regions'.
  const leadFigures = { labels: plus(FIGURES.labels), fraud: percent(FIGURES.cheaterInterception) };
  const points = [
    { key: 'speed', icon: 'speed', value: FIGURES.samplesPerHour },
    { key: 'quality', icon: 'shield' },
    { key: 'labels', icon: 'tag', value: plus(FIGURES.labels) },
  ] as const;
  return (
    <section className={`${section.section} ${section.soft}`} aria-labelledby="home-panel">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <SectionHead
            id="home-panel"
            eyebrow={t('panel.eyebrow')}
            title={t('panel.title', { panelists: plus(FIGURES.panelists) })}
            lead={
              <>
                <span className="only-china" data-edition-part>
                  {t('panel.lead', leadFigures)}
                </span>
                <span className="only-overseas" data-edition-part>
                  {t('panel.leadOverseas', leadFigures)}
                </span>
              </>
            }
          />
          <div className={styles.price}>
            <strong>{t('panel.price', { price: money(PRICES.lowestSample, lang) })}</strong>
            <span>{t('panel.priceNote')}</span>
          </div>
          <ul className={styles.points}>
            {points.map((p) => (
              <li key={p.key}>
                <Icon name={p.icon} size={18} />
                {t(`panel.points.${p.key}`, { value: 'value' in p ? p.value : '' })}
              </li>
            ))}
          </ul>
          <div className={section.actions}>
            <Link to="/sample" className="btn btn-primary">
              {t('panel.cta')}
              <Icon name="arrow" size={18} />
            </Link>
            <QuoteLink className={`btn btn-ghost ${section.ghostDark} only-overseas`} editionPart>
              {t('regions.cta')}
            </QuoteLink>
          </div>
        </div>
        <ul className={styles.cards}>
          {CARDS.map((key) => (
            <li key={key} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={key} />
              </span>
              <h3>{t(`panel.cards.${key}.title`)}</h3>
              <p>{t(`panel.cards.${key}.text`)}</p>
              <CardExtra kind={key} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
