import React, { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { siteSettings } from '../../../contract/site-settings';
import { Dialog, PanelDialog, PanelTitle } from '../../components/dialog/dialog';
import { onContactClose } from '../../lib/contact-events';
import type { Language } from '../../i18n/languages';
import { contactMachine, type ContactSurface } from '../../machines/contact-machine';
import { fireAdConversion } from './ad-conversion';
import { ContactForm } from './contact-form';
import type { ContactRequest } from './contact-request';
import { QuoteForm } from './quote-form';
import { SuccessDialog } from './success-dialog';
import { Toaster } from './toaster';
import { useContactStrings } from './use-contact-strings';
import * as styles from './contact.module.css';

const surfaceOf = (kind: ContactRequest['kind']): ContactSurface =>
  kind === 'panel' ? 'panel' : kind === 'quote-mobile' ? 'mobile' : 'modal';

/**
 * Everything interactive about contacting sales, loaded on first use (with Apollo, XState and final-form).
 * One contact machine per surface; its state decides what is open and when the thank-you dialog shows.
 */
export default function ContactRoot({
  request,
  lang,
  onOpenChange,
}: {
  request: ContactRequest;
  lang: Language;
  /** Told when this request's panel or modal opens and closes (and closed when another kind replaces it). */
  onOpenChange?: (kind: ContactRequest['kind'], open: boolean) => void;
}) {
  const { t } = useContactStrings();

  const [state, send] = useMachine(contactMachine.provide({ actions: { fireConversion: fireAdConversion } }), {
    input: { surface: surfaceOf(request.kind) },
  });

  useEffect(() => {
    send({ type: 'contact.open' });
  }, [request.nonce, send]);

  // Switching language closes an open panel or modal (SPEC 4).
  useEffect(() => onContactClose(() => send({ type: 'contact.close' })), [send]);

  const open = state.matches('open');
  const { kind } = request;
  useEffect(() => {
    onOpenChange?.(kind, open);
  }, [kind, open, onOpenChange]);
  // The launcher keys this root by kind: a request of another kind unmounts it, and what it showed is closed.
  useEffect(() => () => onOpenChange?.(kind, false), [kind, onOpenChange]);
  const close = () => send({ type: 'contact.close' });
  const done = () => send({ type: 'contact.submitted' });
  const key = state.context.formKey;
  const quote = request.kind === 'quote' || request.kind === 'quote-mobile';

  return (
    <>
      <Toaster />
      {request.kind === 'panel' && (
        // A panel beside the page, not a modal: the visitor may read on while it is open.
        <PanelDialog open={open} onClose={close} takeFocus className={styles.enPanel} testId="contact-panel">
          <header>
            <PanelTitle>{t('panel.title')}</PanelTitle>
            <button type="button" className={styles.panelClose} aria-label={t('panel.close')} onClick={close}>
              ×
            </button>
          </header>
          <ContactForm key={key} lang={lang} variant="panel" onSuccess={done} />
        </PanelDialog>
      )}
      {request.kind === 'contact-modal' && (
        <Dialog
          open={open}
          onClose={close}
          title={t('contactModal.title')}
          closeLabel={t('panel.close')}
          width={600}
          testId="contact-modal"
        >
          <ContactForm key={`${key}-${request.nonce}`} lang={lang} variant="modal" onSuccess={done} initialValues={request.prefill} />
          <p className={styles.or}>
            {t('contactModal.or')} <a href={`mailto:${siteSettings.sales.email}`}>{siteSettings.sales.email}</a>
          </p>
        </Dialog>
      )}
      {quote && (
        <Dialog open={open} onClose={close} title={t('quote.title')} closeLabel={t('panel.close')} width={1040} testId="quote-modal">
          <QuoteForm
            key={key}
            lang={lang}
            onSuccess={done}
            initialValues={request.prefill}
            actions={
              <button type="button" className="btn btn-ghost" onClick={close}>
                {t('form.cancel')}
              </button>
            }
          />
        </Dialog>
      )}
      <SuccessDialog open={state.hasTag('dialog')} variant={quote ? 'inquiry' : 'thanks'} onClose={() => send({ type: 'dialog.close' })} />
    </>
  );
}
