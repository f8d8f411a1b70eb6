import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../site.config';
import { MailLink, PhoneLink } from '../../components/footer/contact-link';
import { QrCode } from '../../components/footer/qr-code';
import type { Language } from '../../i18n/languages';
import { stripLanguage } from '../../i18n/languages';
import { onContactClose } from '../../lib/contact-events';
import { useIsMobile, useReadingOn, useScrolledPast } from '../../lib/use-client';
import type { AskedForm, ContactRequest } from './contact-request';
// Its own small stylesheet: sharing one with the forms would pull their chunk (Apollo, final-form) in.
import * as styles from './widget.module.css';

// Forms, Apollo, XState and the dialogs load when a visitor opens one: never on the first load.
const ContactRoot = lazy(() => import('./contact-root'));

const POPUP_KEY = 'contact-popup-shown';
/** The popup opened by itself folds back into its tab after this long, or at once on scroll or typing. */
export const POPUP_FOLD_MS = 6000;
export const SCROLL_TOP_AFTER = 100;

/**
 * The contact widget of every default-layout page (SPEC 2.7): the Chinese panel with phone and QR code;
 * the English panel with the contact form; overseas, phone and sales e-mail with a scroll-to-top button
 * on desktop and a 'Request a Quote' button on mobile. Both editions' markup is rendered; CSS shows one.
 */
export default function ContactLauncher({ lang, path, asked }: { lang: Language; path: string; asked: AskedForm | null }) {
  const [request, setRequest] = useState<ContactRequest | null>(null);
  const ask = useCallback(
    (kind: ContactRequest['kind'], prefill?: Record<string, string>) => setRequest((r) => ({ kind, prefill, nonce: (r?.nonce ?? 0) + 1 })),
    [],
  );

  // Requests from the header, footer, home page or help feedback arrive through contact-widget.tsx (a new
  // `asked` object for each).
  useEffect(() => {
    if (!asked) return;
    // Either request may carry values to start the form with (the calculator's number of completes).
    const { form, prefill } = asked.ask;
    if (form === 'quote') ask(window.innerWidth <= 750 ? 'quote-mobile' : 'quote', prefill);
    else ask('contact-modal', prefill);
  }, [asked, ask]);

  return (
    <>
      <div className="only-china" data-edition-part>
        {lang === 'zh' ? <ChinesePanel path={path} /> : <EnglishTab onOpen={() => ask('panel')} />}
      </div>
      <div className="only-overseas" data-edition-part>
        <OverseasWidget lang={lang} onQuote={() => ask('quote-mobile')} />
      </div>
      {request && (
        <Suspense fallback={null}>
          <ContactRoot key={request.kind} request={request} lang={lang} />
        </Suspense>
      )}
    </>
  );
}

/** Chinese: the floating panel with phone and the chat-app QR code; it pops up once per visit. */
function ChinesePanel({ path }: { path: string }) {
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  // The page and device as the panel first rendered: the popup is decided once, on first load.
  const firstLoad = useRef({ path, mobile });
  useEffect(() => {
    // SPEC 4: on first load the popup flag comes from configuration, except on mobile devices outside
    // the research page.
    const { path, mobile } = firstLoad.current;
    const research = stripLanguage(path).replace(/\/$/, '') === '/research';
    let shown = false;
    try {
      shown = sessionStorage.getItem(POPUP_KEY) === '1';
      sessionStorage.setItem(POPUP_KEY, '1');
    } catch {
      // storage blocked: behave as a first visit
    }
    if (!shown && siteConfig.contactPopupOnFirstLoad && (!mobile || research)) setOpen(true);
  }, []);
  useEffect(() => onContactClose(() => setOpen(false)), []);
  useEffect(() => {
    // The panel must never cover a form field, an error message or the text being read: it folds back
    // into its tab after a few seconds, when the visitor scrolls, and when a field outside it gets focus.
    if (!open) return undefined;
    const fold = () => setOpen(false);
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (el.matches?.('input, select, textarea') && !el.closest('[data-testid="cn-contact"]')) fold();
    };
    const startY = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - startY) > 40 && fold();
    const timer = window.setTimeout(fold, POPUP_FOLD_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);
  return (
    <div className={styles.cnWidget} data-testid="cn-contact">
      {open && (
        <section className={styles.cnPanel} aria-label={t('footer.contact')} data-testid="cn-contact-panel">
          <button type="button" className={styles.panelClose} aria-label={t('footer.closeContact')} onClick={() => setOpen(false)}>
            ×
          </button>
          <p className={styles.cnLabel}>{t('footer.phone')}</p>
          <p className={styles.cnPhone}>
            <PhoneLink phone={siteConfig.contacts.phone} />
          </p>
          <QrCode label={t('footer.qr')} size={132} />
          <p className={styles.cnHint}>{t('footer.qr')}</p>
        </section>
      )}
      <button type="button" className={styles.tab} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="cn-contact-tab">
        {t('footer.contact')}
      </button>
    </div>
  );
}

/** English (China edition): a tab that opens the panel with the contact form. */
function EnglishTab({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.cnWidget}>
      <button type="button" className={styles.tab} onClick={onOpen} data-testid="en-contact-tab">
        {t('footer.contact')}
      </button>
    </div>
  );
}

/**
 * The calls to action that, when on screen, make the mobile 'Request a Quote' bar redundant: the hero's
 * button and the footer's contact block (one visible call to action at a time).
 */
const QUOTE_CTA_SELECTOR = '[data-testid="home-request-quote"], #request-quote';

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
function OverseasWidget({ lang, onQuote }: { lang: Language; onQuote: () => void }) {
  const { t } = useTranslation('common');
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER);
  // The phone bar tucks away while the visitor reads down the page, and returns on scrolling up and at the
  // page's end (where the footer's padding keeps it off the last lines).
  const noOtherQuote = useNoneInView(QUOTE_CTA_SELECTOR);
  const readingOn = useReadingOn();
  const barWanted = noOtherQuote && !readingOn;
  // The card steps aside while the footer's contact form is on screen: it would sit on the form's button.
  const footerFormAway = useNoneInView('#request-quote');
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
            <PhoneLink phone={siteConfig.contacts.phone} />
          </p>
          <p>
            <span>{t('footer.salesEmail')}</span>
            <MailLink email={siteConfig.contacts.salesEmail} />
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
        onClick={onQuote}
        data-testid="os-quote-mobile"
      >
        {t('quote.request')}
      </button>
    </>
  );
}
