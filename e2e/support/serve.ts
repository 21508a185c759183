// Playwright's web server: the built shop on a throw-away database, dropped on exit.
// PGlite: a fresh temporary data dir. PostgreSQL (DATABASE_URL): a fresh database beside it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.DATABASE_URL;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  // The suites read one-time codes and reset links from the development mailbox.
  DEV_MAILBOX: 'true',
  // Every browser of the suite comes from 127.0.0.1, so the per-IP limits (tested in the API
  // suite) would count the whole suite as one shopper.
  RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '1000',
  // Every staff member of the suite signs in from 127.0.0.1 too (two workers, one minute).
  STAFF_SIGN_IN_RATE_LIMIT_MAX: '1000',
  NOT_FOUND_RATE_LIMIT_MAX: '1000',
  // Every new browser context asks the sign-on broker once at its first page.
  SIGN_ON_RATE_LIMIT_MAX: '100000',
  // The data export job builds a requested export within a second (docs/design/data-rights.md),
  // and every export and closure of the suite comes from 127.0.0.1.
  DATA_EXPORT_JOB_INTERVAL_MS: '1000',
  // A VA order's payment reminder a few seconds after placement, not 3 hours before its
  // one-day deadline (docs/design/order-messages.md): the order jobs look every 3 seconds.
  ORDER_EXPIRY_INTERVAL_MS: '3000',
  PAYMENT_REMINDER_WINDOW_MS: String(24 * 3_600_000 - 5_000),
  DATA_RIGHTS_RATE_LIMIT_MAX: '1000',
  // A Redis shared with other runs (CI runs this suite on PGlite, then on PostgreSQL, within the
  // hour): the contact form's fixed budget per IP must count this run's messages only.
  REDIS_KEY_PREFIX: `kilau-e2e-${randomBytes(4).toString('hex')}:`,
};
let cleanup: () => Promise<void>;

if (adminUrl) {
  const name = `kilau_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kilau-e2e-'));
  env.DATA_DIR = dataDir;
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  shop.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

shop.on('exit', async (code) => {
  try {
    await cleanup();
  } finally {
    process.exit(stopping ? 0 : (code ?? 1));
  }
});
