import React from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero/page-hero';
import type { Language } from '../../i18n/languages';
import { FIGURES, plus } from '../../lib/figures';
import { HeroActions, HeroEyebrows, HeroNotes, HeroRegions } from './hero-copy';
import { HeroVisual } from './hero-visual';
import * as styles from './hero.module.css';

/**
 * The hero, on the shared landing band (components/page-hero). Its headline, subline and illustration are
 * shared by both editions and always visible, so the page's largest paint never waits for the edition;
 * only the eyebrow, buttons and the lines under them differ and carry `data-edition-part`.
 */
export function Hero({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <PageHero
      id="home-title"
      size="landing"
      className={styles.hero}
      eyebrow={<HeroEyebrows lang={lang} />}
      title={
        <>
          {t('hero.title')} <span className={styles.accent}>{t('hero.titleAccent')}</span>
        </>
      }
      lead={t('hero.subtitle', { panelists: plus(FIGURES.panelists) })}
      actions={<HeroActions lang={lang} />}
      note={<HeroNotes />}
      visual={<HeroVisual />}
    >
      <HeroRegions />
    </PageHero>
  );
}
