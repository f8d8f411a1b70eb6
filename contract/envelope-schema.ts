// Apart from envelope.ts, which the Gatsby source plugin imports as a value: Gatsby compiles the plugin
// with Parcel, whose TypeScript parser rejects const type parameters like envelopeOf's.

/**
 * The JSON schema of a status-200 envelope around `data` (or null: a refusal such as A2004 shares the
 * status). The server serialises with it (faster than JSON.stringify) and drops anything it does not
 * name, so no field leaks by accident.
 */
export const envelopeOf = <const D extends object>(data: D) =>
  ({
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'string' }, message: { type: 'string' }, data: { anyOf: [{ type: 'null' }, data] } },
  }) as const;
