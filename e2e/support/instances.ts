// Two shop processes on one PostgreSQL and one Redis behind Debian's nginx (round robin), for
// the two-instance test (e2e/instances): the database, the proxy, an SMTP sink and the shops,
// each started here and stopped again by `stop()`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A throw-away folder, removed by `stop`. */
export const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** A new, empty PostgreSQL database beside `adminUrl`'s; `drop()` removes it (and its sessions). */
export async function throwAwayDatabase(adminUrl: string) {
  const name = `kilau_instances_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    /** The test's own look at the rows (counting, and moving a due time). */
    query: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      pool.query<R>(text, values).then((result) => result.rows),
    async drop() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * An S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, its objects in `directory`;
 * `env` is what a shop needs to keep its files there (STORAGE=s3).
 */
export async function s3Server(directory: string, bucket = 'kilau-instances') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts any signature but wants a key it knows.
  const key = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: key,
      S3_SECRET_ACCESS_KEY: key,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/** An SMTP server that keeps what it receives (the shops' outbox e-mail, SMTP_URL). */
export async function smtpSink() {
  const received: Array<{ outboxId: string | undefined; to: string[]; body: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({
          outboxId: /^X-Outbox-Id:\s*(\S+)/im.exec(body)?.[1],
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Debian's nginx binary, or a clear failure saying how to get it (the test never skips). */
export function nginxBinary() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'The two-instance test needs nginx: `sudo apt-get install -y nginx-light` (Debian), or set NGINX_BIN.',
    );
  }
  return found;
}

/**
 * nginx as a throw-away master in `dir` (its own config, pid, logs and temp folders), listening
 * on 127.0.0.1:`port` and passing every request round robin to `upstreams`. Each answer names
 * the instance that made it (`X-Upstream: 127.0.0.1:<port>`), and the access log has one line
 * per request with its upstream.
 */
export async function startNginx(options: { port: number; upstreams: number[]; dir: string }) {
  const { dir, port } = options;
  // Workers run as nobody when the master is root: they write request bodies under `dir`.
  chmodSync(dir, 0o755);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub), { mode: 0o777 });
    chmodSync(path.join(dir, sub), 0o777);
  }
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  # Bodies and answers stay in memory: the workers (nobody, when the master is root) need not
  # reach the temporary folder.
  client_body_buffer_size 20m;
  proxy_max_temp_file_size 0;
  upstream kilau {
    ${options.upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kilau;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A failing instance must show, not be hidden by a retry on the other.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const bin = nginxBinary();
  const args = ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(bin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'nginx', { anyAnswer: true });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    accessLog: () => {
      try {
        return readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n');
      } catch {
        return [];
      }
    },
    /** nginx's own complaints (errors and worse), one a line. */
    errors: () => {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8')
          .split('\n')
          .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
      } catch {
        return [];
      }
    },
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}

/** Polls `url` until it answers 200 (or anything, with `anyAnswer`), or the process exits. */
async function waitFor(
  url: string,
  child: ChildProcess,
  name: string,
  { anyAnswer = false, timeoutMs = 240_000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (anyAnswer || res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} in time`);
    await sleep(100);
  }
}

/** Ends `child` (SIGTERM by default) and waits for it; SIGKILL after 15 s. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One shop process (`node scripts/start.mjs`, the built bundle) on `port`, healthy. */
export async function startShopInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Shown as it comes, and kept: what the instance said at start (what it seeded).
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  await waitFor(`http://127.0.0.1:${options.port}/api/health`, child, `shop ${options.name}`);
  return {
    name: options.name,
    port: options.port,
    child,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** Runs every step even when one fails; throws the first failure at the end. */
export async function cleanUp(steps: Array<(() => Promise<unknown> | unknown) | undefined>) {
  let first: unknown;
  for (const step of steps) {
    try {
      await step?.();
    } catch (error) {
      first ??= error;
    }
  }
  if (first) throw first;
}

export const removeDir = (dir: string | undefined) => () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
};
