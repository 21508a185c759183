import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  type FileArea,
  type StoredFileInfo,
} from './storage-port';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Written under a dot name beside the target and renamed: a reader never sees half a file. */
async function atomicWrite(file: string, content: Buffer | string) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(partial, content);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * One area of the store on local disk (the default adapter): file `<key>` under `objectsDir`,
 * its content type in `<metaDir>/<key>.json`. A file without that record (put there by the seed
 * of an older shop, or by hand) has the type its extension implies. Dot names are never keys,
 * so the partial files and a `.meta` folder inside `objectsDir` are never listed or served.
 */
export function localDiskArea(dirs: { objectsDir: string; metaDir: string }): FileArea {
  const objects = path.resolve(dirs.objectsDir);
  const meta = path.resolve(dirs.metaDir);
  const fileOf = (key: string) => path.join(objects, key);
  const metaOf = (key: string) => path.join(meta, `${key}.json`);

  async function info(key: string): Promise<StoredFileInfo | null> {
    const [stats, record] = await Promise.all([
      stat(fileOf(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      }),
      readFile(metaOf(key), 'utf8').catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      }),
    ]);
    if (!stats?.isFile()) return null;
    const contentType = record
      ? (JSON.parse(record) as { contentType: string }).contentType
      : contentTypeOf(key);
    return {
      contentType,
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await atomicWrite(metaOf(key), JSON.stringify({ contentType }));
      await atomicWrite(fileOf(key), bytes);
    },

    async head(key) {
      return isStorageKey(key) ? info(key) : null;
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      const found = await info(key);
      if (!found) return null;
      try {
        return { ...found, bytes: await readFile(fileOf(key)) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },

    async list(prefix) {
      // Walk only the folder the prefix names (`products/` → `<objects>/products`).
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder && !isStorageKey(folder)) return [];
      const start = path.join(objects, folder);
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return [];
          throw error;
        },
      );
      const keys: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(objects, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (key.startsWith(prefix) && isStorageKey(key)) keys.push(key);
      }
      return keys;
    },
  };
}
