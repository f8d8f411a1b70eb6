import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../contract/languages';
import { PRIVACY_PATH, type TrackingChoice } from '../../../contract/consent';
import type { Language } from '../../i18n/languages';
import { loadAdTag, rememberChoice } from '../../lib/tracking-consent';
import * as styles from './consent-banner.module.css';

/**
 * Set on <html> while the banner shows, with its height in `--consent-h`: the page keeps that much room
 * below its last line, and the floating 'Request a Quote' bar moves above it.
 */
const SHOWING = 'data-consent-banner';
const HEIGHT = '--consent-h';

/**
 * The small consent banner of the editions whose ad tag waits for a yes: a region at the bottom of the
 * viewport (never a modal: the page stays usable and focus stays where it is), fixed, so appearing moves
 * nothing on the page. Accept loads the tag; either answer is remembered in this browser.
 */
export default function ConsentBanner({ lang, onAnswer }: { lang: Language; onAnswer: () => void }) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const html = document.documentElement;
    const measure = () => html.style.setProperty(HEIGHT, `${root.current?.offsetHeight ?? 0}px`);
    measure();
    html.setAttribute(SHOWING, '');
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (root.current) observer?.observe(root.current);
    return () => {
      observer?.disconnect();
      html.removeAttribute(SHOWING);
      html.style.removeProperty(HEIGHT);
    };
  }, []);
  const answer = (choice: TrackingChoice) => {
    rememberChoice(choice);
    if (choice === 'granted') loadAdTag();
    onAnswer();
  };
  return (
    <section ref={root} className={styles.banner} aria-label={t('consentBanner.label')} data-testid="consent-banner">
      <p className={styles.text}>
        {t('consentBanner.text')} <a href={localizedPath(PRIVACY_PATH, lang)}>{t('consentBanner.privacyLink')}</a>
      </p>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-ghost" onClick={() => answer('denied')}>
          {t('consentBanner.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answer('granted')}>
          {t('consentBanner.accept')}
        </button>
      </div>
    </section>
  );
}
