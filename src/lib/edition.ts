import { useSyncExternalStore } from 'react';

export type Edition = 'china' | 'overseas' | 'pending';

/** The window event the head script (src/app/head-script.ts) and setEdition send when the edition is set. */
export const EDITION_EVENT = 'edition';

const read = (): Edition => {
  const v = document.documentElement.getAttribute('data-edition');
  return v === 'overseas' || v === 'pending' ? v : 'china';
};

/** The edition the page shows now (`pending` while the head script waits for the API). */
export const currentEdition = read;

const subscribe = (onChange: () => void) => {
  window.addEventListener(EDITION_EVENT, onChange);
  return () => window.removeEventListener(EDITION_EVENT, onChange);
};

/**
 * The edition the head script chose. Markup for both editions is rendered and CSS shows the right one,
 * so this hook is only for behaviour (which widget to mount, which form to open). During server rendering
 * and hydration it answers `china`, the edition of the static HTML.
 */
export function useEdition(): Edition {
  return useSyncExternalStore(subscribe, read, () => 'china');
}

/** Forces an edition for this visit (the /default and /overseas pages). */
export function setEdition(edition: 'china' | 'overseas'): void {
  document.documentElement.setAttribute('data-edition', edition);
  try {
    sessionStorage.setItem('edition', edition);
  } catch {
    // private mode: the choice holds for this page view
  }
  window.dispatchEvent(new Event(EDITION_EVENT));
}
