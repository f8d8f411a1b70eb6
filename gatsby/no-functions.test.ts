import fs from 'node:fs';
import path from 'node:path';

/**
 * Gatsby publishes every module under src/api/ as a serverless function (/api/<name>): the runtime client
 * of the site API lives in src/api-client/ so that none of it becomes an endpoint.
 */
test('the site has no src/api/ folder for Gatsby to publish as functions', () => {
  expect(fs.existsSync(path.resolve(__dirname, '../src/api'))).toBe(false);
  expect(fs.existsSync(path.resolve(__dirname, '../src/api-client/client.ts'))).toBe(true);
});
