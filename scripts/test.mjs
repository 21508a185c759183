// `npm test`: every suite. Unit, database and API tests (Vitest) on the embedded database, or on
// PostgreSQL when DATABASE_URL is set; then the browser suite (Playwright in Debian's Chromium)
// against the built shop on a throw-away database of the same kind.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (${database}).`);
    process.exit(result.status ?? 1);
  }
};

console.log(`\n▶ Unit, database and API tests on ${database}\n`);
run('npx', ['vitest', 'run']);

if (!existsSync(chrome)) {
  const how =
    `No Chromium at ${chrome}. The browser suite needs Debian's Chromium:\n` +
    `    sudo apt-get update && sudo apt-get install -y chromium\n` +
    `or point CHROME_PATH at another Chromium/Chrome binary.`;
  if (ci || process.env.KILAU_SKIP_E2E !== '1') {
    console.error(
      `\n✗ ${how}\n(Set KILAU_SKIP_E2E=1 to run without the browser suite outside CI.)`,
    );
    process.exit(1);
  }
  console.warn(`\n! Browser suite NOT run (KILAU_SKIP_E2E=1). ${how}`);
  process.exit(0);
}

console.log(`\n▶ Browser suite (Chromium at ${chrome}) on ${database}\n`);
run('npm', ['run', 'build', '-w', '@kilau/web']);
run('npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e') });
