import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { ITEM_SEPARATOR, itemsOf, tieSeparators } from '../../lib/format';
import { QuoteLink, StartFreeLink } from './cta-links';
import { OVERSEAS_REGIONS } from '../../lib/figures';
import { PRICES, money } from '../../../contract/money';
import { Icon } from '../../components/icons/icons';
import * as styles from './hero.module.css';

/*
 * The hero's edition-specific parts. Each is in the page for both editions and carries `only-china` or
 * `only-overseas` (CSS shows the visitor's), so the band's own eyebrow, button row and note hold both.
 */

/** The line above the shared headline: the free tool (China) or the data solutions (overseas). */
export function HeroEyebrows({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <>
      <span className="only-china" data-edition-part>
        {tieSeparators(t('hero.china.eyebrow', { price: money(PRICES.tool, lang) }))}
      </span>
      <span className="only-overseas" data-edition-part>
        {t('hero.overseas.eyebrow')}
      </span>
    </>
  );
}

/**
 * China edition: the free survey tool (a full page load to the app's register page) and /sample.
 * Overseas edition: 'Request a Quote' and the panel's coverage.
 */
export function HeroActions({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <>
      <StartFreeLink lang={lang} className="btn btn-primary only-china" editionPart>
        {t('hero.china.start')}
        <Icon name="arrow" size={18} />
      </StartFreeLink>
      <Link to="/sample" className="btn btn-ghost only-china" data-edition-part>
        {t('hero.china.sample')}
      </Link>
      <QuoteLink className="btn btn-primary only-overseas" editionPart>
        {t('hero.overseas.quote')}
        <Icon name="arrow" size={18} />
      </QuoteLink>
      <Link to="/sample" className="btn btn-ghost only-overseas" data-edition-part>
        {t('hero.overseas.coverage')}
      </Link>
    </>
  );
}

/**
 * A note's items ('A · B' in locales/): on one line with the dot between them, and on a phone one item a
 * line without the dot (a wrapped '· B' would start a line with it).
 */
function NoteItems({ text }: { text: string }) {
  return (
    <>
      {itemsOf(text).map((item, i) => (
        <React.Fragment key={item}>
          {i > 0 && <span className={styles.noteSeparator}> {ITEM_SEPARATOR} </span>}
          <span className={styles.noteItem}>{item}</span>
        </React.Fragment>
      ))}
    </>
  );
}

/** The line under the buttons: how to start (China), the one-business-day quote (overseas). */
export function HeroNotes() {
  const { t } = useTranslation('home');
  return (
    <>
      <span className="only-china" data-edition-part>
        <NoteItems text={t('hero.china.note')} />
      </span>
      <span className="only-overseas" data-edition-part>
        <NoteItems text={t('hero.overseas.note')} />
      </span>
    </>
  );
}

/** Overseas edition: the five panel regions, by name (their codes head the regions band below). */
export function HeroRegions() {
  const { t } = useTranslation('home');
  return (
    <div className={`${styles.regions} only-overseas`} data-edition-part>
      <span>{t('hero.overseas.regions')}</span>
      <ul>
        {OVERSEAS_REGIONS.map((r) => (
          <li key={r}>{t(`regions.items.${r}.name`)}</li>
        ))}
      </ul>
    </div>
  );
}
