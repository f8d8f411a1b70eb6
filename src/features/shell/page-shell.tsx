import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { useTranslation } from 'react-i18next';
import { languageOr } from '../../i18n/languages';
import { bannerOffset, hidesContactWidget, layoutFor, showsPromoBanner, type LayoutName } from '../../lib/routes';
import { Footer } from '../../components/footer/footer';
// The overseas footer's deferred form: its CSS comes with the page (contact/page-form-styles.ts).
import '../contact/page-form-styles';
import { Header } from '../../components/header/header';
import { Logo } from '../../components/header/logo';
import { ContactWidget } from '../contact/contact-widget';
import { ConsentSlot } from '../consent/consent-slot';
import { PromoBanner } from '../../components/layout/promo-banner';
import * as frame from '../../components/layout/page-frame.module.css';
import * as styles from '../../components/layout/layout.module.css';

// The footer's form is in the server HTML; its code (final-form, XState, the API client) loads when the
// footer comes near or a field is focused: off the first load.
const FooterContactSection = lazy(() => import('../contact/footer-contact-section'));

export interface PageShellProps {
  children: ReactNode;
  /** Overrides the layout the path implies (src/lib/routes.ts). */
  layout?: LayoutName;
  /** The colleges layout's top banner and side navigation. */
  banner?: ReactNode;
  sidebar?: ReactNode;
  /** Replaces the shared header: the panel purchase page has its own (SPEC 2.4). */
  header?: ReactNode;
  /** The page opens with a full-bleed hero that sits under the (transparent) fixed header. */
  hero?: boolean;
  /**
   * false: the page is the contact form (/contact), so the overseas footer leaves out its contact block
   * rather than show the same form a second time.
   */
  footerForm?: boolean;
}

const BANNER_H = 44;

/**
 * Every page's frame: places the shared header, footer and banner (src/components/) and the contact feature's
 * widget and footer form in their slots. Picks the layout of SPEC 2.2 for the current path: default (promotional banner,
 * header, main, footer, contact widget), colleges (top banner and side navigation), minimal (logo and
 * content), blank and empty. The help layout is HelpShell (help-shell.tsx); other pages under /help (a
 * missing article's 404) get the default one.
 */
export function PageShell({ children, layout, banner, sidebar, header, hero, footerForm = true }: PageShellProps) {
  const { language, path } = useI18next();
  const { t } = useTranslation('common');
  const lang = languageOr(language);
  const name = layout ?? layoutFor(path);
  const [promo, setPromo] = useState(showsPromoBanner(path));

  if (name === 'empty') return <>{children}</>;
  if (name === 'blank') return <main id="main">{children}</main>;
  if (name === 'minimal') {
    return (
      <div className={styles.minimal}>
        <div className={styles.minimalBar}>
          <div className="container">
            <Logo light={false} />
          </div>
        </div>
        <main id="main">{children}</main>
      </div>
    );
  }

  return (
    <div className={frame.page} style={{ ['--banner-h' as string]: promo ? `${BANNER_H}px` : '0px' }}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* Separate Suspense boundaries hydrate as separate low-priority, interruptible renders (React 18
          selective hydration; see src/app/page-element.tsx). */}
      {promo && (
        <Suspense fallback={null}>
          <PromoBanner lang={lang} onClose={() => setPromo(false)} />
        </Suspense>
      )}
      {header ?? (
        <Suspense fallback={null}>
          <Header path={path} />
        </Suspense>
      )}
      {name === 'colleges' && banner}
      <div className={name === 'colleges' ? styles.colleges : undefined}>
        {name === 'colleges' && sidebar}
        <main
          id="main"
          data-hero={hero || undefined}
          data-immersive={bannerOffset(path) === 120}
          // The promotional banner's height is added in CSS (layout.module.css): the overseas edition has none.
          style={{ ['--base-offset' as string]: `${bannerOffset(path)}px` }}
          className={styles.main}
        >
          {children}
        </main>
      </div>
      <Suspense fallback={null}>
        <Footer
          lang={lang}
          contactForm={footerForm ? <FooterContactSection lang={lang} submitLabel={t('footer.overseas.contactButton')} /> : undefined}
        />
      </Suspense>
      {/* Which pages go without it is a route rule (src/lib/routes.ts), read by the journeys too. */}
      {!hidesContactWidget(path) && <ContactWidget lang={lang} path={path} />}
      <ConsentSlot lang={lang} />
    </div>
  );
}
