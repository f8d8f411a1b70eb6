export { onRenderBody } from './src/app/ssr';
