/**
 * Stylesheets linked in the body, just before the markup they style, instead of inlined into <head>: the
 * browser paints what comes before the link without waiting for it, and holds back only what follows it
 * until it has arrived, so nothing shows unstyled, with scripts or without. The other CSS of a page is
 * inlined whole (gatsby/webpack.ts, splitCssPerPage).
 *
 * - `home-later`: the home page's later sections (everything after the hero and the figures band);
 * - `forms`: the rules only the page forms use (the sample spec, the consent box). The forms are in the
 *   server HTML but their code loads late (src/lib/deferred-part.tsx), and CSS imported by that code would
 *   otherwise arrive only with it: unstyled for a moment with scripts, for ever without. Linked before
 *   each page form (components/deferred-form.tsx), and kept out of every page's first paint
 *   (css:budget).
 *
 * gatsby/webpack.ts gathers each entry's stylesheets into a chunk of that name and names its file after the
 * site's stylesheet fingerprint, which both build stages know, so a page can link it by name
 * (components/later-stylesheet.tsx); src/app/ssr.tsx keeps Gatsby from also inlining it into <head>.
 */
export const LATER_STYLESHEETS = {
  'home-later':
    /[\\/]src[\\/]features[\\/]home[\\/](cards|client-voices|closing-cta|community-platform|overseas-regions|panel-samples|referral-reward|research-services|tool-features|trust-band|university-zone)\.module\.css$/,
  forms: /[\\/]src[\\/]features[\\/]contact[\\/](consent-field|sample-spec)\.module\.css$/,
} as const satisfies Record<string, RegExp>;

export type LaterStylesheet = keyof typeof LATER_STYLESHEETS;

export const LATER_STYLESHEET_NAMES = Object.keys(LATER_STYLESHEETS) as LaterStylesheet[];

/** The file of one later stylesheet, for a build whose stylesheets have this fingerprint. */
export const laterStylesFile = (name: LaterStylesheet, fingerprint: string) => `${name}.${fingerprint}.css`;

/** Whether a stylesheet's path (as Gatsby's data-href gives it) is one of the later stylesheets. */
export const isLaterStylesHref = (href: string) => LATER_STYLESHEET_NAMES.some((name) => href.startsWith(`/${name}.`));
