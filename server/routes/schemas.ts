/** JSON-schema pieces shared by the routes. Every object rejects properties it does not name. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/languages';

export { envelopeOf } from '../../contract/envelope-schema';

/** The `lang` parameter of every content route. */
export const langProperty = { type: 'string', enum: [...LANGUAGES], default: DEFAULT_LANGUAGE } as const;

export const langQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: langProperty },
} as const;

export const pagedQuery = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: langProperty,
      page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      keyword: { type: 'string', maxLength: 50 },
      ...extra,
    },
  }) as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export type Lang = Language;
export interface LangQuery {
  lang: Lang;
}
export interface PagedQuery extends LangQuery {
  page: number;
  size: number;
  keyword?: string;
}
export interface IdParams {
  id: number;
}
