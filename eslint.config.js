// One lint config for the monorepo. The import rules enforce design.md's "who may import whom" table.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const platformPaths = ['@headless/platform', '@headless/platform/*', '**/apps/platform/**'];
const storefrontPaths = ['@headless/storefront', '@headless/storefront/*', '**/apps/storefront/**'];
const sdkPaths = ['@headless/sdk', '@headless/sdk/*', '**/packages/sdk/**'];
// The contract's entries that import nothing outside themselves (their test says so): plain values,
// no schemas, so the SDK and the storefront may import them as values.
const zodFreeEntries = [
  '@headless/contract/constants',
  '@headless/contract/error-codes',
  '@headless/contract/display-format',
  '@headless/contract/palette',
];

/**
 * Forbid the given packages entirely, and allow `@headless/contract` only as types when asked;
 * `contractValues` names the contract's zod-free entries whose values are allowed all the same.
 */
function imports({ forbid, contractTypesOnly = false, contractValues = [], browserSafe = false }) {
  const paths = contractTypesOnly
    ? [
        {
          name: '@headless/contract',
          allowTypeImports: true,
          message: 'Import only types from the contract here (design.md: who may import whom).',
        },
      ]
    : [];
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          {
            group: forbid,
            message:
              'This import crosses a boundary that design.md forbids (talk over HTTP instead).',
          },
          ...(contractTypesOnly
            ? [
                {
                  group: ['@headless/contract/*', ...contractValues.map((entry) => `!${entry}`)],
                  allowTypeImports: true,
                  message: 'Types only.',
                },
              ]
            : []),
          ...(browserSafe
            ? [
                {
                  group: ['node:*'],
                  message: 'The SDK runs in browsers too: no Node built-ins in src.',
                },
              ]
            : []),
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Type-aware rules for every TypeScript file; each one belongs to its workspace's tsconfig.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // design.md: most files under ~150 lines, split by topic past ~300.
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: imports({ forbid: [...sdkPaths, ...platformPaths, ...storefrontPaths] }),
  },
  {
    files: ['packages/sdk/src/**'],
    rules: imports({
      forbid: [...platformPaths, ...storefrontPaths],
      contractTypesOnly: true,
      contractValues: zodFreeEntries,
      browserSafe: true,
    }),
  },
  {
    files: ['apps/platform/**'],
    rules: imports({ forbid: [...sdkPaths, ...storefrontPaths] }),
  },
  {
    files: ['apps/storefront/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...imports({
        forbid: platformPaths,
        contractTypesOnly: true,
        contractValues: zodFreeEntries,
      }),
    },
  },
  {
    files: ['e2e/**'],
    rules: imports({ forbid: [...platformPaths, ...storefrontPaths] }),
  },
);
