import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from '../scripts/built-site';

/**
 * A describe block of the built-site tests (`npm run test:built`): without a build in public/ it is one
 * failing test that says so, never a block that passes because it read nothing.
 */
export function describeBuilt(name: string, body: () => void): void {
  describe(name, () => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
      test('needs a build', () => {
        throw new Error('no build in public/: run `npm run build` first');
      });
      return;
    }
    body();
  });
}
