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
          regex: '^(?!zod($|/)|\\.{1,2}/)',
          message: '@kilau/domain imports only zod: rules are pure.',
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
    },
  },
  ...featureIsolation('apps/api/src/modules', null, API_BANS),
  ...featureIsolation('apps/web/app/features', '~/features', WEB_BANS),
);
