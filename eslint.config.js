// ESLint: typescript-eslint (type-aware promise rules), react-hooks, jsx-a11y, import cycles,
// kebab-case file names, and import boundaries: between web features, between server modules,
// and between the apps and the packages (STYLE.md habits 1-2, docs/decisions/025).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = ['web', 'web-feature', 'web-feature-routes', 'web-app', 'web-ui', 'web-lib'];
const SERVER = ['server', 'server-module'];
// Packages that only make sense on one side; importing one from the other side is a mistake
// (bundle size, secrets, Node-only APIs). Micromatch patterns on the package name.
const SERVER_ONLY_PACKAGES = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'kysely',
  'better-sqlite3',
  'pg',
  'pg-boss',
  'nodemailer',
  'pino',
  'helmet',
  'ai',
  '@ai-sdk/*',
  'pdf-lib',
  '@pdf-lib/*',
  '@react-email/*',
  'ts-fsrs',
];
const WEB_ONLY_PACKAGES = [
  'react-dom',
  'react-router',
  '@tanstack/*',
  'lucide-react',
  '@codemirror/*',
  '@lezer/*',
  '@uiw/*',
  'react-markdown',
  'remark-*',
  'unified',
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.vitest/**',
      'apps/server/src/modules/runner/*.c',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
    // Type-aware: a promise nobody awaits loses its rejection. The project service reuses each
    // workspace's tsconfig; files no tsconfig.json sits above (root config, scripts, benches)
    // get the server's compiler options.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'apps/server/scripts/*.ts',
            'scripts/bench/*.ts',
          ],
          defaultProject: 'apps/server/tsconfig.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX attributes exempt: React ignores what a handler returns, and our async handlers own
      // their errors (try/catch, mutation state, better-auth's `{ error }` results); an un-awaited
      // call inside them is still a no-floating-promises error. Arguments (forEach(async ...),
      // setTimeout(async ...)), properties, returns and conditionals stay checked.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable regions and code blocks take focus so keyboard users can scroll them (axe
      // scrollable-region-focusable, docs/decisions/021); a focusable separator is a splitter.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: ['pre'], roles: ['tabpanel', 'region', 'separator'] },
      ],
    },
  },
  {
    // Cycles make module init order matter and hide layering mistakes; imports resolve the way
    // TypeScript's Bundler resolution does (extensionless .ts/.tsx, package exports).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // STYLE.md habit 2: kebab-case files with a role suffix (`tests.service.ts`), kebab-case folders.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // KEBAB_CASE that also lets a name start with digits (migrations: 001-profiles-settings.ts).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages}/*/{src,test,scripts}/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // eslint-plugin-boundaries 7: object selectors, `policies`, {{ }} templates (docs/decisions/008).
    files: ['{apps,packages}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      // Inner elements first; `web`, `server`, `shared`, `content` are their parents and hold the
      // files no inner element claims (e.g. apps/server/src/app.ts).
      'boundaries/elements': [
        // A feature's pages (the router lazy-loads them) sit in routes/, apart from its components.
        {
          type: 'web-feature-routes',
          pattern: 'apps/web/src/features/*/routes',
          capture: ['feature'],
        },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-ui', pattern: 'apps/web/src/components' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'web', pattern: 'apps/web' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'shared', pattern: 'packages/shared' },
        { type: 'content', pattern: 'packages/content' },
      ],
      'boundaries/files': [{ category: 'repository', pattern: '**/*.repository.ts' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true, // also check npm packages (server-only / web-only lists below)
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                },
                { to: { element: { type: 'web-app' } } },
              ],
              message: 'Features never import each other or the app; the router composes them.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: [{ to: { element: { type: 'web-feature-routes' } } }],
              message:
                "A feature's components, api and hooks never import its pages (routes/); pages compose them.",
            },
            {
              from: { element: { type: 'web-feature-routes' } },
              disallow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['web-feature', 'web-feature-routes'] },
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                },
                { to: { element: { type: 'web-app' } } },
              ],
              message:
                "A page composes its own feature's components, api and hooks; features never import each other or the app.",
            },
            {
              from: { element: { type: 'web-ui' } },
              disallow: [
                {
                  to: {
                    element: { types: { anyOf: ['web-feature', 'web-feature-routes', 'web-app'] } },
                  },
                },
              ],
              message: 'UI primitives never fetch or know features.',
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: [
                {
                  to: {
                    element: { types: { anyOf: ['web-feature', 'web-feature-routes', 'web-app'] } },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'server-module',
                      captured: { module: '!{{ from.element.captured.module }}' },
                    },
                    file: { categories: 'repository' },
                  },
                },
              ],
              message:
                "Server modules talk through services, never through another module's repository.",
            },
            {
              from: { element: { types: WEB } },
              disallow: [
                { to: { element: { types: { anyOf: [...SERVER, 'content'] } } } },
                {
                  to: {
                    module: {
                      origin: 'external',
                      source: [...SERVER_ONLY_PACKAGES, '@app/content'],
                    },
                  },
                },
              ],
              message:
                'The web app never imports the server, @app/content or a server-only package; it talks to the API through packages/shared schemas.',
            },
            {
              from: { element: { types: SERVER } },
              disallow: [
                { to: { element: { types: WEB } } },
                { to: { module: { origin: 'external', source: WEB_ONLY_PACKAGES } } },
              ],
              message: 'The server never imports the web app or a web-only package.',
            },
            {
              from: { element: { types: { anyOf: ['shared', 'content'] } } },
              disallow: [
                { to: { element: { types: { anyOf: [...WEB, ...SERVER] } } } },
                {
                  to: {
                    module: {
                      origin: 'external',
                      source: [...SERVER_ONLY_PACKAGES, ...WEB_ONLY_PACKAGES],
                    },
                  },
                },
              ],
              message:
                'packages/shared and packages/content import neither app nor an app-only package.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: [
                { to: { element: { type: 'content' } } },
                { to: { module: { origin: 'external', source: '@app/content' } } },
              ],
              message:
                'packages/shared is loaded by the browser; the content bank (hidden tests) stays on the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
      'packages/content/scripts/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
