import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { CommunityVisual } from './community-visual';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as styles from './community-platform.module.css';

const ITEMS: { key: string; icon: IconName }[] = [
  { key: 'survey', icon: 'survey' },
  { key: 'topic', icon: 'topic' },
  { key: 'live', icon: 'live' },
  { key: 'diary', icon: 'diary' },
  { key: 'vote', icon: 'vote' },
];

/**
 * The community platform: surveys, forum topics, live interviews, diaries and votes; book a demo. On white:
 * it follows the proof section's tinted band, and two tinted bands in a row read as one with a gap in it.
 */
export function CommunityPlatform() {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-community">
      <div className={`container ${styles.layout}`}>
        <CommunityVisual />
        <div>
          <SectionHead id="home-community" eyebrow={t('community.eyebrow')} title={t('community.title')} lead={t('community.lead')} />
          <ul className={styles.items}>
            {ITEMS.map((item) => (
              <li key={item.key}>
                <span className={styles.icon}>
                  <Icon name={item.icon} size={20} />
                </span>
                <div>
                  <h3>{t(`community.items.${item.key}.title`)}</h3>
                  <p>{t(`community.items.${item.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className={section.actions}>
            <Link to="/community" className="btn btn-primary">
              {t('community.cta')}
              <Icon name="arrow" size={18} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
