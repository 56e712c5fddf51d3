import fs from 'node:fs';
// One lint config for the workspace. Import rules keep the architecture honest:
// no cycles, and features never import each other (a page or app.ts composes them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One zone per feature folder: it may import anything except another feature.
const featureZones = (root) => {
  const dir = `${root}/features`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./${dir}/${d.name}`,
      from: `./${dir}`,
      except: [`./${d.name}`],
      message: 'Features must not import each other; compose them in app.ts or a route module.',
    }));
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // The TypeScript resolver knows apps/web's `~` alias. (v3: v4 needs native bindings
      // that the package registry here does not carry for every platform, which breaks npm ci.)
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },

    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/server/src/features/**', 'apps/web/app/features/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...featureZones('apps/server/src'), ...featureZones('apps/web/app')] },
      ],
    },
  },
  {
    // Public pages keep within their JavaScript budget (docs/decisions/0032, 0050, 0058): no
    // zod (the one form loads a contract schema lazily, decision 0080), react-hook-form or
    // TanStack Query. Type imports are fine:
    // they leave no code.
    files: [
      'apps/web/app/root.tsx',
      'apps/web/app/layouts/{marketing,marketing-light,empty}.tsx',
      'apps/web/app/features/{marketing,news,courses,signup,auth,errors}/**',
    ],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'react-hook-form', '@hookform/resolvers/zod', '@tanstack/react-query'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message: 'Public pages must not ship this library; see docs/decisions/0050.',
            }),
          ),
        },
      ],
    },
  },
  {
    // Guard the layers (issue 35, docs/decisions/0057): on the server, SQL lives in
    // repositories. No drizzle-orm, no db/schema and no `sql` template outside `repository*.ts`,
    // except where the database is the subject itself. Each exception, and why:
    files: ['apps/server/**/*.ts'],
    ignores: [
      // Repositories: `repository.ts`, or `<part>-repository.ts` beside a feature's main one.
      '**/repository*.ts',
      '**/*-repository.ts',
      // The database layer: the client, the schema, migrations, reference data, the seed.
      'apps/server/src/db/**',
      // drizzle-kit's own configuration (it reads the schema).
      'apps/server/drizzle.config.ts',
      // Tests and their fixtures arrange and inspect rows directly.
      '**/*.test.ts',
      '**/test-fixtures.ts',
      'apps/server/test/**',
      // The benchmarks and the fault suite fill and read databases from outside the app.
      'apps/server/bench/**',
      'apps/server/faults/**',
      // Infrastructure below the features, each one table's store and nothing else:
      // rate-limit counters, idempotency keys, the development mail capture, one-time codes,
      // signing keys, sessions; and the keyset-paging SQL builder that repositories call.
      'apps/server/src/lib/counters.ts',
      'apps/server/src/lib/idempotency.ts',
      'apps/server/src/lib/mailer.ts',
      'apps/server/src/lib/one-time-codes.ts',
      'apps/server/src/lib/signing-keys.ts',
      'apps/server/src/lib/title-keyset.ts',
      'apps/server/src/plugins/rate-limit.ts',
      'apps/server/src/plugins/session.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'SQL belongs in a repository*.ts file (eslint.config.js lists exceptions).',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema', '**/db/schema/*', '**/db/schema/**'],
              allowTypeImports: true,
              message: 'SQL belongs in a repository*.ts file (eslint.config.js lists exceptions).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in a repository*.ts file (eslint.config.js lists exceptions).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
