// What the browser bundle gets for `gatsby-script` (aliased in gatsby/webpack.ts). Gatsby's browser entry
// re-exports the package and its Partytown plugin imports it, but only `gatsby develop` runs that plugin,
// and the site renders no <Script>: about 3 KB (gzip) on every page for nothing. Should a page ever need
// <Script>, remove the alias; until then using it fails loudly instead of silently loading nothing.
export const ScriptStrategy = { postHydrate: 'post-hydrate', idle: 'idle', offMainThread: 'off-main-thread' };
export const collectedScriptsByPage = new Map();
export const scriptCache = new Set();
export const scriptCallbackCache = new Map();
export function Script() {
  throw new Error('gatsby-script is left out of the browser bundle (gatsby/webpack.ts): remove that alias to use <Script>');
}
