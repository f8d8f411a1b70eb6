import React from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteLink } from './cta-links';
import { FIGURES, OVERSEAS_REGIONS, plus } from '../../lib/figures';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './overseas-regions.module.css';
import { ITEM_SEPARATOR } from '../../lib/format';

const POINTS: { key: string; icon: IconName }[] = [
  { key: 'targeted', icon: 'users' },
  { key: 'authentic', icon: 'shield' },
  { key: 'ai', icon: 'sparkle' },
];

/** Overseas edition only: AI-driven consumer data across the five panel regions, and 'Request a Quote'. */
export function OverseasRegions() {
  const { t } = useTranslation('home');
  return (
    <section className={`${section.section} ${section.dark} ${styles.wrap} only-overseas`} data-edition-part aria-labelledby="home-regions">
      <div className="container">
        <div className={styles.top}>
          <SectionHead id="home-regions" eyebrow={t('regions.eyebrow')} title={t('regions.title')} lead={t('regions.lead')} />
          <div className={styles.side}>
            <p className={styles.clients}>
              <strong>{plus(FIGURES.overseasClients)}</strong>
              <span>{t('regions.clients')}</span>
            </p>
            <QuoteLink className="btn btn-primary">
              {t('regions.cta')}
              <Icon name="arrow" size={18} />
            </QuoteLink>
          </div>
        </div>
        <ul className={styles.regions}>
          {OVERSEAS_REGIONS.map((r) => (
            <li key={r}>
              <span className={styles.name}>{t(`regions.items.${r}.name`)}</span>
              <span className={styles.markets}>
                {/* Each country whole on its line ('阿根廷'), the separator before it kept with it: a line
                    never ends with a lone '·'. */}
                {t(`regions.items.${r}.markets`)
                  .split(` ${ITEM_SEPARATOR} `)
                  .map((market, i) => (
                    <React.Fragment key={market}>
                      <span className={styles.market}>{i > 0 ? `${ITEM_SEPARATOR}\u00A0${market}` : market}</span>{' '}
                    </React.Fragment>
                  ))}
              </span>
            </li>
          ))}
        </ul>
        <ul className={styles.points}>
          {POINTS.map((p) => (
            <li key={p.key}>
              <span>
                <Icon name={p.icon} size={20} />
              </span>
              {t(`regions.points.${p.key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
