import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng, gate } from '../test/hostile-images';
import { AppError } from './app-error';
import { createImageGuard, type ImageRecipe } from './image-guard';

const PREVIEW: ImageRecipe = { resize: { width: 100 }, format: 'webp', formatOptions: {} };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0406a' } })
    .png()
    .toBuffer();

/** Starts a decode for `owner` that holds its turn until the returned gate opens. */
function hold(guard: ReturnType<typeof createImageGuard>, owner: string | null, log?: string[]) {
  const held = gate();
  const work = guard.run(
    async () => {
      log?.push(owner ?? 'urgent');
      await held.opened;
    },
    { owner, urgent: owner === null },
  );
  return { open: held.open, work };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? { status: error.status, code: error.errorCode } : error,
  );

describe('the image guard reads the header before any pixel', () => {
  it.each([
    [
      'a 1-bit PNG of 100 × 400,000 px (5 KB)',
      () => blankPng(100, 400_000),
      'image_dimensions_too_large',
    ],
    [
      'a PNG of 1 × 40,000,000 px (77 KB)',
      () => blankPng(1, 40_000_000),
      'image_dimensions_too_large',
    ],
    ['a PNG of 8,001 × 10 px', () => blankPng(8_001, 10), 'image_dimensions_too_large'],
    ['a strip of 10 × 300 px (1 : 30)', () => blankPng(10, 300), 'image_aspect_ratio'],
    ['an HTML page', () => Buffer.from('<!doctype html><p>hi</p>'), 'review_photo_type'],
    [
      'a PNG signature and nothing else',
      () => blankPng(10, 10).subarray(0, 12),
      'review_photo_type',
    ],
  ])('refuses %s without decoding it', async (_name, file, code) => {
    const guard = createImageGuard();
    expect(await guard.inspect(file())).toMatchObject({ ok: false, code });
    expect(guard.stats().decoded).toBe(0);
  });

  it('accepts a real picture and tells its kind and size', async () => {
    const guard = createImageGuard();
    expect(await guard.inspect(await picture(640, 480))).toEqual({
      ok: true,
      value: { kind: 'png', width: 640, height: 480 },
    });
    expect(await guard.inspect(blankPng(8_000, 5_000))).toMatchObject({ ok: true });
  });

  it('decodes in its own process, under the pixel cap even when asked directly', async () => {
    const guard = createImageGuard();
    try {
      const webp = await guard.decode(await picture(300, 200), PREVIEW, { owner: null });
      expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 100 });
      await expect(guard.decode(blankPng(8_000, 5_001), PREVIEW, { owner: null })).rejects.toThrow(
        /pixel limit/,
      );
      expect(guard.stats()).toEqual({ running: 0, queued: 0, decoded: 2 });
    } finally {
      await guard.close();
    }
  });
});

describe('the image guard bounds concurrent decodes', () => {
  it('runs one at a time, queues a few, then refuses with 503', async () => {
    const guard = createImageGuard({ atOnce: 1, queued: 2 });
    const log: string[] = [];
    const first = hold(guard, 'member:1', log);
    const second = hold(guard, 'member:2', log);
    const third = hold(guard, 'member:3', log);
    expect(guard.stats()).toMatchObject({ running: 1, queued: 2 });
    expect(await refusal(hold(guard, 'member:4').work)).toEqual({
      status: 503,
      code: 'image_work_busy',
    });
    expect(log).toEqual(['member:1']);
    first.open();
    await first.work;
    await Promise.resolve();
    expect(log).toEqual(['member:1', 'member:2']);
    second.open();
    third.open();
    await Promise.all([second.work, third.work]);
    expect(log).toEqual(['member:1', 'member:2', 'member:3']);
    expect(guard.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('gives one member one decode at a time (429), running or waiting', async () => {
    const guard = createImageGuard({ atOnce: 1, queued: 4 });
    const running = hold(guard, 'member:1');
    const waiting = hold(guard, 'member:2');
    for (const owner of ['member:1', 'member:2']) {
      expect(await refusal(hold(guard, owner).work)).toEqual({
        status: 429,
        code: 'image_upload_in_progress',
      });
    }
    running.open();
    waiting.open();
    await Promise.all([running.work, waiting.work]);
    // Free again once done, also after a failed decode.
    await expect(
      guard.run(() => Promise.reject(new Error('corrupt')), { owner: 'member:1' }),
    ).rejects.toThrow('corrupt');
    const again = hold(guard, 'member:1');
    again.open();
    await again.work;
    expect(guard.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('lets urgent work (a media copy a page waits for) go before queued uploads', async () => {
    const guard = createImageGuard({ atOnce: 1, queued: 4 });
    const log: string[] = [];
    const first = hold(guard, 'member:1', log);
    const upload = hold(guard, 'member:2', log);
    const copy = hold(guard, null, log);
    first.open();
    copy.open();
    upload.open();
    await Promise.all([first.work, upload.work, copy.work]);
    expect(log).toEqual(['member:1', 'urgent', 'member:2']);
  });
});
