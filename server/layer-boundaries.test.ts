/**
 * The layer boundaries of eslint.config.mjs ("Layer boundaries" block), run through ESLint's own API on
 * code placed at real paths: each forbidden import fails the lint, each allowed one passes.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..');

/**
 * ESLint's Node API (`new ESLint()`, `lintText` with a `filePath`) run in a child Node process: the flat
 * config is an ES module ESLint loads with a dynamic import(), which Jest's module sandbox refuses
 * without --experimental-vm-modules. One child lints every case; the answer is each case's
 * `no-restricted-imports` messages.
 */
function lintAll(cases: readonly (readonly [file: string, source: string])[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [file, source] of cases) {
      const [result] = await eslint.lintText(source + '\\n', { filePath: path.join(process.cwd(), file) });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

const refused = [
  // server/ never imports the site, the build or the Gatsby plugins, at any depth.
  ['server/app.ts', "import { x } from '../src/lib/listing';"],
  ['server/routes/contact-form.ts', "import { x } from '../../src/i18n/languages';"],
  ['server/content/content-service.ts', "export { x } from '../../src/lib/listing';"],
  ['server/db/migrations/001-initial.ts', "import { x } from '../../../gatsby/on-post-build';"],
  ['server/routes/content.ts', "import { x } from '../../plugins/gatsby-source-site-api/client';"],
  ['server/site-server.ts', "import '../gatsby';"],
  // gatsby/ never imports server/.
  ['gatsby/on-post-build.ts', "import { x } from '../server/lib/headers-file';"],
  ['gatsby/plan/pages.ts', "import type { x } from '../../server/app';"],
  // gatsby/ and plugins/ take the site's pure helpers only: no feature, component or page.
  ['gatsby/create-pages.ts', "import { x } from '../src/features/templates/template-filter';"],
  ['gatsby/webpack.ts', "import { x } from '../src/components/picture';"],
  ['gatsby/webpack.ts', "import { x } from '../plugins/gatsby-source-site-api/client';"],
  ['plugins/gatsby-source-site-api/sources/help.ts', "import { x } from '../../../src/features/help/related';"],
  ['plugins/gatsby-source-site-api/gatsby-node.ts', "import { x } from '../../server/envelope';"],
  ['plugins/gatsby-source-site-api/gatsby-node.ts', "import { x } from '../../gatsby/plan-pages';"],
  // contract/ imports nothing of ours outside contract/ (site.config aside).
  ['contract/envelope.ts', "import { x } from '../server/envelope';"],
  ['contract/languages.ts', "import { x } from '../src/i18n/languages';"],
  ['contract/content/help.ts', "import { x } from '../../gatsby/create-pages';"],
  ['contract/content/help.ts', "import { x } from '../../site.config.extra';"],
  ['contract/site-settings.ts', "import x from '../content/seo.json';"],
  // Journeys never reach into the server's code.
  ['e2e/edge.spec.ts', "import { x } from '../server/envelope';"],
  ['e2e/edge.spec.ts', "import { x } from '../server/lib/china-ip';"],
] as const;

const allowed = [
  ['server/app.ts', "import { x } from '../contract/envelope';"],
  ['server/app.ts', "import { x } from './plugins/cors';"],
  // server/plugins is the server's own folder, not the Gatsby plugins at the root.
  ['server/routes/content.ts', "import { x } from '../plugins/cors';"],
  ['server/routes/content.ts', "import { x } from '../../contract/content';"],
  ['server/app.ts', "import { x } from '../site.config';"],
  ['server/app.ts', "import fastify from 'fastify';"],
  ['gatsby/on-post-build.ts', "import { x } from '../contract/headers-file';"],
  ['gatsby/on-post-build.ts', "import { x } from '../src/i18n/languages';"],
  ['gatsby/help-search-index.ts', "import { x } from '../src/lib/help/search-shards';"],
  ['plugins/gatsby-source-site-api/sources/help.ts', "import { x } from '../../../src/lib/help/related';"],
  ['plugins/gatsby-source-site-api/sources/help.ts', "import { x } from '../../../contract/content';"],
  ['plugins/gatsby-source-site-api/sources/help.ts', "import { x } from '../client';"],
  ['contract/content/help.ts', "import { x } from '../envelope';"],
  ['contract/content/help.ts', "import { x } from './json-schema';"],
  ['contract/validators.ts', "import { x } from '../site.config';"],
  ['contract/site-settings.ts', "import x from '../content/settings.json';"],
  ['contract/content/help.ts', "import type { FromSchema } from 'json-schema-to-ts';"],
  ['e2e/edge.spec.ts', "import { x } from '../contract/envelope';"],
  ['e2e/edge.spec.ts', "import type { x } from '../scripts/topology';"],
  // Only these folders are bound by this block.
  ['src/lib/listing.ts', "import { x } from '../../server/envelope';"],
] as const;

describe('layer boundaries', () => {
  let messages: string[][];
  beforeAll(() => {
    messages = lintAll([...refused, ...allowed]);
  });

  test.each(refused.map((c, i) => [...c, i] as const))('%s: %s is refused', (_file, _source, i) => {
    expect(messages[i]).toEqual([expect.stringMatching(/never|only/)]);
  });

  test.each(allowed.map((c, i) => [...c, refused.length + i] as const))('%s: %s is allowed', (_file, _source, i) => {
    expect(messages[i]).toEqual([]);
  });
});
