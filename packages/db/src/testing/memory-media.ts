import type { MediaSink } from '../seed/images/render';

/** A media sink in memory, for the seed's own tests (the shop passes its file store). */
export function memoryMedia() {
  const files = new Map<string, { bytes: Buffer; contentType: string; writes: number }>();
  const sink: MediaSink = {
    async put(key, bytes, contentType) {
      files.set(key, { bytes, contentType, writes: (files.get(key)?.writes ?? 0) + 1 });
    },
    async list(prefix) {
      return [...files.keys()].filter((key) => key.startsWith(prefix));
    },
  };
  return { ...sink, files };
}
