import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { HeroChinaCopy, HeroEyebrows, HeroOverseasCopy, HeroSubtitle } from './hero-copy';
import { HeroVisual } from './hero-visual';
import * as styles from './hero.module.css';

/**
 * The hero. Its frame, headline, subline and illustration are shared by both editions and always visible,
 * so the page's largest paint never waits for the edition; only the eyebrow, buttons and the notes under
 * them differ and carry `data-edition-part`.
 */
export function Hero({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <HeroEyebrows lang={lang} />
          <h1 id="home-title" className={styles.title}>
            <span>{t('hero.title')}</span> <span className={styles.accent}>{t('hero.titleAccent')}</span>
          </h1>
          <HeroSubtitle />
          <HeroChinaCopy lang={lang} />
          <HeroOverseasCopy />
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
