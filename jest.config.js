/**
 * Unit and API tests. The server suites run twice: on SQLite, and on PostgreSQL when one answers at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); without one they report themselves skipped.
 */
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const common = {
  transform,
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/public/', '/.cache/'],
  // marked ships only ES modules; let swc turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  globalSetup: '<rootDir>/server/test/global-setup.js',
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{src,gatsby,plugins,server,scripts}/**/*.test.{ts,tsx}'] },
    {
      ...common,
      displayName: 'api-postgres',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.db.test.ts'],
      setupFiles: ['<rootDir>/server/test/use-postgres.js'],
    },
  ],
};
