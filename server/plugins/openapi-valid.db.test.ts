/**
 * The OpenAPI document is valid OpenAPI 3.1, as a validator that is not ours reads it (the official
 * schema of the specification, and every `$ref` resolved). Needs the dev dependency
 * `@apidevtools/swagger-parser` (12.1.0: 13 wants Node 22.19).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_PREFIX } from '../app';
import { describeDb, testApi } from '../test/helpers';

jest.setTimeout(60_000);

describeDb('the OpenAPI document', () => {
  test('is valid OpenAPI 3.1, its references all resolved', async () => {
    const api = await testApi();
    try {
      const res = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
      const document = res.json();
      // The validator dereferences in place: it gets a copy, the comparison below the document as sent.
      const validated = await SwaggerParser.validate(structuredClone(document));
      expect(validated.info).toEqual(document.info);
      expect(Object.keys(validated.paths ?? {})).toEqual(Object.keys(document.paths));
    } finally {
      await api.close();
    }
  });
});
