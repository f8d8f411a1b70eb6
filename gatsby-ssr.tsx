export { onPreRenderHTML, onRenderBody } from './src/app/ssr';
export { wrapPageElement } from './src/app/page-element';
