import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { presignedV4Check } from './s3-presigned-check';

/**
 * s3rver's built-in account (its key is also its secret). s3rver checks no Signature Version 4
 * itself; pre-signed URLs are checked in front of it (`presignedV4Check`), as S3 would.
 */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-protocol server for one test file (s3rver, pure JavaScript): on 127.0.0.1 at a free
 * port, with one empty bucket, its files in a temporary folder removed by `close()`. `env` is
 * what the shop needs to use it (`STORAGE=s3`, ADR 0023).
 */
export async function startS3Server(bucket = 'kilau-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'kilau-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(presignedV4Check(ACCESS_KEY));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The objects as s3rver keeps them: `<directory>/<bucket>/<key>._S3rver_object`. */
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    } as Record<string, string>,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
