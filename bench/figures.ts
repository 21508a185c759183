// Issue 16's single figures that are no load rows: the event loop's delay under load (seen from
// outside, as the shop does not expose it) and the listing's payload as served.
import { request } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './cart';

/** One line of the figures table (and of the JSON results). */
export interface Figure {
  figure: string;
  value: number | string;
  unit: string;
  note?: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sequential `GET /api/health`, one at a time every `everyMs`, until `done()`; answers ms each. */
async function sampleHealth(baseUrl: string, everyMs: number, done: () => boolean) {
  const timings: number[] = [];
  let failures = 0;
  while (!done()) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.ok) timings.push(performance.now() - started);
      else failures += 1;
    } catch {
      failures += 1;
    }
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
  return { sorted: timings.sort((a, b) => a - b), failures };
}

/**
 * Event-loop delay under load, from outside: the shop has no endpoint exposing its event-loop
 * delay, so `/api/health` is timed one request at a time every 20 ms, idle and then while
 * autocannon loads the listing page. A health call is a route plus one database ping, so its p99
 * under load is the wait behind other requests' work on the event loop (and for a pool slot).
 */
export async function measureHealthUnderLoad(
  baseUrl: string,
  load: { path: string; headers: Record<string, string>; connections: number; duration: number },
): Promise<Figure[]> {
  const options: autocannon.Options = {
    url: baseUrl + load.path,
    headers: load.headers,
    connections: load.connections,
    duration: load.duration,
  };
  // Idle first, after a rest: a load run leaves its last requests queued in the shop.
  await sleep(1_000);
  const idleUntil = performance.now() + Math.min(5, load.duration) * 1000;
  const idle = await sampleHealth(baseUrl, 20, () => performance.now() > idleUntil);
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, caches, pool
  await (await fetch(options.url, { headers: load.headers })).arrayBuffer(); // its backlog served
  let loading = true;
  const loaded = (async () => {
    try {
      return await autocannon(options);
    } finally {
      loading = false;
    }
  })();
  const busy = await sampleHealth(baseUrl, 20, () => !loading);
  const result = await loaded;
  const api = load.path.startsWith('/api/');
  const what = `${load.path} (${api ? 'API' : 'SSR'}), c${load.connections}`;
  return [
    {
      figure: `health p99 under ${api ? 'API listing' : 'listing'} load`,
      value: round(percentile(busy.sorted, 99)),
      unit: 'ms',
      note: `${what} at ${Math.round(result.requests.average)} req/s; health sampled 1 at a time every 20 ms: ${busy.sorted.length} calls, p50 ${round(percentile(busy.sorted, 50))} ms, max ${round(busy.sorted.at(-1) ?? 0)} ms, ${busy.failures} failed`,
    },
    {
      figure: `health p99 idle`,
      value: round(percentile(idle.sorted, 99)),
      unit: 'ms',
      note: `same sampling without load: ${idle.sorted.length} calls, p50 ${round(percentile(idle.sorted, 50))} ms, ${idle.failures} failed`,
    },
  ];
}

/** Bytes of a response body as it travels (node:http does not decompress), and its encoding. */
function wireBytes(url: string, acceptEncoding: string) {
  return new Promise<{ bytes: number; encoding: string; status: number }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          bytes,
          encoding: res.headers['content-encoding'] ?? 'identity',
          status: res.statusCode ?? 0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The listing's payload: uncompressed, and as served to a client accepting br or gzip. */
export async function measurePayload(baseUrl: string, path: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const accept of ['identity', 'br', 'gzip']) {
    const served = await wireBytes(baseUrl + path, accept);
    if (served.status !== 200) throw new Error(`${path} answered ${served.status}`);
    figures.push({
      figure: `payload ${path}, accept-encoding: ${accept}`,
      value: served.bytes,
      unit: 'B',
      note: `served as ${served.encoding}`,
    });
  }
  return figures;
}
