import type { GatsbyBrowser } from 'gatsby';
import '../styles/global.css';
import { markClientNavigation } from '../lib/deferred-part';
import { DEFAULT_LANGUAGE, languageOfPath, localizedPath } from '../i18n/languages';
import { installChunkReloadGuard } from './chunk-reload';
import { finishLoading, startLoading } from './loading-bar';

export { replaceHydrateFunction } from './hydrate';

declare global {
  interface Window {
    ___navigate?: (to: string | number, options?: unknown) => void;
    ___notFoundPagePath?: (path: string) => string;
  }
}

/**
 * The not-found page of a path's language: `/en/…` that is no page shows /en/404 in place, with its
 * address kept. Read by Gatsby's page loader as patched (patches/gatsby+5.16.1.patch): stock Gatsby knows
 * only /404.html, and the way round it, a `/en/*` match path on the English 404 page, made Gatsby put every
 * English page's path into the app chunk that every page loads.
 */
export const notFoundPagePath = (path: string): string => {
  const lang = languageOfPath(path);
  return lang === DEFAULT_LANGUAGE ? '/404.html' : localizedPath('/404', lang);
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.___notFoundPagePath = notFoundPagePath;
  installChunkReloadGuard();
  // Where the visitor came from (a lead's attribution), read now, recorded once the page is idle: a chunk
  // of its own, so no page downloads it before it renders.
  const { pathname, search, host } = window.location;
  const arrival = { pathname, search, host, referrer: document.referrer };
  const record = () => void import('../lib/attribution').then((m) => m.recordArrival(arrival)).catch(() => {});
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(record, { timeout: 5000 });
  else setTimeout(record, 1000);
};

/**
 * The loading bar starts when a navigation starts: Gatsby's `onPreRouteUpdate` fires only once the next
 * page's data has loaded, too late to show anything while a slow navigation waits. Every in-site link and
 * `navigate()` goes through `window.___navigate`, which Gatsby defines before the first render.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  const navigate = window.___navigate;
  if (typeof navigate !== 'function') return;
  window.___navigate = (to, options) => {
    // A link to the page itself (or one of its anchors) loads nothing and fires no route update.
    if (typeof to === 'string' && to.split('#')[0] !== window.location.pathname + window.location.search) startLoading();
    navigate(to, options);
  };
};

/** Before a client-side navigation renders the next page: its deferred forms have no server HTML to keep. */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  finishLoading();
};
