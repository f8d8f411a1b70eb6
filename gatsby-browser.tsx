export { onClientEntry, onInitialClientRender, onPreRouteUpdate, onRouteUpdate, replaceHydrateFunction } from './src/app/browser';
export { wrapPageElement } from './src/app/page-element';
