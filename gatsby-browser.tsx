export { onClientEntry, onInitialClientRender, onPreRouteUpdate, onRouteUpdate } from './src/app/browser';
export { wrapPageElement } from './src/app/page-element';
