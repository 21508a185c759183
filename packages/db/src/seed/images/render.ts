import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** One image to write: an SVG (built lazily) rendered to WebP at a fixed size. */
export interface RenderJob {
  file: string;
  width: number;
  height: number;
  svg: () => string;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Renders one SVG to a WebP file, written under a temporary name and renamed when complete. */
export async function renderWebp(job: RenderJob): Promise<void> {
  await mkdir(path.dirname(job.file), { recursive: true });
  const partial = `${job.file}.${process.pid}.part`;
  await sharp(Buffer.from(job.svg()), { density: 72 })
    .resize(job.width, job.height, { fit: 'cover' })
    .webp({ quality: 84, effort: 2 })
    .toFile(partial);
  await rename(partial, job.file);
}

/**
 * Renders the jobs whose files are missing, a few at a time (libvips already uses threads; two
 * or three SVGs in flight keep two cores busy). `limit` caps how many are rendered in this call.
 */
export async function renderMissing(
  jobs: readonly RenderJob[],
  options: { concurrency?: number; limit?: number } = {},
): Promise<number> {
  const missing: RenderJob[] = [];
  for (const job of jobs) {
    if (options.limit !== undefined && missing.length >= options.limit) break;
    if (!(await exists(job.file))) missing.push(job);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next];
      next += 1;
      if (job) await renderWebp(job);
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? 3);
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return missing.length;
}
