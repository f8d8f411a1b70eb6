/**
 * The home page's later sections (everything after the hero and the figures band) bring their CSS in a
 * stylesheet of their own, linked just before them: the browser paints the hero without waiting for it,
 * and holds back only what follows the link until it has arrived, so nothing shows unstyled. The other
 * pages' CSS is inlined whole (gatsby/webpack.ts, splitCssPerPage).
 *
 * gatsby/webpack.ts gathers the stylesheets below into the chunk LATER_STYLES_CHUNK and names its file
 * after the site's stylesheet fingerprint, which both build stages know, so the page can link it by name;
 * src/app/ssr.tsx keeps Gatsby from also inlining it into <head>; home-page.tsx links it.
 */
export const LATER_STYLES_CHUNK = 'home-later';

/** The stylesheets of the later sections, none of which the first two sections or another page uses. */
export const LATER_STYLES_FILES =
  /[\\/]src[\\/]features[\\/]home[\\/](cards|client-voices|closing-cta|community-platform|overseas-regions|panel-samples|referral-reward|research-services|tool-features|trust-band|university-zone)\.module\.css$/;

/** The file of the later sections' CSS, for a build whose stylesheets have this fingerprint. */
export const laterStylesFile = (fingerprint: string) => `${LATER_STYLES_CHUNK}.${fingerprint}.css`;
