import type { Language } from '../i18n/languages';

/**
 * What every page's query returns for gatsby-plugin-react-i18next, and the page context it sets. Shaped as
 * the generated `Queries.*` types give it (read-only; the plugin's Locale fields are nullable), so every
 * page's query type satisfies it.
 */
export interface LocalesData {
  readonly locales: {
    readonly edges: readonly {
      readonly node: { readonly ns: string | null; readonly data: string | null; readonly language: string | null };
    }[];
  };
}

export interface I18nPageContext {
  language: Language;
  /** A list's later pages (`/news/page/2`): which page this one shows (gatsby/plan-pages.ts). */
  listPage?: number;
  i18n: { originalPath: string; path: string; language: Language };
}

/** Reads one key of a namespace straight from the query data: for Head, where hooks cannot be used. */
export function localeString(data: LocalesData, ns: string, key: string): string {
  const node = data.locales.edges.find((e) => e.node.ns === ns)?.node;
  if (!node) return key;
  let value: unknown = JSON.parse(node.data ?? 'null');
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : key;
}
