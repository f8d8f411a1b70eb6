import { siteConfig } from '../../site.config';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages';

/** Addresses in the separate survey app; the site reaches them by full page loads, in the visitor's language. */
export function appUrl(page: keyof typeof siteConfig.appPaths, lang: Language, params: Record<string, string> = {}): string {
  const url = new URL(siteConfig.appPaths[page], siteConfig.appUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set('lang', lang);
  return url.toString();
}
