/**
 * The stylesheet of the page forms (sample, panel, university, community demo, overseas footer). Those
 * forms are in the server HTML from the start, but their code loads late (src/lib/deferred-part.tsx), and
 * CSS travels with the code that imports it: each page is built with its own CSS (gatsby/webpack.ts), so
 * a page that renders one of these forms imports this module, and the form's CSS comes inlined in the
 * page's HTML instead of with the form's chunk (which would leave the form unstyled until it loads).
 */
import './contact.module.css';
