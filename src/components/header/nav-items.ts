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
      { key: 'colleges', to: '/colleges', only: ['zh'] },
      { key: 'news', to: '/news', only: ['zh'] },
      { key: 'articles', to: '/article' },
      { key: 'master', to: '/master', only: ['zh'] },
      { key: 'help', to: '/help' },
    ],
  },
];

export function navFor(lang: Language, items: NavItem[] = NAV_ITEMS): NavItem[] {
  return items
    .filter((item) => !item.only || item.only.includes(lang))
    .map((item) => (item.children ? { ...item, children: navFor(lang, item.children) } : item));
}
