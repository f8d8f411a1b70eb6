import React, { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the page (a form) whose code loads late but whose markup is in the server HTML from the start.
 *
 * On the server the part renders in full. In the browser, on the page's first load, it stays the server's
 * HTML, not hydrated and its code (final-form, XState, Apollo) not loaded, until it comes within `margin`
 * of the viewport, a visitor focuses one of its fields, or `wake()` is called. Then its code loads and React
 * hydrates it in place: the same DOM, so no layout shift, and typed text and focus are kept. After a client
 * navigation (no server HTML to keep) it loads at once.
 *
 * The wait is a thrown promise, not state: releasing it retries the dehydrated boundary without an update
 * passing through it (an update reaching a boundary still hydrating makes React drop its server HTML,
 * error 421). For the same reason the part's props must not change before it is live: pass values that
 * change through a store the part subscribes to (`createValueStore`).
 */
export interface Gate {
  open: boolean;
  /** Set once the part's code has loaded and it is hydrated. */
  live: boolean;
  promise: Promise<void>;
  release: () => void;
}

let clientNavigated = false;
/** Called before a client-side navigation renders its page: parts of that page need not wait. */
export function markClientNavigation(): void {
  clientNavigated = true;
}

function createGate(open: boolean): Gate {
  let resolve: () => void = () => {};
  const gate: Gate = {
    open,
    live: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    release: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

/** The gate of one deferred part and the callback ref of the element that wraps it (outside the part). */
export function useDeferredPart<T extends HTMLElement>(margin = '400px') {
  const [gate] = useState(() => createGate(typeof window === 'undefined' || clientNavigated));
  const ref = useCallback(
    (el: T | null) => {
      if (!el || gate.open) return;
      // Before the part is live a press of Enter in one of its fields must not submit the bare form, and
      // focusing a field wakes the part. Listened for on the document, in the capture phase: React's own
      // listener on its root stops a discrete event (focus, submit) aimed at server HTML it has not
      // hydrated yet, so a listener on the part itself would never hear it (deferred-part.test.tsx).
      const inPart = (e: Event) => e.target instanceof Node && el.contains(e.target);
      const onSubmit = (e: Event) => {
        if (gate.live) document.removeEventListener('submit', onSubmit, true);
        else if (inPart(e)) e.preventDefault();
      };
      const onFocus = (e: Event) => {
        if (!inPart(e)) return;
        document.removeEventListener('focusin', onFocus, true);
        gate.release();
      };
      document.addEventListener('submit', onSubmit, true);
      document.addEventListener('focusin', onFocus, true);
      if (typeof IntersectionObserver === 'undefined') return gate.release();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          gate.release();
        },
        { rootMargin: margin },
      );
      observer.observe(el);
    },
    [gate, margin],
  );
  return { ref, gate, wake: gate.release };
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return (
    <>
      {children}
      <Live gate={gate} />
    </>
  );
}

function Live({ gate }: { gate: Gate }) {
  useEffect(() => {
    gate.live = true;
  }, [gate]);
  return null;
}

/** Renders `children` as a deferred part (see `useDeferredPart`). */
export function DeferredPart({ gate, children }: { gate: Gate; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait gate={gate}>{children}</Wait>
    </Suspense>
  );
}

/** A value that changes outside a deferred part and is read inside it (its props must stay the same). */
export interface ValueStore<V> {
  get: () => V;
  set: (value: V) => void;
  subscribe: (onChange: () => void) => () => void;
}

export function createValueStore<V>(initial: V): ValueStore<V> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
