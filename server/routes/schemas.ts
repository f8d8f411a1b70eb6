/** JSON-schema pieces shared by the routes. Every object rejects properties it does not name. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/languages';
import type { ApiTag } from '../plugins/openapi';

export { envelopeOf } from '../../contract/envelope-schema';

/**
 * How the OpenAPI document names a route (part of its `schema`): its tag, its `operationId` (camelCase;
 * clients generate code from it, so it is never renamed: openapi.db.test.ts lists them) and a one-line
 * summary.
 */
export const operation = (tag: ApiTag, operationId: string, summary: string) => ({ tags: [tag], operationId, summary });

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
