/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { CONSENT_MESSAGE } from '../../../contract/consent';
import type { Edition } from '../../lib/edition';
import { ConsentField } from './consent-field';

/** The box inside a form, as FormShell places it; the translation keys stand for the texts. */
function Subject({ edition, onSubmit }: { edition: Edition; onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        // noValidate, as FormShell: the box is `required` for assistive technology, the rule is final-form's.
        <form noValidate onSubmit={handleSubmit}>
          <ConsentField lang="en" edition={edition} />
          <button type="submit">send</button>
        </form>
      )}
    </Form>
  );
}

describe('ConsentField', () => {
  test('the notice links to the privacy page of the language', () => {
    render(<Subject edition="china" onSubmit={() => {}} />);
    expect(screen.getByRole('link', { name: 'consent.privacyLink' }).getAttribute('href')).toBe('/en/privacy');
  });

  test('a page that turns overseas after hydration (China in the server HTML) asks for the tick on an empty submit', async () => {
    const sent = jest.fn();
    const view = render(<Subject edition="china" onSubmit={sent} />);
    // The head script's answer arrives: the same form, now in the overseas edition.
    view.rerender(<Subject edition="overseas" onSubmit={sent} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MESSAGE);
    expect(sent).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByLabelText('consent.box')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ consent: true }), expect.anything(), expect.anything());
  });

  test('the China edition sends without a tick', async () => {
    const sent = jest.fn();
    render(<Subject edition="china" onSubmit={sent} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(sent).toHaveBeenCalled();
  });
});
