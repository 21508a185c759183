// Lint for every workspace. Import zones enforce ARCHITECTURE §1: domain → zod only; db → no
// workspace; api → domain + db; web → domain only; feature folders never import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const subfolders = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** One block per feature folder: it may not reach into a sibling feature, relatively or by alias. */
const featureIsolation = (root, alias, basePatterns) => {
  const features = subfolders(`./${root}/`);
  return features.map((feature) => {
    const others = features.filter((name) => name !== feature);
    const message = 'Feature folders never import each other: compose them in routes.';
    const patterns = [...basePatterns];
    if (others.length > 0) {
      patterns.push({ regex: `^\\.{1,2}/(.*/)?(${others.join('|')})(/|$)`, message });
      if (alias) patterns.push({ regex: `^${alias}/(${others.join('|')})(/|$)`, message });
    }
    return { files: [`${root}/${feature}/**/*.{ts,tsx}`], rules: restrict(patterns) };
  });
};

const API_BANS = [
  {
    group: ['@kilau/web', '@kilau/web/*', '@kilau/e2e'],
    message: 'The API never imports the web app.',
  },
];
const WEB_BANS = [
  {
    group: ['@kilau/db', '@kilau/db/*', '@kilau/api', '@kilau/api/*', 'kysely', 'pg'],
    message: 'The web app imports @kilau/domain only and talks to the API over HTTP.',
  },
];

/**
 * Runtime `kysely` (query builders, `sql`) only where SQL lives: repositories, the db package
 * (migrations, seeds, testing), the API's seeds and test helpers, tests, and the transaction
 * seam. `import type` is fine everywhere (a service may name `Transaction<Database>`).
 */
const KYSELY_ALLOWED = [
  '**/*.repository.ts',
  'packages/db/**',
  'apps/api/src/seed/**',
  'apps/api/src/test/**',
  '**/*.test.ts',
  'apps/api/src/lib/transaction.ts',
];
const KYSELY_ONLY_IN_REPOSITORIES = {
  name: 'kysely',
  allowTypeImports: true,
  message: 'SQL lives in *.repository.ts: a service takes a repository (import type is fine).',
};
/** Test helpers: `test/` and `testing/` folders, `*test-support*`, `*.test.*` files. */
const TEST_HELPERS = {
  regex: '(^|/)(test|testing)(/|$)|test-support|\\.test(\\.|$)',
  message: 'Production code never imports test helpers.',
};
/** Where test code lives: tests themselves and the helper folders (they may import helpers). */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/*test-support*',
  'e2e/**',
  'bench/**',
];

/** File names are kebab-case, dot roles allowed (`cart.routes.ts`, `product-tile.tsx`). */
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const kilau = {
  rules: {
    'kebab-case-files': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { kebab: 'File names are kebab-case: `{{name}}`.' },
      },
      create: (context) => ({
        Program(node) {
          const name = context.filename.split(/[\\/]/).pop() ?? '';
          if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict([
        {
          regex: '^(?!zod($|/)|culori/fn$|\\.{1,2}/)',
          message:
            '@kilau/domain imports only zod and culori/fn (colour maths, ADR 0046): rules are pure.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Domain rules take configuration as arguments.' },
        { name: 'fetch', message: 'Domain rules do no I/O.' },
        { name: 'localStorage', message: 'Domain rules do no I/O.' },
        { name: 'sessionStorage', message: 'Domain rules do no I/O.' },
        { name: 'window', message: 'Domain rules do no I/O.' },
        { name: 'document', message: 'Domain rules do no I/O.' },
        { name: 'setTimeout', message: 'Domain rules are synchronous and pure.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'No hidden clock: take `now` as an argument.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'No hidden clock: take `now` as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Domain rules are deterministic.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict([{ group: ['@kilau/*'], message: '@kilau/db imports no other workspace.' }]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict(API_BANS),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(WEB_BANS),
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='dangerouslySetInnerHTML'] > JSXExpressionContainer > ObjectExpression",
          message:
            'HTML renders through <TrustedHtml> (or a `{ __html }` built once): React 19 sets innerHTML again for every new object.',
        },
      ],
    },
  },
  ...featureIsolation('apps/api/src/modules', null, API_BANS),
  ...featureIsolation('apps/web/app/features', '~/features', WEB_BANS),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { kilau },
    rules: { 'kilau/kebab-case-files': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [KYSELY_ONLY_IN_REPOSITORIES], patterns: [TEST_HELPERS] },
      ],
    },
  },
  {
    files: KYSELY_ALLOWED,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TEST_HELPERS] }],
    },
  },
  {
    files: TEST_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // A query needs no runtime import when a service is handed `db`: the calls themselves are
    // refused outside repositories too.
    files: ['apps/api/src/**/*.ts'],
    ignores: KYSELY_ALLOWED,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'SQL lives in *.repository.ts: a service takes a repository.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in *.repository.ts: a service takes a repository.',
        },
      ],
    },
  },
);
