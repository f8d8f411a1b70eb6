/** @jest-environment jsdom */
import React, { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { DeferredPart, markClientNavigation, useDeferredPart, type Gate } from './deferred-part';

// The server renderer (jsdom lacks the TextEncoder it needs; loaded after it is provided).
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/**
 * The deferred part relies on React's handling of a thrown promise inside a dehydrated Suspense boundary
 * (gatsby/README.md, upgrade ledger): the server HTML stays, untouched and not hydrated, until the gate opens;
 * then React hydrates the same DOM. These tests hold that behaviour, so a React upgrade that changes it fails
 * here rather than on a visitor's form.
 */
let observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

function scrollIntoReach() {
  for (const { callback } of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

function Form({ onSend }: { onSend: () => void }) {
  return (
    <form action="/contact" method="post">
      <input name="name" aria-label="Name" />
      <button type="button" onClick={onSend}>
        Send
      </button>
    </form>
  );
}

/** The page in the browser: the part behind its gate. */
function Page({ onSend }: { onSend: () => void }) {
  const form = useDeferredPart<HTMLDivElement>('500px');
  return (
    <main>
      <div ref={form.ref}>
        <DeferredPart gate={form.gate}>
          <Form onSend={onSend} />
        </DeferredPart>
      </div>
    </main>
  );
}

/** The server's HTML of the same page: there (no window) the gate is open and the part renders in full. */
function serverHtml(): string {
  const open: Gate = { open: true, live: false, promise: Promise.resolve(), release: () => {} };
  return renderToString(
    <main>
      <div>
        <DeferredPart gate={open}>
          <Form onSend={() => {}} />
        </DeferredPart>
      </div>
    </main>,
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  return container;
}

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

test('keeps the server HTML unhydrated until it comes near, then hydrates the same DOM with what was typed', async () => {
  const onSend = jest.fn();
  const container = serverRendered();
  const input = container.querySelector('input')!;
  const button = container.querySelector('button')!;
  expect(input).not.toBeNull();

  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page onSend={onSend} />, { onRecoverableError: recoverable });
  });
  // Waiting: the server's nodes are still there, the button does nothing yet, the margin was asked for.
  expect(observers.map((o) => o.margin)).toEqual(['500px']);
  expect(container.querySelector('input')).toBe(input);
  act(() => button.click());
  expect(onSend).not.toHaveBeenCalled();
  // Enter in a field must not post the bare form (a GET of this page) before the part is live.
  const early = new Event('submit', { bubbles: true, cancelable: true });
  act(() => void container.querySelector('form')!.dispatchEvent(early));
  expect(early.defaultPrevented).toBe(true);
  input.value = 'Li Lei';

  await act(async () => {
    scrollIntoReach();
  });
  // Hydrated in place: the same nodes, the text kept, the handler attached, no error 421 (server HTML dropped).
  expect(container.querySelector('input')).toBe(input);
  expect(input.value).toBe('Li Lei');
  button.click();
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(recoverable).not.toHaveBeenCalled();
  const late = new Event('submit', { bubbles: true, cancelable: true });
  container.querySelector('form')!.dispatchEvent(late);
  expect(late.defaultPrevented).toBe(false);
});

test('focusing one of its fields wakes it', async () => {
  const onSend = jest.fn();
  const container = serverRendered();
  await act(async () => {
    hydrateRoot(container, <Page onSend={onSend} />);
  });
  act(() => container.querySelector('button')!.click());
  expect(onSend).not.toHaveBeenCalled();
  await act(async () => {
    container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  container.querySelector('button')!.click();
  expect(onSend).toHaveBeenCalledTimes(1);
});

test('after a client navigation (no server HTML to keep) it renders at once', async () => {
  // Last in the file: the flag stays set for the rest of the page's life.
  markClientNavigation();
  const onSend = jest.fn();
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Page onSend={onSend} />);
  });
  expect(observers).toEqual([]);
  container.querySelector('button')!.click();
  expect(onSend).toHaveBeenCalledTimes(1);
});
