import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettings } from '../../../contract/site-settings';
import { MailLink, PhoneLink } from '../../components/footer/contact-link';
import { QUOTE_BLOCK_ID } from '../../components/quote-anchor';
import type { Language } from '../../i18n/languages';
import { useReadingOn, useScrolledPast } from '../../lib/use-client';
// Its own small stylesheet: sharing one with the forms would pull their chunk (Apollo, final-form) in.
import * as styles from './widget.module.css';

export const SCROLL_TOP_AFTER = 100;

/**
 * The calls to action that, when on screen, make the mobile 'Request a Quote' bar redundant: the hero's
 * button and the footer's contact block (one visible call to action at a time).
 */
const QUOTE_CTA_SELECTOR = `[data-testid="home-request-quote"], #${QUOTE_BLOCK_ID}`;

/** Whether none of the elements matching `selector` is on screen. */
function useNoneInView(selector: string): boolean {
  const [none, setNone] = useState(true);
  useEffect(() => {
    const targets = Array.from(document.querySelectorAll(selector));
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      entries.forEach((e) => (e.isIntersecting ? seen.add(e.target) : seen.delete(e.target)));
      setNone(seen.size === 0);
    });
    targets.forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, [selector]);
  return none;
}

/**
 * Overseas: phone and sales e-mail with scroll-to-top on desktop, shown once the visitor scrolls (so it
 * never sits on the hero's figures) and hidden while the footer's contact form is on screen; on mobile a 'Request a Quote' bar, shown only while no other
 * 'Request a Quote' is on screen.
 */
export function OverseasWidget({ lang, quoteOpen, onQuote }: { lang: Language; quoteOpen: boolean; onQuote: () => void }) {
  const { t } = useTranslation('common');
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER);
  // The phone bar tucks away while the visitor reads down the page, and returns on scrolling up and at the
  // page's end (where the footer's padding keeps it off the last lines).
  const noOtherQuote = useNoneInView(QUOTE_CTA_SELECTOR);
  const readingOn = useReadingOn();
  const barWanted = noOtherQuote && !readingOn;
  // The card steps aside while the footer's contact form is on screen: it would sit on the form's button.
  const footerFormAway = useNoneInView(`#${QUOTE_BLOCK_ID}`);
  void lang;
  return (
    <>
      <aside
        className={`${styles.osDesktop} ${scrolled && footerFormAway ? styles.osShown : ''}`}
        aria-label={t('footer.contact')}
        data-testid="os-contact"
      >
        {/* A slim tab in the page's right margin; the card with phone and e-mail slides out of it on hover
            or keyboard focus, so it never sits on the content column. */}
        <span className={styles.osTab} aria-hidden="true">
          {t('footer.contact')}
        </span>
        <div className={styles.osCard}>
          <p>
            <span>{t('footer.phone')}</span>
            <PhoneLink phone={siteSettings.sales.phone} />
          </p>
          <p>
            <span>{t('footer.salesEmail')}</span>
            <MailLink email={siteSettings.sales.email} />
          </p>
        </div>
        {scrolled && (
          <button
            type="button"
            className={styles.toTop}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            data-testid="scroll-top"
          >
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">{t('backToTop')}</span>
          </button>
        )}
      </aside>
      <button
        type="button"
        className={`btn btn-primary ${styles.osMobile} ${barWanted ? '' : styles.osAway}`}
        aria-haspopup="dialog"
        aria-expanded={quoteOpen}
        onClick={onQuote}
        data-testid="os-quote-mobile"
      >
        {t('quote.request')}
      </button>
    </>
  );
}
