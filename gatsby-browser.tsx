export { onClientEntry, onPreRouteUpdate, onRouteUpdate } from './src/app/browser';
