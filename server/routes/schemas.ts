/** JSON-schema pieces shared by the routes. Every object rejects properties it does not name. */
export const langQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['zh', 'en'], default: 'zh' } },
} as const;

export const pagedQuery = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: { type: 'string', enum: ['zh', 'en'], default: 'zh' },
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

export type Lang = 'zh' | 'en';
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

/**
 * The response schema of a status-200 envelope around `data` (or null: a refusal such as A2004 shares
 * the status). Fastify serialises with it (faster than JSON.stringify) and drops anything it does not
 * name, so no field leaks by accident.
 */
export const envelopeOf = (data: object) =>
  ({
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'string' }, message: { type: 'string' }, data: { anyOf: [{ type: 'null' }, data] } },
  }) as const;
