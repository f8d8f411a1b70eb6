/** @jest-environment jsdom */
import { closeContact, onContactAsk, onContactClose, openContactModal, openQuote, type ContactAsk } from './contact-events';

describe('contact events', () => {
  it('delivers each request for a form, with its prefill, until the listener stops', () => {
    const asks: ContactAsk[] = [];
    const stop = onContactAsk((ask) => asks.push(ask));
    openQuote();
    openQuote({ sampleQuantity: '385' });
    openContactModal({ message: 'Article (/help/7): ' });
    stop();
    openQuote();
    expect(asks).toEqual([
      { form: 'quote', prefill: undefined },
      { form: 'quote', prefill: { sampleQuantity: '385' } },
      { form: 'contact-modal', prefill: { message: 'Article (/help/7): ' } },
    ]);
  });

  it('tells close listeners, and a request for a form is not a close', () => {
    const close = jest.fn();
    const stop = onContactClose(close);
    openContactModal();
    expect(close).not.toHaveBeenCalled();
    closeContact();
    stop();
    closeContact();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
