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

export async function startShop(options: { port: number; env?: Record<string, string> }) {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(here, '../../node_modules/tsx/dist/cli.mjs'), path.join(here, 'serve.ts')],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
