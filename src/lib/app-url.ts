import { siteConfig } from '../../site.config';

/** Addresses in the separate survey app; the site reaches them by full page loads. */
export function appUrl(page: keyof typeof siteConfig.appPaths, lang: 'zh' | 'en', params: Record<string, string> = {}): string {
  const url = new URL(siteConfig.appPaths[page], siteConfig.appUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (lang === 'en') url.searchParams.set('lang', 'en');
  return url.toString();
}
