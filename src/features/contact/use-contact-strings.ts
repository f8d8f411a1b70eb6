import { useTranslation } from 'react-i18next';
import zhContact from '../../../locales/zh/contact.json';
import enContact from '../../../locales/en/contact.json';

/**
 * The `contact` strings travel with the lazy form chunks rather than in every page's data: each form
 * surface adds them on first render, then translates with `ns` (default `contact`).
 */
export function useContactStrings(ns = 'contact') {
  const result = useTranslation(ns);
  const { i18n } = result;
  if (!i18n.hasResourceBundle('zh', 'contact')) i18n.addResourceBundle('zh', 'contact', zhContact);
  if (!i18n.hasResourceBundle('en', 'contact')) i18n.addResourceBundle('en', 'contact', enContact);
  return result;
}
