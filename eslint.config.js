import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'packages/web/src';
const features = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports go one way (ARCHITECTURE §1): in web, components/lib <- features <- app; components may import lib, lib
 * imports none of them, and a feature never imports another feature (one zone per feature folder). The operator
 * console's shell (src/console, its own build: docs/decisions/0032) is an app of its own: it may use app's providers,
 * and nothing else imports it.
 */
const webLayerZones = [
  {
    target: `${web}/lib`,
    from: [`${web}/components`, `${web}/features`, `${web}/app`, `${web}/console`],
    message: 'lib imports no component, feature or app code (ARCHITECTURE §1 import direction).',
  },
  {
    target: `${web}/components`,
    from: [`${web}/features`, `${web}/app`, `${web}/console`],
    message: 'components import only lib (ARCHITECTURE §1 import direction).',
  },
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/console`],
    message: 'a feature does not import app code (ARCHITECTURE §1 import direction).',
  },
  {
    target: `${web}/app`,
    from: `${web}/console`,
    message: "the app does not import the operator console's shell: the console is its own build (decision 0032).",
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'a feature never imports another feature (ARCHITECTURE §1 import direction).',
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (its default is .js only), and how it resolves them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Across packages: a cycle means one module reads another's exports before they exist. Libraries cannot import
      // our modules back, so the rule need not walk them: a quarter less lint time (decision 0027).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or hands on loses its errors (unhandled rejections, half-done work).
    files: ['packages/server/src/**/*.ts', 'packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React calls onClick and friends and ignores what they return; an async handler there is fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: [`${web}/**/*.tsx`],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our components' `role` prop is the user's role (contactperson, seller), not an ARIA role: DOM elements only.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webLayerZones }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react*', '@fundshop/server*', '@fundshop/web*'],
              message: 'core has no I/O and no UI.',
            },
          ],
        },
      ],
    },
  },
);
