import React, { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { MailLink } from '../../components/footer/contact-link';
import { AccountButtons } from '../../components/header/account-buttons';
import { LanguageSwitch } from '../../components/header/language-switch';
import { Logo } from '../../components/header/logo';
import { Link } from '../../components/link';
import { NextSteps } from '../../components/next-steps/next-steps';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { countTags, estimateCoverage, type LabelGroup, type Tags } from '../../lib/tags';
import { createValueStore, useDeferredPart } from '../../lib/deferred-part';
import { DeferredForm } from '../../components/deferred-form';
// The deferred form's CSS comes with the page (contact/page-form-styles.ts).
import '../contact/page-form-styles';
import { FIGURES, percent, plus } from '../../lib/figures';
import { PRICES, money } from '../../../contract/money';
import { LabelPicker } from './label-picker';
import * as styles from './panel.module.css';
import { Icon } from '../../components/icons/icons';

// The quote form is in the server HTML; its code (final-form, XState, the API client) loads when the
// visitor scrolls near it or focuses a field.
const PanelQuoteSection = lazy(() => import('../contact/panel-quote-section'));

/** Below this many matching panelists the page warns that a consultant will check feasibility. */
const NARROW = 20_000;

/**
 * The university zone's panel purchase page (SPEC 2.4, 2.6): its own header (title, tips on hover or focus,
 * four tag lines, sign-in or 'mine', the language switch and a link back to the university zone), the label
 * picker, the estimated coverage, the quote form with what the panel includes beside it, and the site footer.
 */
export function PanelPage({ lang, groups }: { lang: Language; groups: readonly LabelGroup[] }) {
  const { t } = useTranslation('panel');
  const { t: tc } = useTranslation('common');
  const [tags, setTags] = useState<Tags>({});
  const form = useDeferredPart<HTMLDivElement>();
  const chosen = countTags(tags);
  const coverage = useMemo(() => estimateCoverage(FIGURES.panelists, groups, tags), [groups, tags]);
  // The choice reaches the form through a store, so its props stay the same while it may still wait to
  // hydrate (see deferred-part.tsx).
  const [selection] = useState(() => createValueStore<{ tags: Tags; coverage: number }>({ tags: {}, coverage: FIGURES.panelists }));
  useEffect(() => selection.set({ tags, coverage: chosen > 0 ? coverage : FIGURES.panelists }), [selection, tags, chosen, coverage]);
  const clearTags = useCallback(() => setTags({}), []);
  const tagLines = t('tags', {
    returnObjects: true,
    panelists: plus(FIGURES.panelists),
    labels: plus(FIGURES.labels),
    fraud: percent(FIGURES.cheaterInterception),
    price: money(PRICES.lowestSample, lang),
    speed: formatNumber(FIGURES.samplesPerHour),
  }) as string[];

  return (
    // Its own header (SPEC 2.4): the logo, the language switch and the account button in a bar over the dark
    // hero, one piece with it, in place of the site header; the site's footer below, as on every page.
    // No floating contact widget (hidesContactWidget in src/lib/routes.ts): its own quote form is the way to ask.
    <PageShell
      hero
      layout="default"
      header={
        <header className={styles.topBar}>
          <div className={`container ${styles.topBarInner}`}>
            <Logo />
            <div className={styles.topBarEnd}>
              <div className={styles.lang}>
                <LanguageSwitch current={lang} />
              </div>
              <AccountButtons lang={lang} />
            </div>
          </div>
        </header>
      }
    >
      <section className={styles.header} aria-labelledby="panel-title">
        <div className={`container ${styles.headerInner}`}>
          <div>
            <p className={styles.back}>
              <Link to="/colleges">
                <span aria-hidden="true">←</span>
                {t('back')}
              </Link>
            </p>
            <h1 id="panel-title">
              {t('title')}
              <span className={styles.tips}>
                <button type="button" className={styles.tipsButton} aria-describedby="panel-tips">
                  ?
                </button>
                <span id="panel-tips" role="tooltip" className={styles.tipsText}>
                  <strong>{t('tipsLabel')}</strong> {t('tips', { spend: money(PRICES.referralSpend, lang) })}
                </span>
              </span>
            </h1>
            <p>{t('subtitle')}</p>
            <ul className={styles.tagLines}>
              {tagLines.map((line) => (
                <li key={line}>
                  <Icon name="check" size={18} className={styles.checkIcon} />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className={`container ${styles.body}`}>
        <LabelPicker groups={groups} value={tags} onChange={setTags} />
        <div className={styles.side}>
          <section className={styles.steps} aria-labelledby="panel-steps">
            <h2 id="panel-steps">{t('stepsTitle')}</h2>
            <ol>
              {(t('steps', { returnObjects: true }) as string[]).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <aside className={styles.coverage} aria-labelledby="panel-coverage" data-testid="panel-coverage">
            <h2 id="panel-coverage">{t('coverageTitle')}</h2>
            <div aria-live="polite">
              {chosen === 0 ? (
                <>
                  <p className={styles.coverageFigure}>{plus(FIGURES.panelists)}</p>
                  <p>{t('coverageAll', { panelists: plus(FIGURES.panelists) })}</p>
                  <p className={styles.muted}>{t('coverageBefore')}</p>
                </>
              ) : (
                <>
                  <p className={styles.coverageFigure} data-testid="coverage-count">
                    {formatNumber(coverage)}
                  </p>
                  <p>{t('coverageAfter', { people: formatNumber(coverage) })}</p>
                  <p className={styles.muted}>
                    {t('coverageShare', {
                      share: `${((coverage / FIGURES.panelists) * 100).toFixed(coverage / FIGURES.panelists < 0.01 ? 2 : 1)}%`,
                    })}
                  </p>
                  {coverage < NARROW && <p className={styles.warn}>{t('coverageLow')}</p>}
                </>
              )}
            </div>
          </aside>
        </div>
      </div>

      <section className={`container ${styles.formSection}`} aria-labelledby="panel-form-title">
        <div className={styles.formColumn}>
          <h2 id="panel-form-title">{t('formTitle')}</h2>
          <p className={styles.muted}>{t('formLead')}</p>
          <div ref={form.ref} className={styles.formCard}>
            <DeferredForm gate={form.gate}>
              <PanelQuoteSection lang={lang} selection={selection} onSubmitted={clearTags} />
            </DeferredForm>
          </div>
          <NextSteps lang={lang} />
        </div>
        <aside className={styles.offer} aria-labelledby="panel-offer">
          <h2 id="panel-offer">{t('offerTitle')}</h2>
          <ul>
            {(t('offer', { returnObjects: true }) as { title: string; text: string }[]).map((item) => (
              <li key={item.title}>
                <Icon name="check" size={18} className={styles.offerIcon} />
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
          <p className={styles.offerContact}>
            {t('offerContact')} <MailLink email={siteSettings.email.business} />
          </p>
          <p className={styles.offerLinks}>
            <Link to="/quality">{tc('proof.quality')}</Link>
          </p>
        </aside>
      </section>
    </PageShell>
  );
}
