/**
 * The site's settings (content/settings.json): the contacts, address, filing numbers and social links an
 * editor changes without a developer. The pages read them through contract/site-settings.ts, content refers
 * to them with tokens (`{{sales.phone}}`, contract/placeholders.ts) the seed writes out, and the seed checks
 * the file against this schema first, so a broken settings file stops a publish before the build.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { listOf, object } from './json-schema';
import { LANGUAGES, type Language } from '../languages';

const text = { type: 'string', minLength: 1 } as const;
const email = { type: 'string', pattern: '^[^@\\s<>"]+@[^@\\s<>"]+\\.[^@\\s<>"]+$' } as const;
const phone = { type: 'string', pattern: '^\\+?[0-9][0-9 -]{4,30}$' } as const;
const https = { type: 'string', pattern: '^https://[^\\s<>"]+$' } as const;
/** A text in every language of contract/languages.ts: a language missing from the file stops the seed. */
const localized = object(Object.fromEntries(LANGUAGES.map((lang) => [lang, text])) as Record<Language, typeof text>);

export const siteSettingsSchema = object({
  /** What the site offers for reaching sales: the number and address shown everywhere, and office hours. */
  sales: object({ phone, email, hours: localized }),
  email: object({ general: email, customerService: email, business: email, careers: email, privacy: email }),
  address: localized,
  /** The ICP and public-security filing numbers the Chinese footer shows, each linked to its filing site. */
  filings: listOf(object({ kind: { enum: ['icp', 'publicSecurity'] }, label: text, href: https })),
  social: listOf(object({ id: text, label: text, href: https })),
});

export type SiteSettings = FromSchema<typeof siteSettingsSchema>;

interface Schema {
  type?: string;
  enum?: readonly unknown[];
  minLength?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  additionalProperties?: boolean;
}

/** The subset of JSON Schema the settings schema uses; the first problem, named by its path, or null. */
function problem(value: unknown, schema: Schema, at: string): string | null {
  if (schema.enum) return schema.enum.includes(value) ? null : `${at} must be one of ${schema.enum.join(', ')}`;
  if (schema.type === 'string') {
    if (typeof value !== 'string') return `${at} must be a text`;
    if (schema.minLength && value.trim().length < schema.minLength) return `${at} must not be empty`;
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) return `${at} is not valid: ${JSON.stringify(value)}`;
    return null;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return `${at} must be a list`;
    for (const [i, item] of value.entries()) {
      const p = problem(item, schema.items!, `${at}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at} must be an object`;
  const record = value as Record<string, unknown>;
  for (const key of schema.required ?? []) if (!(key in record)) return `${at ? `${at}.` : ''}${key} is missing`;
  for (const [key, v] of Object.entries(record)) {
    const inner = schema.properties?.[key];
    const name = at ? `${at}.${key}` : key;
    if (!inner) return `${name} is not a setting (known: ${Object.keys(schema.properties ?? {}).join(', ')})`;
    const p = problem(v, inner, name);
    if (p) return p;
  }
  return null;
}

/** `value` as settings, or an error naming the first field that breaks the schema. */
export function checkSiteSettings(value: unknown): SiteSettings {
  const p = problem(value, siteSettingsSchema as Schema, '');
  if (p) throw new Error(`settings: ${p}`);
  return value as SiteSettings;
}
