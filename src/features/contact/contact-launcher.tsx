import React, { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { closeContact } from '../../lib/contact-events';
import type { Language } from '../../i18n/languages';
import { ChinesePanel, EnglishTab } from './china-widget';
import type { AskedForm, ContactRequest } from './contact-request';
import { OverseasWidget } from './overseas-widget';

// Forms, Apollo, XState and the dialogs load when a visitor opens one: never on the first load.
const ContactRoot = lazy(() => import('./contact-root'));

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
  // What is open now, as ContactRoot reports it: the buttons that open a dialog say whether theirs is.
  const [openKind, setOpenKind] = useState<ContactRequest['kind'] | null>(null);
  const reportOpen = useCallback(
    (kind: ContactRequest['kind'], open: boolean) => setOpenKind((current) => (open ? kind : current === kind ? null : current)),
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
        {lang === 'zh' ? (
          <ChinesePanel path={path} />
        ) : (
          <EnglishTab open={openKind === 'panel'} onToggle={() => (openKind === 'panel' ? closeContact() : ask('panel'))} />
        )}
      </div>
      <div className="only-overseas" data-edition-part>
        <OverseasWidget lang={lang} quoteOpen={openKind === 'quote-mobile'} onQuote={() => ask('quote-mobile')} />
      </div>
      {request && (
        <Suspense fallback={null}>
          <ContactRoot key={request.kind} request={request} lang={lang} onOpenChange={reportOpen} />
        </Suspense>
      )}
    </>
  );
}
