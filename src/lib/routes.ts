import { stripLanguage } from '../i18n/languages';

/**
 * Which chrome a route gets (SPEC 2.3). Paths are compared without their language prefix, so a rule
 * written once holds for /product and /en/product alike.
 *
 * The pages whose header is transparent over the hero until scrolled: SPEC 2.3's list, no more. Pages
 * added since (/quality, /cases, /tools/sample-size) are "all other pages": always dark.
 */
const DARK_ON_SCROLL = [
  /^\/product$/,
  /^\/sample(\/(en|zh))?$/,
  /^\/template$/,
  /^\/about$/,
  /^\/joinus$/,
  /^\/colleges$/,
  /^\/colleges\/\d+$/,
  /^\/master$/,
  /^\/research$/,
  /^\/quoted$/,
  /^\/community$/,
];
const IMMERSIVE = [/^\/news(\/\d+)?$/, /^\/article(\/\d+)?$/, /^\/master\/\d+$/, /^\/agreement$/, /^\/privacy$/];
const PROMO = [/^\/$/, /^\/product$/, /^\/sample(\/(en|zh))?$/, /^\/template$/, /^\/community$/];

/** A list's later pages (`/news/page/2`) follow the rules of the list. */
const clean = (path: string) =>
  stripLanguage(path)
    .replace(/\/+$/, '')
    .replace(/^(\/(?:template|news|article|master))\/page\/\d+$/, '$1') || '/';
const matches = (list: RegExp[], path: string) => list.some((r) => r.test(clean(path)));

/** Transparent over the page's hero until scrolled past 60 px; every other page has a dark header. */
export const headerTurnsDarkOnScroll = (path: string) => matches(DARK_ON_SCROLL, path);
export const isImmersive = (path: string) => matches(IMMERSIVE, path);
export const showsPromoBanner = (path: string) => matches(PROMO, path);
/**
 * Pages without the floating contact widget: the college detail with id 1 (SPEC 2.3), and the panel's quote
 * page, whose own form is the way to ask.
 */
const NO_CONTACT_WIDGET = [/^\/colleges\/1$/, /^\/colleges\/panel$/];
export const hidesContactWidget = (path: string) => matches(NO_CONTACT_WIDGET, path);

/** The help centre: its own layout (help-shell.tsx) and its own, smaller budgets (scripts/first-load-js.ts). */
export const isHelpPath = (path: string) => /^\/help(\/|$)/.test(clean(path));

export const DARK_HEADER_SCROLL = 60;
export const bannerOffset = (path: string) => (isImmersive(path) ? 120 : 60);

export type LayoutName = 'default' | 'colleges' | 'minimal' | 'help' | 'blank' | 'empty';

export function layoutFor(path: string): LayoutName {
  const p = clean(path);
  if (isHelpPath(p)) return 'help';
  if (p === '/colleges/panel') return 'minimal';
  if (/^\/colleges(\/\d+)?$/.test(p)) return 'colleges';
  return 'default';
}
