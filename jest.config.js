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

const os = require('node:os');

module.exports = {
  // Jest's default is one worker fewer than the cores: on a two-core runner, one worker, in band. The API
  // suites wait on databases and child processes much of the time, so two side by side pay. Measured on
  // 2 cores, same session (load ~3): in band 370 s, 2 workers 220 s, 3 workers 226 s.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
      setupFiles: ['<rootDir>/server/test/worker-database.js'],
    },
    {
      ...common,
      displayName: 'api-postgres',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.db.test.ts'],
      setupFiles: ['<rootDir>/server/test/worker-database.js', '<rootDir>/server/test/use-postgres.js'],
    },
  ],
};
