import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain JS module, as the alias serves it to webpack
import outdent from './outdent-browser.js';

describe('outdent in the browser bundle (gatsby/webpack.ts alias)', () => {
  test('keeps every word and value of the message, in order', () => {
    const key = 'locales';
    const page = '/en/help/101';
    const message = (outdent as (s: TemplateStringsArray, ...v: unknown[]) => string)`
      No translations were found in "${key}" key for "${page}".
      You need to add a graphql query to every page`;
    expect(message).toContain('No translations were found in "locales" key for "/en/help/101".');
    expect(message).toContain('You need to add a graphql query to every page');
  });

  test("the plugin's only use of outdent is that console message", () => {
    // A plugin upgrade that used outdent for anything a visitor sees would need the real package back.
    const file = path.join(process.cwd(), 'node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js');
    const source = fs.readFileSync(file, 'utf8');
    const uses = source.match(/_outdent\.default/g) ?? [];
    expect(uses).toHaveLength(1);
    expect(source).toMatch(/console\.error\(\(0, _outdent\.default\)/);
    const others = fs
      .readdirSync(path.dirname(file))
      .filter((f) => f.endsWith('.js') && f !== 'wrapPageElement.js')
      .filter((f) => fs.readFileSync(path.join(path.dirname(file), f), 'utf8').includes('outdent'));
    expect(others).toEqual([]);
  });
});
