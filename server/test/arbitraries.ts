import fc from 'fast-check';

/**
 * Hostile bodies for the fuzz suites: `fields` with any values, any keys (a stray field, `__proto__`),
 * or a bare value; and what goes over the wire for them: JSON, truncated JSON, or any text at all.
 */
export function hostileBodies(fields: string[], value: fc.Arbitrary<unknown>, extra: fc.Arbitrary<unknown>[] = []) {
  return fc.oneof(
    ...extra,
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 }), fc.constant('__proto__')), value, { maxKeys: 8 }),
    value,
  );
}

export function onTheWire(body: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    body.map((b) => JSON.stringify(b) ?? 'null'),
    body.chain((b) => {
      const json = JSON.stringify(b) ?? 'null';
      return fc.nat({ max: json.length }).map((n) => json.slice(0, n));
    }),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );
}
