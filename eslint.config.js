import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { apiBoundaries } from './eslint-rules/api-boundaries.js';
import globals from 'globals';
import { noCrossFeatureImports } from './eslint-rules/no-cross-feature-imports.js';
import { webZones } from './eslint-rules/web-zones.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web zones (DESIGN.md "Shape"): app/ → features/ → lib/ and components/; features don't import each other.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      portal: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'web-zones': webZones } },
    },
    rules: { 'portal/no-cross-feature-imports': 'error', 'portal/web-zones': 'error' },
  },
  {
    // The domain stays pure: no IO, clock or randomness (DESIGN.md).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify', 'drizzle-orm', 'pg', 'react', 'node:*', 'fs'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now' },
        { object: 'Math', property: 'random' },
        { object: 'process', property: 'env' },
      ],
    },
  },
  {
    // No import cycles (issue 11): a cycle makes load order decide what is initialised, and hides layering
    // mistakes. Type-only imports are erased at run time, so import-x ignores them.
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are ours to find: never parse installed packages (pglite's bundle alone takes seconds).
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // API boundaries (docs/architecture.md "Boundaries"): another module only through its *.service.ts, deps.ts
    // by type only, no app.ts/server.ts outside the composition root, the engine never imports products/.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'portal-api': { rules: { 'api-boundaries': apiBoundaries } } },
    rules: { 'portal-api/api-boundaries': 'error' },
  },
);
