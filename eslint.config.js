// One lint config for the whole workspace; per-package restrictions live in their own blocks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
