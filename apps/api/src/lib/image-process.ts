import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FlattenOptions, JpegOptions, ResizeOptions, WebpOptions } from 'sharp';

/** What to make of a decoded picture: orientation, size, background, output format. */
export type ImageRecipe = {
  rotate?: boolean;
  resize: ResizeOptions;
  flatten?: FlattenOptions;
} & (
  | { format: 'webp'; formatOptions: WebpOptions }
  | { format: 'jpeg'; formatOptions: JpegOptions }
);

/** The lowest CPU priority: the kernel runs decodes only on CPU the shop leaves free. */
const LOWEST_PRIORITY = 19;
const ENTRY = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));

export interface ImageDecoder {
  /** The picture decoded and made per `recipe`; rejects when it is not one (or too large). */
  run(bytes: Buffer, recipe: ImageRecipe & { limitInputPixels: number }): Promise<Buffer>;
  close(): Promise<void>;
}

type Answer = { id: number; bytes?: Uint8Array; error?: string };

/**
 * Decodes in one child process at the lowest CPU priority (ADR 0016), forked on first use and
 * again after it exits; a decode in progress when it dies (a picture that crashed libvips) is
 * refused. While nothing is pending it does not keep the shop's process alive.
 */
export function createImageProcess(): ImageDecoder {
  let child: ChildProcess | null = null;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (bytes: Buffer) => void; reject: (e: Error) => void }
  >();

  function hold(held: boolean) {
    if (!child) return;
    if (held) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }

  function start(): ChildProcess {
    const forked = fork(ENTRY, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (forked.pid !== undefined) {
      try {
        setPriority(forked.pid, LOWEST_PRIORITY);
      } catch {
        // Not allowed here: the queue's bounds still hold.
      }
    }
    forked.on('message', ({ id, bytes, error }: Answer) => {
      const waiter = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) hold(false);
      if (!waiter) return;
      if (bytes) waiter.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      else waiter.reject(new Error(error ?? 'image not decoded'));
    });
    const fail = (reason: string) => {
      if (child === forked) child = null;
      for (const waiter of pending.values()) waiter.reject(new Error(reason));
      pending.clear();
    };
    forked.on('exit', () => fail('image process exited'));
    // Could not be started or written to: the decodes waiting fail, the next one forks again.
    forked.on('error', (error) => fail(error.message));
    return forked;
  }

  return {
    run(bytes, recipe) {
      child ??= start();
      const id = (nextId += 1);
      const answer = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
      hold(true);
      child.send({ id, bytes, recipe }, (error) => {
        if (!error) return;
        pending.get(id)?.reject(error);
        pending.delete(id);
      });
      return answer;
    },
    async close() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
