import type { GatsbyBrowser } from 'gatsby';
import '../styles/global.css';
import { markClientNavigation } from '../lib/deferred-part';
import { installChunkReloadGuard } from './chunk-reload';
import { finishLoading, startLoading } from './loading-bar';

declare global {
  interface Window {
    ___navigate?: (to: string | number, options?: unknown) => void;
  }
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReloadGuard();
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
