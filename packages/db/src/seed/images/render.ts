import type Sharp from 'sharp';

/**
 * Where seeded images go: the shop's file store (its public area, served at `/media/<key>`).
 * Declared here in the seed's own terms, since `@kilau/db` imports no other workspace; the API
 * passes its storage port (ADR 0023). A put is whole or absent.
 */
export interface MediaSink {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Every key that starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
}

/**
 * One image to write: an SVG (built lazily) rendered to WebP at a fixed size, at `key`; or, with
 * `format: 'svg'`, written as the SVG itself (marks whose text must stay crisp at every size).
 */
export interface RenderJob {
  key: string;
  width: number;
  height: number;
  svg: () => string;
  format?: 'webp' | 'svg';
}

/**
 * libvips is loaded when an image is first rendered: a shop whose images all exist (every start
 * after the first) never loads it for the seed.
 */
let loadingSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loadingSharp ??= import('sharp').then((module) => module.default));

/** Renders one SVG to WebP bytes. */
export async function renderWebp(job: Omit<RenderJob, 'key'>): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(job.svg()), { density: 72 })
    .resize(job.width, job.height, { fit: 'cover' })
    .webp({ quality: 84, effort: 2 })
    .toBuffer();
}

/** The top folders the jobs write to (`products/`, `brands/`, …), each listed once. */
const foldersOf = (jobs: readonly RenderJob[]) => [
  ...new Set(jobs.map((job) => job.key.slice(0, job.key.indexOf('/') + 1))),
];

/**
 * Renders the jobs whose files are missing from the sink, a few at a time (libvips already uses
 * threads; two or three SVGs in flight keep two cores busy). What exists is listed once per
 * folder, not asked file by file (a bucket answers a thousand keys a request). `limit` caps
 * how many are rendered in this call.
 */
export async function renderMissing(
  sink: MediaSink,
  jobs: readonly RenderJob[],
  options: { concurrency?: number; limit?: number } = {},
): Promise<number> {
  const present = new Set((await Promise.all(foldersOf(jobs).map((f) => sink.list(f)))).flat());
  const missing: RenderJob[] = [];
  for (const job of jobs) {
    if (options.limit !== undefined && missing.length >= options.limit) break;
    if (!present.has(job.key)) missing.push(job);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next];
      next += 1;
      if (job?.format === 'svg') await sink.put(job.key, Buffer.from(job.svg()), 'image/svg+xml');
      else if (job) await sink.put(job.key, await renderWebp(job), 'image/webp');
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? 3);
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return missing.length;
}
