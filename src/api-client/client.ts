import { ApolloClient, ApolloError, gql, InMemoryCache, type DocumentNode } from '@apollo/client/core';
import { RestLink } from 'apollo-link-rest';
import { siteConfig } from '../../site.config';
import type { Language } from '../i18n/languages';
import { ApiCodeError, HttpError, toastMessage, unwrap } from './envelope';
import { showToast } from './toast-store';
import { API_PREFIX } from '../../contract/api';

/** SPEC 7: calls resolve no sooner than this, so a fast answer does not flash a spinner. */
export const MIN_FETCH_DELAY_MS = 200;

export interface ClientOptions {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  minDelayMs?: number;
  lang: Language;
  /** Where error toasts go (the Toaster by default). */
  toast?: (text: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error messages of SPEC 8's code table, loaded with the client (not on the first page load). */
async function messages(lang: Language): Promise<Record<string, unknown>> {
  // One chunk per language (webpack makes one of each locales/<lang>/errors.json).
  const mod: unknown = await import(`../../locales/${lang}/errors.json`);
  return (mod as { default?: Record<string, unknown> }).default ?? (mod as Record<string, unknown>);
}

const lookup = (table: Record<string, unknown>) => (key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The one runtime client for the site API: Apollo Client over a REST link. Every answer goes through the
 * SPEC 8 envelope rules (responseTransformer); a code other than 00000 shows its translated toast and
 * rejects with ApiCodeError; a non-200 status rejects with HttpError.
 */
export function createApiClient({
  baseUrl = siteConfig.apiUrl,
  fetchImpl,
  minDelayMs = MIN_FETCH_DELAY_MS,
  lang,
  toast = showToast,
}: ClientOptions) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const link = new RestLink({
    uri: `${baseUrl}${API_PREFIX}`,
    customFetch: async (input, init) => {
      const [res] = await Promise.all([doFetch(input, init), wait(minDelayMs)]);
      // The link would reject a non-2xx answer unread; its envelope says what went wrong (A0400 with the
      // field messages, A2032…), so it is unwrapped here and rejects with its code.
      if (!res.ok) unwrap(res.status, await res.json().catch(() => null));
      return res;
    },
    // A non-2xx answer never reaches this: the link rejects it itself.
    responseTransformer: async (response: Response) => unwrap(response.status, await response.json().catch(() => null)),
  });
  const apollo = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
  });

  /** Unwraps Apollo's error to ours, shows the toast, rethrows. */
  const fail = async (error: unknown): Promise<never> => {
    let cause: unknown = error;
    if (error instanceof ApolloError) {
      const network = error.networkError as (Error & { statusCode?: number }) | null;
      cause =
        network instanceof ApiCodeError || network instanceof HttpError
          ? network
          : network?.statusCode
            ? new HttpError(network.statusCode)
            : (network ?? error);
    }
    const table = await messages(lang);
    const text = toastMessage(cause, lookup(table));
    // The form's own alert says the same as the toast, in the page's language.
    if (cause instanceof ApiCodeError) cause.localizedMessage = text;
    toast(text);
    throw cause;
  };

  return {
    apollo,
    async query<T>(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<T> {
      try {
        const result = await apollo.query<Record<string, T>>({ query: document, variables });
        return Object.values(result.data)[0] as T;
      } catch (error) {
        return fail(error);
      }
    },
    async mutate<T>(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<T> {
      try {
        const result = await apollo.mutate<Record<string, T>>({ mutation: document, variables });
        return Object.values(result.data ?? {})[0] as T;
      } catch (error) {
        return fail(error);
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export { gql };
