import { shortenClassNames, SHORT_CLASS_NAMES } from './webpack';

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
