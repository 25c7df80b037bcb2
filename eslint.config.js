import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports go one way (ARCHITECTURE §1): in web, components/lib <- features <- app, and a feature never
 * imports another feature. Resolves each relative import to the folder it lands in.
 */
const webLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const match = /packages\/web\/src\/(features\/[^/]+|components|lib|app)\//.exec(file);
    if (!match) return {};
    const from = match[1];
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = /packages\/web\/src\/(features\/[^/]+|components|lib|app)\//.exec(
          path.resolve(path.dirname(file), spec) + '/',
        )?.[1];
        if (!target || target === from) return;
        const fromLayer = from.startsWith('features') ? 'features' : from;
        const allowed = {
          app: ['features', 'components', 'lib'],
          features: ['components', 'lib'],
          components: ['lib'],
          lib: [],
        };
        const targetLayer = target.startsWith('features') ? 'features' : target;
        if (!allowed[fromLayer].includes(targetLayer) || (fromLayer === 'features' && targetLayer === 'features')) {
          context.report({ node, message: `${from} must not import ${target} (ARCHITECTURE §1 import direction).` });
        }
      },
    };
  },
};

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
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { fundshop: { rules: { 'web-layers': webLayers } } },
    rules: { 'fundshop/web-layers': 'error' },
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
