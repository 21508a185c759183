// Starts the built shop (support/serve.ts: throw-away database) for scripts outside Playwright,
// waits until it is healthy, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningShop {
  url: string;
  /**
   * The process that serves the requests: the one holding the listening socket of the port
   * (`prepared`: the spawned start.mjs itself; via serve.ts: its child). Undefined where /proc
   * cannot tell (not Linux).
   */
  pid: number | undefined;
  /** Milliseconds from spawning the shop to its first 200 (health; `firstPage` when asked). */
  startup: { healthMs: number; pageMs?: number };
  stop(): Promise<void>;
}

/** Socket inodes listening on the TCP `port` (IPv4 and IPv6), from /proc/net. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is `ADDR:PORT`; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9])
        inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** `root` and all its descendants, from the parent pids in /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (in parentheses, may hold spaces): state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/**
 * The pid, among `root` and its descendants, that holds a socket listening on `port`: robust
 * against how many launchers (npm, tsx, serve.ts) sit between us and the server.
 */
export function listeningPid(root: number, port: number): number | undefined {
  try {
    const sockets = listeningInodes(port);
    if (sockets.size === 0) return undefined;
    for (const pid of processTree(root)) {
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          if (inode && sockets.has(inode)) return pid;
        } catch {
          // closed meanwhile
        }
      }
    }
  } catch {
    // no /proc
  }
  return undefined;
}

const POLL_MS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the shop on a free-standing throw-away database (serve.ts), or — with `prepared` — on
 * the database the caller set up in `env` (DATABASE_URL or DATA_DIR), as is. Polls health every
 * 25 ms, so `startup.healthMs` is a cold-start figure; with `firstPage` (e.g. `/`), it then polls
 * that page (as a browser asks for it) until its first 200 as well (`startup.pageMs`).
 */
export async function startShop(options: {
  port: number;
  env?: Record<string, string>;
  prepared?: boolean;
  firstPage?: string;
}) {
  const entry = options.prepared
    ? [path.resolve(here, '../../scripts/start.mjs')]
    : [path.resolve(here, '../../node_modules/tsx/dist/cli.mjs'), path.join(here, 'serve.ts')];
  const spawnedAt = performance.now();
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
  const firstOk = async (target: string, headers: Record<string, string>) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
      try {
        const res = await fetch(url + target, { headers });
        await res.arrayBuffer();
        if (res.ok) return performance.now() - spawnedAt;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`The shop did not answer ${target} within 3 minutes`);
      }
      await sleep(POLL_MS);
    }
  };
  const healthMs = await firstOk('/api/health', {});
  const pageMs = options.firstPage
    ? await firstOk(options.firstPage, { accept: 'text/html' })
    : undefined;
  return {
    url,
    pid: child.pid === undefined ? undefined : listeningPid(child.pid, options.port),
    startup: { healthMs, ...(pageMs === undefined ? {} : { pageMs }) },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RunningShop;
}
