import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  publicCacheControl,
  type FileArea,
  type PrivateFiles,
  type StoredFileInfo,
} from './storage-port';

/** What the S3-compatible adapter needs (`config/env.ts`: `S3_*`). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Where each area lives in the one bucket: its keys mirror the shop's URL paths. */
export const S3_PREFIXES = { public: 'media/', private: 'uploads/' } as const;

const notFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
};

export function createS3Client(settings: S3Settings): S3Client {
  // This SDK release supports Node 20; its notice is about releases after January 2027.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible stores (MinIO, R2, s3rver) do not all
    // understand the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

/**
 * One area of the store as a prefix of an S3-compatible bucket. A PutObject is whole or absent,
 * so no reader sees half a file. Public files carry their `Cache-Control`, so a CDN that serves
 * straight from the bucket answers as the shop would.
 */
export function s3Area(deps: {
  client: S3Client;
  bucket: string;
  prefix: string;
  cacheControl?: (key: string) => string;
}): FileArea {
  const { client, bucket, prefix } = deps;
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          ...(deps.cacheControl ? { CacheControl: deps.cacheControl(key) } : {}),
        }),
      );
    },

    async head(key): Promise<StoredFileInfo | null> {
      if (!isStorageKey(key)) return null;
      try {
        const found = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return {
          contentType: found.ContentType ?? contentTypeOf(key),
          size: found.ContentLength ?? 0,
          etag: found.ETag ?? '""',
          lastModified: found.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const found = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        const bytes = Buffer.from((await found.Body?.transformToByteArray()) ?? []);
        return {
          bytes,
          contentType: found.ContentType ?? contentTypeOf(key),
          size: bytes.length,
          etag: found.ETag ?? '""',
          lastModified: found.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async list(start) {
      const keys: string[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: objectKey(start) });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isStorageKey(key)) keys.push(key);
        }
      }
      return keys;
    },
  };
}

/**
 * The shop's files in one S3-compatible bucket: public images under `media/`, private uploads
 * under `uploads/`, handed out as pre-signed GET URLs (signed with the shop's clock, so a test
 * can sign in the past), answered inline and cached privately for no longer than the link lives,
 * and taken in through pre-signed PUT URLs signed with their content type.
 */
export function s3Storage(settings: S3Settings, clock: () => Date) {
  const client = createS3Client(settings);
  const publicArea = s3Area({
    client,
    bucket: settings.bucket,
    prefix: S3_PREFIXES.public,
    cacheControl: publicCacheControl,
  });
  const privateArea = s3Area({ client, bucket: settings.bucket, prefix: S3_PREFIXES.private });
  const privateFiles: PrivateFiles = {
    ...privateArea,
    async signedUrl(key, ttlSeconds) {
      assertStorageKey(key);
      const expiresIn = Math.max(1, Math.floor(ttlSeconds));
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: `${S3_PREFIXES.private}${key}`,
          ResponseCacheControl: `private, max-age=${expiresIn}`,
          ResponseContentDisposition: 'inline',
        }),
        { expiresIn, signingDate: clock() },
      );
    },
    async signedPutUrl(key, contentType, ttlSeconds) {
      assertStorageKey(key);
      // Content-Type is a signed header: the bucket refuses the PUT with any other type.
      return getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: `${S3_PREFIXES.private}${key}`,
          ContentType: contentType,
        }),
        {
          expiresIn: Math.max(1, Math.floor(ttlSeconds)),
          signingDate: clock(),
          signableHeaders: new Set(['content-type']),
        },
      );
    },
  };
  return {
    public: publicArea,
    private: privateFiles,
    /** Fails with a clear message when the bucket cannot be reached with these settings. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
      } catch (error) {
        const failure = error as { name?: string; message?: string };
        throw new Error(
          `S3_BUCKET ${settings.bucket} cannot be used at ${settings.endpoint ?? `S3 (${settings.region})`}: ${failure.name ?? 'Error'} ${failure.message ?? ''}`.trim(),
          { cause: error },
        );
      }
    },
    close: () => client.destroy(),
  };
}
