// `npm run lint:structure`: the house rules ESLint cannot see file by file (docs/conventions.md
// "Names and files", "Tests"). Prints every breach and exits 1 if there is one:
// - no two production files of one workspace share a name, except the role files every folder of
//   a kind has (index, types, constants, schemas, responses);
// - test helpers never sit in a production folder: an API module or a web feature's components
//   hold code and its `*.test.*` files only; helpers live in `src/test/`, `testing/` folders;
// - no import cycle in any workspace (madge, type-only imports included).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/domain', 'packages/db', 'apps/api', 'apps/web', 'e2e', 'bench'];
const ROLE_NAMES = new Set(['index', 'types', 'constants', 'schemas', 'responses']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const TEST_FOLDER = /(^|\/)(test|testing|tests|support|fixtures)\//;
const HELPER_NAME = /(test-support|test-bag|test-utils|fixtures?)\.(ts|tsx)$/;

const files = execFileSync('git', ['ls-files', ...WORKSPACES], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.includes('/migrations/'));
const breaches = [];

for (const workspace of WORKSPACES) {
  const byName = new Map();
  for (const file of files) {
    if (!file.startsWith(`${workspace}/`) || TEST_FILE.test(file) || TEST_FOLDER.test(file))
      continue;
    const name = path.basename(file);
    if (ROLE_NAMES.has(name.replace(SOURCE, ''))) continue;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  for (const [name, owners] of byName)
    if (owners.length > 1) breaches.push(`duplicate name ${name}: ${owners.join(', ')}`);
}

for (const file of files) {
  if (HELPER_NAME.test(file) && !TEST_FOLDER.test(file))
    breaches.push(`test helper in a production folder: ${file}`);
}

const cycleRoots = [
  { dir: 'packages/domain/src', tsConfig: 'tsconfig.base.json' },
  { dir: 'packages/db/src', tsConfig: 'tsconfig.base.json' },
  { dir: 'apps/api/src', tsConfig: 'tsconfig.base.json' },
  {
    dir: 'apps/web/app',
    tsConfig: {
      compilerOptions: {
        baseUrl: path.join(root, 'apps/web'),
        paths: { '~/*': ['app/*'] },
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
      },
    },
  },
];
for (const { dir, tsConfig } of cycleRoots) {
  const graph = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: typeof tsConfig === 'string' ? path.join(root, tsConfig) : tsConfig,
  });
  for (const cycle of graph.circular())
    breaches.push(`import cycle in ${dir}: ${cycle.join(' → ')}`);
}

if (breaches.length > 0) {
  console.error(breaches.map((line) => `✖ ${line}`).join('\n'));
  console.error(`\n${breaches.length} structure rule(s) broken (docs/conventions.md).`);
  process.exit(1);
}
console.log(
  'Structure: no duplicate names, no test helper in production folders, no import cycle.',
);
