// ESLint: typescript-eslint, react-hooks, and import boundaries between web features and
// between server modules (STYLE.md habit 1).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/playwright-report/**', '**/test-results/**', '.vitest/**', 'apps/server/src/modules/runner/*.c'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // eslint-plugin-boundaries 7: object selectors, `policies`, {{ }} templates (docs/decisions/008).
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-ui', pattern: 'apps/web/src/components' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
      ],
      'boundaries/files': [{ category: 'repository', pattern: '**/*.repository.ts' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: 'web-app' } } },
              ],
              message: 'Features never import each other or the app; the router composes them.',
            },
            {
              from: { element: { type: 'web-ui' } },
              disallow: [{ to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } }],
              message: 'UI primitives never fetch or know features.',
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: [{ to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } }],
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: [
                {
                  to: {
                    element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
                    file: { categories: 'repository' },
                  },
                },
              ],
              message: "Server modules talk through services, never through another module's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts', 'packages/content/scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
