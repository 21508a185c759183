// Issue 14 item 2: hostile images must not stall the shop. Times a guest's home page (SSR) one
// request after another, idle and then while 8 members upload hostile profile photos in a loop
// (header bombs and legitimate-but-heavy pictures that pass the header check), and the time to
// refuse a header bomb. Targets: refused in under 50 ms; the home page within 2× its idle time.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { blankPng } from '../apps/api/src/test/hostile-images';
import { multipartForm } from '../apps/api/src/test/multipart';
import { percentile, registerBenchMember } from './cart';

const HOME = { accept: 'text/html' };
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = process.hrtime.bigint();
  const res = await run();
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status };
}

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

async function homePage(baseUrl: string, samples: number) {
  const timings: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const { ms, status } = await timed(() => fetch(`${baseUrl}/`, { headers: HOME }));
    if (status !== 200) throw new Error(`home page answered ${status}`);
    timings.push(ms);
  }
  return summary(timings);
}

const uploadPhoto = (baseUrl: string, headers: Record<string, string>, content: Buffer) => {
  const form = multipartForm({}, [
    { field: 'image', filename: 'me.png', type: 'image/png', content },
  ]);
  return fetch(`${baseUrl}/api/users/me/image`, {
    method: 'POST',
    headers: { ...headers, ...form.headers },
    body: form.payload,
  });
};

/** The hostile files: two header bombs, and two pictures within every limit but slow to decode. */
async function hostileImages() {
  const side = 2_000;
  return {
    bombs: [blankPng(100, 400_000), blankPng(1, 40_000_000)],
    heavy: [
      // 40 MP exactly (8,000 × 5,000 RGB), a few kilobytes: the costliest picture allowed.
      await sharp({ create: { width: 8_000, height: 5_000, channels: 3, background: '#d9a0b0' } })
        .png()
        .toBuffer(),
      // 2,000 × 2,000 grey noise: about 4 MB that cannot be compressed.
      await sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ],
  };
}

export async function measureImageStall(
  baseUrl: string,
  options: { samples: number; attackers: number; refusals: number; warmup: number },
): Promise<Array<Record<string, string | number>>> {
  const images = await hostileImages();
  const attackers = await Promise.all(
    Array.from({ length: options.attackers }, () => registerBenchMember(baseUrl)),
  );

  // Refusing a header bomb, idle (after a few untimed calls).
  const refusals: number[] = [];
  let accepted = 0;
  for (let i = 0; i < options.refusals + options.warmup; i += 1) {
    const bomb = images.bombs[i % images.bombs.length] as Buffer;
    const { ms, status } = await timed(() => uploadPhoto(baseUrl, attackers[0]!, bomb));
    if (i < options.warmup) continue;
    refusals.push(ms);
    if (status !== 422) accepted += 1;
  }

  await homePage(baseUrl, options.warmup);
  const idle = await homePage(baseUrl, options.samples);

  // Each attacker uploads bomb, heavy, bomb, heavy… until the home page has been timed.
  const answers = new Map<number, number>();
  let attacking = true;
  const files = [images.bombs[0], images.heavy[0], images.bombs[1], images.heavy[1]] as Buffer[];
  const attacks = attackers.map(async (headers, n) => {
    for (let i = n; attacking; i += 1) {
      const { status } = await timed(() =>
        uploadPhoto(baseUrl, headers, files[i % files.length] as Buffer),
      );
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const attacked = await homePage(baseUrl, options.samples);
  attacking = false;
  await Promise.all(attacks);

  const refused = summary(refusals);
  const outcome = [...answers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  return [
    {
      scenario: 'refuse a header bomb (100×400,000 / 1×40,000,000 PNG), idle',
      'req/s': `${refusals.length} calls, 1 at a time`,
      'p50 ms': refused.p50,
      'p99 ms': refused.p99,
      // A bomb that was not refused (decoded) counts as an error.
      errors: accepted,
    },
    {
      scenario: 'home page (SSR), idle',
      'req/s': `${options.samples} calls, 1 at a time`,
      'p50 ms': idle.p50,
      'p99 ms': idle.p99,
      errors: 0,
    },
    {
      scenario: `home page (SSR), ${options.attackers} parallel hostile uploads`,
      'req/s': `${options.samples} calls, 1 at a time`,
      'p50 ms': attacked.p50,
      'p99 ms': attacked.p99,
      errors: 0,
    },
    {
      scenario: 'home page under attack ÷ idle',
      'req/s': `uploads: ${outcome}`,
      'p50 ms': round(attacked.p50 / idle.p50),
      'p99 ms': round(attacked.p99 / idle.p99),
      errors: 0,
    },
  ];
}
