import { createApiClient, type ApiClient } from '../../api-client/client';
import type { Language } from '../../i18n/languages';

const clients = new Map<Language, ApiClient>();

/** One API client per language (its error toasts speak that language). */
export function apiClient(lang: Language): ApiClient {
  if (!clients.has(lang)) clients.set(lang, createApiClient({ lang }));
  return clients.get(lang)!;
}
