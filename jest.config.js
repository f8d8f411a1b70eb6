/**
 * Unit and API tests. The server suites run twice: on SQLite, and on PostgreSQL when one answers at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); without one they report themselves skipped.
 */
// Babel options inline (not a babel.config.js, which Gatsby's own build would pick up).
const transform = {
  '^.+\\.(t|j)sx?$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
    },
  ],
};
const common = {
  transform,
  // `*.built.test.ts` read the build on disk: jest.built.config.js (`npm run test:built`) runs them.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/public/', '/builds/', '/.cache/', '\\.built\\.test\\.'],
  // marked ships only ES modules; let Babel turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // CSS modules become their class names (styles.picture === 'picture'), as components see them.
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/server/test/css-module.js' },
};

module.exports = {
  // API suites seed a database (a PostgreSQL schema each) before their tests; on a loaded 2-core CI machine
  // running both stores' suites side by side that takes more than Jest's default 5 s.
  testTimeout: 30_000,
  globalSetup: '<rootDir>/server/test/global-setup.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{contract,src,gatsby,plugins,server,scripts}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'api-postgres',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.db.test.ts'],
      setupFiles: ['<rootDir>/server/test/use-postgres.js'],
    },
  ],
};
