// One lint config for the whole workspace; per-package restrictions live in their own blocks.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noTypeCycle from './scripts/lint-rules/no-type-cycle.mjs';

/** The web app's features (folders under apps/web/src/features), each a boundary. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's top: the app, its listener and the database's preparation import every layer. */
const SERVER_TOP = [
  './apps/server/src/app.ts',
  './apps/server/src/server.ts',
  './apps/server/src/prepare-database.ts',
];

/** What the login app (app/login-app.tsx) does without. */
const LOGIN_WITHOUT_ROUTER = {
  group: ['react-router', 'react-router/*', 'i18next', 'react-i18next'],
  message: 'The login app has no router and no i18next: it reads its label map itself.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Deliberately broken code that scripts/lint-rules.test.ts lints to prove the rules bite.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Import boundaries, as bulletproof-react draws them, and no import cycles anywhere, type-only
    // ones included: import-x/no-cycle follows value imports, orbis/no-type-cycle the rest.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, orbis: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      // Modules the cycle check follows (by default only JavaScript ones).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The server and packages import their TypeScript sources with `.js` specifiers.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'orbis/no-type-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature imports only from components, lib and itself, never another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what is shared to components or lib.',
            })),
            // Shared code stays below the features and the app shell.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components and lib are shared: they never import a feature or the app.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/components',
              message: 'lib holds no widgets: it never imports components.',
            },
            // The server's layers: routes -> modules -> db, the plugins beside the routes. By
            // folder, so that a file moved inside one keeps its rules.
            {
              target: './apps/server/src/db',
              from: [
                './apps/server/src/modules',
                './apps/server/src/routes',
                './apps/server/src/plugins',
                ...SERVER_TOP,
              ],
              message:
                'db is the lowest layer: it never imports modules, routes, plugins or the app.',
            },
            {
              target: './apps/server/src/modules',
              from: ['./apps/server/src/routes', './apps/server/src/plugins', ...SERVER_TOP],
              message:
                'modules never import routes, plugins or the app: those import the modules and ' +
                'hand them what they need (the Redis client is typed in src/redis-client.ts).',
            },
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/routes',
              message: 'plugins never import routes: both stand on the modules, side by side.',
            },
            {
              target: [
                './apps/server/src/modules/cache.ts',
                './apps/server/src/modules/view-cache.ts',
              ],
              from: './apps/server/src/modules/games',
              message:
                'The generic cache knows nothing of games: what a game keeps beside a view is ' +
                "the caller's type parameter.",
            },
            // The seed sits on top: it writes the label catalogue and the reference data into
            // the database, and the code it uses never imports it back.
            {
              target: ['./apps/server/src/errors.ts', './apps/server/src/validation.ts'],
              from: './apps/server/src/seed',
              message:
                'errors and validation never import the seed: label keys come from src/labels.ts.',
            },
            {
              target: [
                './apps/server/src/labels.ts',
                './apps/server/src/labels',
                './apps/server/src/plugins',
                './apps/server/src/modules',
                './apps/server/src/db',
              ],
              from: './apps/server/src/seed',
              message:
                'The labels, plugins, modules and db never import the seed: the seed imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The live connection and its indicator are shared with the player app's own small bundle:
    // they never load the back-office's UI kit.
    files: [
      'apps/web/src/lib/realtime/**/*.ts',
      'apps/web/src/components/connection-indicator.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/*', '@tabler/*'],
              message: 'The live connection stays free of the UI kit (the player bundle uses it).',
            },
          ],
        },
      ],
    },
  },
  {
    // The player app reads its address from the browser's history: a router library was a fifth
    // of the JavaScript a phone evaluates before its first paint.
    files: [
      'apps/web/src/player-main.tsx',
      'apps/web/src/app/player-*.tsx',
      'apps/web/src/features/player/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-dom', 'react-router/*'],
              message: 'The player app has no router: use features/player/utils/address.',
            },
          ],
        },
      ],
    },
  },
  {
    // The login screen is an app of its own, drawn without the back-office's UI kit, router and
    // translation library: with them, a phone waited about two seconds more for the form.
    files: ['apps/web/src/app/login-app.tsx', 'apps/web/src/components/logo-source.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LOGIN_WITHOUT_ROUTER] }] },
  },
  {
    // The projector's screens are an app of their own too (app/projector-app.tsx), for the same
    // reason: drawn in the theme's CSS variables, without Mantine's components, the router or
    // i18next. Mantine's hooks are plain React and stay.
    files: [
      'apps/web/src/app/projector-app.tsx',
      'apps/web/src/components/projector-*.tsx',
      'apps/web/src/features/stats/**/*.{ts,tsx}',
      'apps/web/src/features/final/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              message: 'The projector app draws its own elements (components/projector-button).',
            },
          ],
          patterns: [
            {
              ...LOGIN_WITHOUT_ROUTER,
              message: 'The projector app has no router and no i18next: words come with the game.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/auth/components/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            LOGIN_WITHOUT_ROUTER,
            {
              group: ['@mantine/*'],
              message: "The login screen draws its own elements, in app/login-app.tsx's theme.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no I/O, no clock, no ambient randomness, no mutation of arguments.
    files: ['packages/engine/src/**/*.ts'],
    ignores: [
      'packages/engine/src/cli/**',
      'packages/engine/src/**/*.test.ts',
      'packages/engine/src/**/*.bench.ts',
    ],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The engine is pure: no process access.' },
        { name: 'console', message: 'The engine is pure: return log entries instead.' },
        { name: 'Date', message: 'The engine is pure: no clock.' },
        { name: 'setTimeout', message: 'The engine is pure: no timers.' },
        { name: 'fetch', message: 'The engine is pure: no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded generator kept in the state.',
        },
        { object: 'Date', property: 'now', message: 'The engine is pure: no clock.' },
        { object: 'performance', property: 'now', message: 'The engine is pure: no clock.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'child_process'],
              message: 'The engine is pure: no Node modules.',
            },
          ],
        },
      ],
      'no-param-reassign': ['error', { props: true }],
    },
  },
);
