/**
 * Building blocks of the content schemas. Each returns a literal (`as const`) JSON schema, so
 * json-schema-to-ts's `FromSchema` derives the exact TypeScript type from the same object Fastify
 * serialises with.
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const strings = { type: 'array', items: str } as const;
export const ints = { type: 'array', items: int } as const;
export const listOf = <const T extends object>(items: T) => ({ type: 'array', items }) as const;

/** An object whose properties are all present, except those named in `optional`; nothing else is sent. */
export function object<const P extends Record<string, object>, O extends keyof P & string = never>(
  properties: P,
  optional: readonly O[] = [],
) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !(optional as readonly string[]).includes(k)) as Exclude<keyof P & string, O>[],
    properties,
  } as const;
}

/** A paginated list (`paginate` in the content service). */
export const pageOf = <const T extends object>(item: T) => object({ list: listOf(item), total: int, page: int, size: int });

/** Previous / next in list order: `{ id, title }` or null at either end. */
const neighbour = { anyOf: [{ type: 'null' }, object({ id: int, title: str })] } as const;
export const neighbours = { prev: neighbour, next: neighbour } as const;
