// Apart from envelope.ts, which the Gatsby source plugin imports as a value: Gatsby compiles the plugin
// with Parcel, whose TypeScript parser rejects const type parameters like envelopeOf's.
import { ErrorCode } from './envelope';

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

/**
 * The JSON schema of every refusal the API answers with an error status (400–503): the envelope of
 * `envelopeOf`, its `code` one of the API's codes, its `data` null, the rejected fields of an A0400
 * (field → message key) or what the refusal adds (a 503's `reason`, health's state). The OpenAPI
 * document lists it once, under components, and every error response refers to it.
 */
export const errorEnvelopeSchema = (() => {
  const envelope = envelopeOf({ type: 'object', description: 'What the refusal adds: rejected fields (A0400) or its detail.' });
  return {
    ...envelope,
    properties: {
      ...envelope.properties,
      code: { type: 'string', enum: Object.values(ErrorCode) },
      message: { type: 'string', description: "The code's message as SPEC section 8 words it; the site shows its own translation." },
    },
  } as const;
})();
