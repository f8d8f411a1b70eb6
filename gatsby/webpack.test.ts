import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {
  settingsAlias,
  settingsFileOf,
  shortenClassNames,
  splitCssPerPage,
  StableCompilationHash,
  stylesFingerprint,
  SHORT_CLASS_NAMES,
} from './webpack';

describe('shortenClassNames', () => {
  test('renames CSS-module classes in nested rules and leaves plain CSS alone', () => {
    const modules = { namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' };
    const rules = [
      { test: /\.js$/, use: [{ loader: '/x/node_modules/babel-loader/lib/index.js', options: {} }] },
      {
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [
              { loader: '/x/node_modules/mini-css-extract-plugin/loader.js' },
              { loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules } },
            ],
          },
          { test: /\.css$/, use: [{ loader: '/x/node_modules/css-loader/dist/cjs.js', options: { modules: false } }] },
        ],
      },
    ];
    expect(shortenClassNames(rules)).toBe(1);
    expect(modules.localIdentName).toBe(SHORT_CLASS_NAMES);
  });

  test('reports when there is nothing to change', () => {
    expect(shortenClassNames([{ test: /\.js$/, loader: '/x/babel-loader/index.js' }])).toBe(0);
  });
});

describe('stylesFingerprint', () => {
  test('changes with any stylesheet, nested or not, and only with stylesheets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'styles-'));
    try {
      fs.mkdirSync(path.join(dir, 'features/pricing'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'global.css'), 'body { margin: 0 }');
      fs.writeFileSync(path.join(dir, 'features/pricing/pricing.module.css'), '.table th:first-child { width: 40% }');
      fs.writeFileSync(path.join(dir, 'features/pricing/page.tsx'), 'export {}');
      const first = stylesFingerprint(dir);
      expect(first).toMatch(/^[0-9a-f]{12}$/);
      expect(stylesFingerprint(dir)).toBe(first);
      fs.writeFileSync(path.join(dir, 'features/pricing/page.tsx'), 'export const x = 1;');
      expect(stylesFingerprint(dir)).toBe(first);
      fs.writeFileSync(path.join(dir, 'features/pricing/pricing.module.css'), '.table th:first-child { width: 48% }');
      expect(stylesFingerprint(dir)).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('StableCompilationHash', () => {
  /** Compiles `source` with webpack; `withChild` adds a child compilation, as mini-css-extract-plugin does on a cold build. */
  function compile(dir: string, source: string, withChild: boolean, stable: boolean): Promise<string> {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    const addsChild = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.make.tapAsync('child', (compilation, done) => {
          const child = compilation.createChildCompiler('child', { filename: 'child.js' }, []);
          new webpack.EntryPlugin(dir, './entry.js', { name: 'child' }).apply(child);
          child.runAsChild((error) => done(error ?? undefined));
        });
      },
    };
    const plugins = [...(withChild ? [addsChild] : []), ...(stable ? [new StableCompilationHash()] : [])];
    return new Promise((resolve, reject) =>
      webpack(
        { mode: 'production', context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') }, plugins },
        (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(stats.hash!)),
      ),
    );
  }

  test('the same code gets the same hash with or without child compilations, and other code another', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stable-hash-'));
    const code = 'console.log("a");';
    // Webpack alone: a child compilation changes the hash of the same code (the cold-build case).
    expect(await compile(dir, code, true, false)).not.toBe(await compile(dir, code, false, false));
    const withChild = await compile(dir, code, true, true);
    expect(withChild).toBe(await compile(dir, code, false, true));
    expect(withChild).toMatch(/^[0-9a-f]{20}$/);
    expect(await compile(dir, 'console.log("b");', false, true)).not.toBe(withChild);
  }, 30_000);
});

describe('splitCssPerPage', () => {
  test("turns off Gatsby's one-stylesheet group and keeps the others", () => {
    const framework = { name: 'framework' };
    const config = { optimization: { splitChunks: { cacheGroups: { framework, styles: { name: 'styles' } } } } };
    expect(splitCssPerPage(config)).toBe(true);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({ framework, styles: false });
  });

  test('reports a config without the group', () => {
    expect(splitCssPerPage({ optimization: { splitChunks: { cacheGroups: {} } } })).toBe(false);
    expect(splitCssPerPage({})).toBe(false);
  });
});

describe('settingsAlias: the settings the pages import are those of the content the build was seeded from', () => {
  test('development: CONTENT_DIR elsewhere is read from there; unset or the project’s own: no alias', () => {
    expect(settingsAlias('/srv/site', { CONTENT_DIR: '/srv/content-repo' })).toEqual({
      '/srv/site/content/settings.json': '/srv/content-repo/settings.json',
    });
    expect(settingsAlias('/srv/site', { CONTENT_DIR: 'content' })).toEqual({});
    expect(settingsAlias('/srv/site', {})).toEqual({});
    expect(settingsFileOf('/srv/site', {})).toBe('/srv/site/content/settings.json');
    expect(settingsFileOf('/srv/site', { CONTENT_DIR: '../content-repo' })).toBe('/srv/content-repo/settings.json');
  });

  test('production: always the copy at one place, holding the bytes of the folder in use, written only when they change', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-alias-'));
    const other = path.join(root, 'editors', 'content');
    fs.mkdirSync(path.join(root, 'content'), { recursive: true });
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(root, 'content', 'settings.json'), '{"sales":{"phone":"400-000-0001"}}');
    fs.writeFileSync(path.join(other, 'settings.json'), '{"sales":{"phone":"400-000-0002"}}');
    const staged = path.join(root, '.cache', 'site-settings.json');
    const own = { [path.join(root, 'content', 'settings.json')]: staged };
    try {
      expect(settingsAlias(root, {}, true)).toEqual(own);
      expect(fs.readFileSync(staged, 'utf8')).toContain('0001');
      expect(settingsAlias(root, { CONTENT_DIR: other }, true)).toEqual(own);
      expect(fs.readFileSync(staged, 'utf8')).toContain('0002');
      // The same bytes again: the file is left as it is (webpack's cache sees no change).
      const earlier = new Date('2026-01-01T00:00:00Z');
      fs.utimesSync(staged, earlier, earlier);
      settingsAlias(root, { CONTENT_DIR: other }, true);
      expect(fs.statSync(staged).mtime).toEqual(earlier);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
