// Linux /proc readings for the bench: the CPU time and resident memory of the process serving
// the shop (RunningShop.pid) and its workers (WORKERS > 1: node:cluster children), and the CPU
// time of the PostgreSQL backends serving its database.
// Elsewhere (no /proc) every reading is undefined and the bench prints "–".
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (`getconf CLK_TCK`, 100 nearly always). */
const CLK_TCK = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** utime + stime of a process (all its threads) in milliseconds; undefined once it is gone. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return undefined;
  }
}

/** VmRSS (resident now) and VmHWM (resident peak so far) of a process, in MB. */
export function memoryMb(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = kb('VmRSS');
    return Number.isFinite(rss) ? { rss: rss / 1024, hwm: kb('VmHWM') / 1024 } : undefined;
  } catch {
    return undefined;
  }
}

/** `pid` and every process below it (a cluster's workers). */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [pid];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (comm) ": state, then ppid.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** VmRSS and VmHWM summed over the shop's process and its workers, in MB. */
export function treeMemoryMb(pid: number): { rss: number; hwm: number } | undefined {
  const readings = processTree(pid)
    .map(memoryMb)
    .filter((reading) => reading !== undefined);
  if (readings.length === 0) return undefined;
  return {
    rss: readings.reduce((sum, reading) => sum + reading.rss, 0),
    hwm: readings.reduce((sum, reading) => sum + reading.hwm, 0),
  };
}

/**
 * The PostgreSQL backends serving `database` on this machine, by their process title
 * (`postgres: <user> <database> <client>(<port>) <state>`): only the bench's own database, so
 * other databases' work on a shared server (and the server's background processes) stay out.
 */
function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuUsed {
  /** The shop's process; undefined when it could not be read. */
  shopMs: number | undefined;
  /** The database's backends (PostgreSQL only; undefined otherwise). */
  postgresMs: number | undefined;
}

/**
 * Measures the CPU the shop (and, given a PostgreSQL database name, that database's backends)
 * spends from now until `stop()`. Backends are re-read every 500 ms, so one that the pool opens
 * during the run counts from zero and one that it closes keeps its last reading.
 */
export function startCpuMeter(shopPid: number | undefined, postgresDatabase?: string) {
  /** First and last readings per process: a process that starts during the run counts from 0. */
  const meter = (pids: () => number[]) => {
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    const read = (baseline: boolean) => {
      for (const pid of pids()) {
        const ms = cpuMs(pid);
        if (ms === undefined) continue;
        if (baseline || !first.has(pid)) first.set(pid, baseline ? ms : 0);
        last.set(pid, ms);
      }
    };
    read(true);
    return {
      read: () => read(false),
      used: () => [...last].reduce((sum, [pid, ms]) => sum + ms - (first.get(pid) ?? 0), 0),
    };
  };
  const shop = shopPid === undefined ? undefined : meter(() => processTree(shopPid));
  const backends = postgresDatabase ? meter(() => postgresBackends(postgresDatabase)) : undefined;
  const timer = setInterval(() => {
    shop?.read();
    backends?.read();
  }, 500);
  timer.unref();
  return {
    stop(): CpuUsed {
      clearInterval(timer);
      shop?.read();
      backends?.read();
      return { shopMs: shop?.used(), postgresMs: backends?.used() };
    },
  };
}

/** Samples the shop's resident memory every `everyMs` until `stop()`; answers the peak seen. */
export function startRssSampler(pid: number | undefined, everyMs = 100) {
  let peak: number | undefined;
  const sample = () => {
    const rss = pid === undefined ? undefined : treeMemoryMb(pid)?.rss;
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        peakMb: peak,
        hwmMb: pid === undefined ? undefined : treeMemoryMb(pid)?.hwm,
      };
    },
  };
}
