/**
 * Tests of the built site on disk (`public/`): `npm run test:built`, which `npm test` runs after the browser
 * tests have built it. Kept out of `npm run test:unit`, which runs before there is a build.
 */
const { projects } = require('./jest.config');

module.exports = {
  testTimeout: 60_000,
  projects: [
    {
      ...projects[0],
      displayName: 'built',
      testMatch: ['<rootDir>/gatsby/**/*.built.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
