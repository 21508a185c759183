// `npm test`: every suite. Unit, database and API tests (Vitest) on the embedded database, or on
// PostgreSQL when DATABASE_URL is set; then the browser suite (Playwright in Debian's Chromium)
// against the built shop on a throw-away database of the same kind. Ends with one plain line:
// `Tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatChanged } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
function count(file, read) {
  if (!existsSync(file)) return;
  const found = read(JSON.parse(readFileSync(file, 'utf8')));
  for (const key of Object.keys(tally)) tally[key] += found[key] ?? 0;
}
const countVitest = () =>
  count(path.join(reports, 'vitest.json'), (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }));
const countPlaywright = () =>
  count(path.join(reports, 'playwright.json'), (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }));

function summarise() {
  const line = `Tests: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
  console.log(`\nResults on ${database}:`);
  console.log(line);
  if (process.env.KILAU_TEST_TALLY)
    appendFileSync(process.env.KILAU_TEST_TALLY, `${JSON.stringify(tally)}\n`);
}

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    countVitest();
    countPlaywright();
    if (tally.failed === 0) tally.failed = 1; // a crash before any report still counts as failing
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (${database}).`);
    summarise();
    process.exit(result.status ?? 1);
  }
};

// KILAU_TEST_DATABASE_SUITES_ONLY=1 runs only the suites that touch the database (db, api): CI
// runs the domain and storefront component suites once, on the embedded database's pass.
const databaseSuitesOnly = process.env.KILAU_TEST_DATABASE_SUITES_ONLY === '1';
console.log(
  `\n▶ ${databaseSuitesOnly ? 'Database and API' : 'Unit, database and API'} tests on ${database}\n`,
);
run('npx', [
  'vitest',
  'run',
  ...(databaseSuitesOnly ? ['--project=db', '--project=api'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
countVitest();

if (!existsSync(chrome)) {
  const how =
    `No Chromium at ${chrome}. The browser suite needs Debian's Chromium:\n` +
    `    sudo apt-get update && sudo apt-get install -y chromium\n` +
    `or point CHROME_PATH at another Chromium/Chrome binary.`;
  if (ci || process.env.KILAU_SKIP_E2E !== '1') {
    console.error(
      `\n✗ ${how}\n(Set KILAU_SKIP_E2E=1 to run without the browser suite outside CI.)`,
    );
    tally.failed += 1;
    summarise();
    process.exit(1);
  }
  console.warn(`\n! Browser suite NOT run (KILAU_SKIP_E2E=1). ${how}`);
  summarise();
  process.exit(0);
}

console.log(`\n▶ Browser suite (Chromium at ${chrome}) on ${database}\n`);
// The browser suite runs the shop as `npm start` does, from the storefront's build and the API
// bundle, built here when their sources changed (CI's second database reuses the first's build).
if (buildWhatChanged() !== 0) {
  tally.failed += 1;
  console.error(`\n✗ The build failed (${database}).`);
  summarise();
  process.exit(1);
}
// KILAU_E2E_PROJECTS=desktop (comma-separated) runs only those Playwright projects: CI runs each
// layout once, the mobile one on the embedded database and the desktop one (with the back office's
// flow) on PostgreSQL; the database code under them runs on both in the Vitest suites.
const projects = (process.env.KILAU_E2E_PROJECTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => `--project=${name}`);
run('npx', ['playwright', 'test', ...projects], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
});
countPlaywright();
summarise();
