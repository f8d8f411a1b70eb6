import fs from 'node:fs';
import path from 'node:path';
import { unpackHelpContext } from '../src/lib/help/help-tree';
import { describeBuilt } from './describe-built';

/**
 * What keeps a help centre's cost flat as it grows, checked on the built site (`npm run test:built`): no
 * page has a match path (Gatsby would list every page it covers in the app chunk every page loads), and a
 * help page carries a slice of the menu with the rest in one content-hashed file per language.
 */
const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');

describeBuilt('the built help centre stays the same size per page', () => {
  test('no page routes in the browser: Gatsby lists no match path', () => {
    const matchPaths = JSON.parse(fs.readFileSync(path.join(ROOT, '.cache/match-paths.json'), 'utf8')) as unknown[];
    expect(matchPaths).toEqual([]);
  });

  test('each language has one full menu file, and every help page names the one of its language', () => {
    const files = fs.readdirSync(path.join(PUBLIC, 'static/help-menu'));
    for (const lang of ['zh', 'en']) {
      const dir = lang === 'zh' ? 'page-data/help/101' : 'page-data/en/help/101';
      const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, dir, 'page-data.json'), 'utf8')) as {
        result: { pageContext: { help: string } };
      };
      const help = unpackHelpContext(data.result.pageContext.help);
      const file = help.menuFile;
      expect(file).toMatch(new RegExp(`^/static/help-menu/${lang}\\.[0-9a-f]{16}\\.json$`));
      expect(files).toContain(path.basename(file));
      const full = JSON.parse(fs.readFileSync(path.join(PUBLIC, file), 'utf8')) as unknown[];
      expect(full.length).toBe(help.menu.length);
    }
  });
});
