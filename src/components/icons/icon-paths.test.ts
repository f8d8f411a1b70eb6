import fs from 'node:fs';
import path from 'node:path';
import { ICON_PATHS, iconSprite } from './icon-paths';

describe('icon sprite', () => {
  test('static/icons.svg is made from icon-paths.ts (run `npm run icons` after editing an icon)', () => {
    expect(fs.readFileSync(path.resolve(__dirname, '../../../static/icons.svg'), 'utf8')).toBe(iconSprite());
  });

  test('every icon is a symbol the pages can reference by name', () => {
    const sprite = iconSprite();
    for (const name of Object.keys(ICON_PATHS)) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
