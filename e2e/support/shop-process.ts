// Starts the built shop (support/serve.ts: throw-away database) for scripts outside Playwright,
// waits until it is healthy, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the shop on a free-standing throw-away database (serve.ts), or — with `prepared` — on
 * the database the caller set up in `env` (DATABASE_URL or DATA_DIR), as is.
 */
export async function startShop(options: {
  port: number;
  env?: Record<string, string>;
  prepared?: boolean;
}) {
  const entry = options.prepared
    ? [path.resolve(here, '../../scripts/start.mjs')]
    : [path.resolve(here, '../../node_modules/tsx/dist/cli.mjs'), path.join(here, 'serve.ts')];
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...options.env,
      PORT: String(options.port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The shop did not become healthy within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RunningShop;
}
