// ESLint (flat config): TypeScript, React hooks and JSX accessibility rules over the site, the API, the
// build code and the tests. `npm run lint` runs it with Prettier's check.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer boundaries: server/, gatsby/, contract/ ----------------------------------------------------------
// `no-restricted-imports` matches the import's text, not the file it resolves to, so each folder depth
// gets the exact number of `../` that climbs to the project root: `server/routes/x.ts` may import
// `../plugins/cors` (server/plugins) but not `../../plugins/…` (the Gatsby plugins). Kept in one block of
// its own; server/layer-boundaries.test.ts proves every rule fires and stays quiet where it should.
const SOURCE_FILES = '*.{ts,tsx,js,mjs,cjs}';
const layerBoundaries = [
  {
    folder: 'server',
    // Everything after the climb to the root that a file of this folder may not import.
    forbidden: '(src|gatsby|plugins)(/|$)',
    message: 'server/ imports contract/ and libraries, never src/, gatsby/ or plugins/ (move what both need into contract/).',
  },
  {
    folder: 'gatsby',
    // The build imports contract/, the site's pure helpers (src/lib, src/i18n) and libraries: never the
    // server, a Gatsby plugin's code, or a feature, component or page of the site.
    forbidden: '(server|plugins)(/|$)|src/(?!(lib|i18n)/)',
    message:
      'gatsby/ imports only contract/, src/lib/, src/i18n/ and libraries, never server/, plugins/ or src/ features: move what both need into src/lib/ or contract/.',
  },
  {
    folder: 'plugins',
    forbidden: '(server|gatsby)(/|$)|src/(?!(lib|i18n)/)',
    message:
      'plugins/ imports only contract/, src/lib/, src/i18n/ and libraries, never server/, gatsby/ or src/ features: move what both need into src/lib/ or contract/.',
  },
  {
    folder: 'e2e',
    // Journeys meet the site as a visitor does: they may read the contract (codes, rules, copy), never
    // reach into the server's code.
    forbidden: 'server(/|$)',
    message: 'e2e/ imports contract/, scripts/ types and libraries, never server/: move what a journey needs into contract/.',
  },
  {
    folder: 'contract',
    // Anything outside contract/ except the site's configuration (a leaf module of constants) and the
    // editors' settings file (content/settings.json, read by contract/site-settings.ts alone).
    forbidden: '(?!site\\.config$|content/settings\\.json$)',
    message: 'contract/ imports libraries and contract/ only (and site.config, content/settings.json): it is what every side may import.',
  },
].flatMap(({ folder, forbidden, message }) =>
  [1, 2, 3, 4, 5].map((depth) => ({
    files: [`${folder}/${'*/'.repeat(depth - 1)}${SOURCE_FILES}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./){${depth}}${forbidden}`, message }] }],
    },
  })),
);

// The browser side's layers (src/features/README.md): pages/templates → features → components → lib.
// Each layer names what it must not import, as static imports (no-restricted-imports) and as lazy ones
// (`import()`, no-restricted-syntax); src/app/layers.test.ts proves the rules fire and fails on any import
// circle in src/. A rule is a regular expression over the import's relative path.
const TOP = 'Pages, templates and the app root are the top layer: nothing below imports them.';
const above = (layers) => `^(\\.\\./)+(${layers.join('|')})(/|$)`;
const forbid = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
  'no-restricted-syntax': [
    'error',
    ...rules.map(([regex, message]) => ({ selector: `ImportExpression > Literal[value=/${regex.replace(/\//g, '\\/')}/]`, message })),
  ],
});
const srcLayers = [
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: forbid([
      above(['features', 'pages', 'templates', 'app', 'machines', 'api-client']),
      'A shared component imports only src/lib, src/i18n and other components: take a feature as a prop or slot (src/features/README.md).',
    ]),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: forbid([
      above(['components', 'features', 'pages', 'templates', 'app', 'machines']),
      'src/lib and src/i18n are pure helpers: they import no view or feature (src/features/README.md).',
    ]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/machines/**/*.{ts,tsx}', 'src/api-client/**/*.{ts,tsx}'],
    rules: forbid([above(['pages', 'templates', 'app']), TOP]),
  },
  {
    // A page body reaches another feature only through its entry: the shell it places itself in, the
    // contact feature's parts and API, the long-read layout. What two features share otherwise moves
    // down to src/components/ or src/lib/ (src/features/README.md).
    files: ['src/features/*/*.{ts,tsx}'],
    ignores: ['src/features/shell/**'],
    rules: forbid(
      [above(['pages', 'templates', 'app']), TOP],
      [
        '^\\.\\./(?!shell/page-shell$|contact/|article/article-view$)[^./]',
        'A feature imports another only through its entry (shell/page-shell, contact/, article/article-view); move shared parts to src/components or src/lib (src/features/README.md).',
      ],
    ),
  },
  {
    // The page shells place the contact widget and the overseas footer's form, and link to the help search
    // box; any other feature is a page body, which places itself in a shell (never the other way round).
    files: ['src/features/shell/**/*.{ts,tsx}'],
    rules: forbid(
      [above(['pages', 'templates', 'app']), TOP],
      [
        '^\\.\\./(?!shell/|(contact/(contact-widget|footer-contact-section|page-form-styles)|consent/consent-slot|help/help-search)$)[^./]',
        'A shell places only the widgets it has slots for (src/features/README.md).',
      ],
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      'public/',
      'builds/',
      '.cache/',
      'build-internal/',
      '.post-build/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'screenshots/',
      'patches/',
      // Written by Gatsby's GraphQL typegen (gatsby-config.ts graphqlTypegen); see gatsby/README.md.
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Loaded on first use, so a process never loads the driver or data it does not need (pg for SQLite
      // users, better-sqlite3 for PostgreSQL ones, the country database until an address is looked up, an
      // SMS gateway's SDK unless it is configured: server/sms/sms-transport.ts).
      '@typescript-eslint/no-require-imports': [
        'error',
        { allow: ['^pg$', '^better-sqlite3$', '^geoip-country$', '^\\./providers/(aliyun|tencent|twilio)$'] },
      ],
      // A scrollable region (a wide table in a labelled <section>, a region landmark) takes focus so
      // keyboard users can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); jsx-a11y's default
      // allows this for tab panels only and does not know a labelled section's implicit role.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Tests read the API's JSON as it comes and assert its shape.
    files: ['**/*.test.ts', 'server/outbox/test-receivers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS files: configuration read by Node and Jest as they are.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layerBoundaries,
  ...srcLayers,
);
