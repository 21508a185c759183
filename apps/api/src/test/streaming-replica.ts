// A throw-away PostgreSQL primary and a streaming replica of it, from Debian's binaries
// (`/usr/lib/postgresql/<version>/bin`), in a temporary folder on free ports, for
// `npm run test:replica` (ADR 0029). PostgreSQL refuses to run as root: as root, every command
// runs as the `postgres` user. Missing binaries are an error, never a skipped test
// (`.ci/run` installs them).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'] as const;

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => TOOLS.every((tool) => existsSync(path.join(root, v, 'bin', tool))))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest) {
    throw new Error(
      `PostgreSQL's server binaries (${TOOLS.join(', ')}) are not in ${root}/<version>/bin: apt-get install postgresql`,
    );
  }
  return path.join(root, latest, 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const isRoot = () => process.getuid?.() === 0;

function uidOf(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  return { uid, gid };
}

/** Runs a PostgreSQL tool (as `postgres` when we are root). */
function pgTool(bin: string, tool: string, args: string[]) {
  const file = path.join(bin, tool);
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args];
  try {
    return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || String(error)}`);
  }
}

export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Takes the replica: base backup of the primary as it is now, started as a hot standby. */
  startReplica(): Promise<void>;
  stopReplica(): void;
  /** Stops both servers and removes their folder (idempotent). */
  destroy(): void;
}

/** Starts the primary now; the replica once the caller has filled the primary (`startReplica`). */
export async function startPrimary(): Promise<StreamingPair> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-replica-'));
  if (isRoot()) {
    const { uid, gid } = uidOf('postgres');
    chownSync(dir, uid, gid);
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // Throw-away servers: no fsync, small and quick; the primary ships WAL to one standby.
  const common = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=60 -c shared_buffers=32MB`;
  const started: string[] = [];
  const stop = (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    started.splice(started.indexOf(dataDir), 1);
    try {
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };

  pgTool(bin, 'initdb', [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  pgTool(bin, 'pg_ctl', [
    '-D',
    primaryDir,
    '-l',
    path.join(dir, 'primary.log'),
    '-w',
    '-o',
    `${common(primaryPort)} -c wal_level=replica -c max_wal_senders=4`,
    'start',
  ]);
  started.push(primaryDir);

  const destroy = () => {
    stop(replicaDir);
    stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
  };
  // A run that ends without its afterAll (an error, Ctrl-C) still stops the servers.
  process.once('exit', destroy);

  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    async startReplica() {
      // initdb's pg_hba.conf trusts replication connections from 127.0.0.1.
      pgTool(bin, 'pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R', // standby.signal and primary_conninfo: a streaming replica
        '-X',
        'stream',
        '-c',
        'fast',
        '--no-sync',
      ]);
      pgTool(bin, 'pg_ctl', [
        '-D',
        replicaDir,
        '-l',
        path.join(dir, 'replica.log'),
        '-w',
        '-o',
        `${common(replicaPort)} -c hot_standby=on`,
        'start',
      ]);
      started.push(replicaDir);
    },
    stopReplica: () => stop(replicaDir),
    destroy() {
      process.removeListener('exit', destroy);
      destroy();
    },
  };
}
