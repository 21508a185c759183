import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { devMailboxEnabled, EnvError, mediaBaseUrl, parseEnv, s3ForcePathStyle } from './env';

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: 'data',
      STORE_NAME: 'Kilau',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('takes a Redis key prefix of safe characters only', () => {
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('');
    expect(parseEnv({ REDIS_KEY_PREFIX: 'kilau-staging:' }).REDIS_KEY_PREFIX).toBe(
      'kilau-staging:',
    );
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'x'.repeat(65) })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once, by variable', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: /m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((error as EnvError).message).toContain('Invalid environment:');
  });
});

describe('outside systems and the development mailbox', () => {
  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };

  it.each([
    [{ RECAPTCHA_SITE_KEY: 'site' }, /^RECAPTCHA_SECRET_KEY: needed together/],
    [{ RECAPTCHA_SECRET_KEY: 'secret' }, /^RECAPTCHA_SITE_KEY: needed together/],
    [{ FACEBOOK_APP_ID: '123' }, /^FACEBOOK_APP_SECRET: needed together/],
    [
      { DEV_MAILBOX: 'true', PUBLIC_URL: 'https://shop.example.id' },
      /^DEV_MAILBOX: the development mailbox/,
    ],
    [{ SMTP_URL: 'not a url' }, /^SMTP_URL: /],
  ])('refuses %o', (source, problem) => {
    expect(problemsOf(source).join('\n')).toMatch(problem);
  });

  it('treats blank keys as unset', () => {
    const env = parseEnv({
      RECAPTCHA_SITE_KEY: ' ',
      RECAPTCHA_SECRET_KEY: '',
      GOOGLE_CLIENT_ID: '',
    });
    expect(env.RECAPTCHA_SITE_KEY).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true' }, true],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true', PUBLIC_URL: 'http://127.0.0.1:3000' }, true],
    [{ DEV_MAILBOX: 'false' }, false],
    [{ PUBLIC_URL: 'https://shop.example.id' }, false],
  ])('development mailbox for %o: %s', (source, enabled) => {
    expect(devMailboxEnabled(parseEnv(source))).toBe(enabled);
  });
});

describe('the public address', () => {
  it('is required in production when the shop listens beyond this machine', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://kilau.id' })
        .PUBLIC_URL,
    ).toBe('https://kilau.id');
    // `npm start` on a laptop: loopback only, links point at this machine.
    expect(parseEnv({ NODE_ENV: 'production' }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('workers (WORKERS)', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kilau' };
  it('serves from one process by default', () => {
    expect(parseEnv({}).WORKERS).toBe(1);
  });

  it('takes a number, or one per core with auto', () => {
    expect(parseEnv({ ...pg, WORKERS: '3' }).WORKERS).toBe(3);
    expect(parseEnv({ ...pg, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
  });

  it('refuses several workers on the embedded database, and nonsense', () => {
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(/WORKERS: several workers need PostgreSQL/);
    expect(() => parseEnv({ ...pg, WORKERS: 'many' })).toThrow(/WORKERS/);
    expect(() => parseEnv({ ...pg, WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

describe('a pooled database (DATABASE_DIRECT_URL)', () => {
  it('is optional, and only beside DATABASE_URL', () => {
    expect(parseEnv({}).DATABASE_DIRECT_URL).toBeUndefined();
    const pooled = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:6432/kilau',
      DATABASE_DIRECT_URL: 'postgres://postgres@127.0.0.1:5432/kilau',
    });
    expect(pooled.DATABASE_DIRECT_URL).toBe('postgres://postgres@127.0.0.1:5432/kilau');
    expect(() => parseEnv({ DATABASE_DIRECT_URL: 'postgres://127.0.0.1/kilau' })).toThrow(
      /DATABASE_DIRECT_URL: needs DATABASE_URL/,
    );
  });
});

describe('a read replica (DATABASE_READ_URL)', () => {
  const primary = { DATABASE_URL: 'postgres://postgres@10.0.0.1:5432/kilau' };
  it('is optional, PostgreSQL only, and needs the primary beside it', () => {
    expect(parseEnv({}).DATABASE_READ_URL).toBeUndefined();
    expect(parseEnv({}).DATABASE_READ_MAX_LAG_MS).toBe(1_000);
    const read = parseEnv({
      ...primary,
      DATABASE_READ_URL: 'postgres://postgres@10.0.0.2:5432/kilau',
      DATABASE_READ_MAX_LAG_MS: '250',
      WORKERS: '2',
    });
    expect(read).toMatchObject({
      DATABASE_READ_URL: 'postgres://postgres@10.0.0.2:5432/kilau',
      DATABASE_READ_MAX_LAG_MS: 250,
      WORKERS: 2,
    });
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://10.0.0.2/kilau' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => parseEnv({ ...primary, DATABASE_READ_URL: 'mysql://10.0.0.2/kilau' })).toThrow(
      /DATABASE_READ_URL: must be a postgres:\/\/ address/,
    );
    expect(() => parseEnv({ ...primary, DATABASE_READ_MAX_LAG_MS: '10' })).toThrow(
      /DATABASE_READ_MAX_LAG_MS/,
    );
  });
});

describe('the access log and guest pages', () => {
  it('log slow requests from half a second, sample nothing else, and let a CDN keep guest pages a minute', () => {
    expect(parseEnv({})).toMatchObject({
      SLOW_REQUEST_MS: 500,
      ACCESS_LOG_SAMPLE: 0,
      GUEST_PAGE_MAX_AGE_S: 60,
      GUEST_PAGE_STALE_S: 60,
    });
    expect(() => parseEnv({ ACCESS_LOG_SAMPLE: '2' })).toThrow(/ACCESS_LOG_SAMPLE/);
  });
});

describe('the file store (STORAGE, S3_*, MEDIA_BASE_URL)', () => {
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };
  const S3 = { STORAGE: 's3', S3_BUCKET: 'kilau-media' };

  it('keeps files on local disk by default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1' });
    expect(mediaBaseUrl(env)).toBe('');
  });

  it('takes a bucket, path-style by default only beside an endpoint', () => {
    const aws = parseEnv(S3);
    expect(aws).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'kilau-media', S3_REGION: 'us-east-1' });
    expect(s3ForcePathStyle(aws)).toBe(false);
    const minio = parseEnv({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_REGION: 'ap-southeast-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3ForcePathStyle(minio)).toBe(true);
    expect(minio.S3_REGION).toBe('ap-southeast-3');
    expect(s3ForcePathStyle(parseEnv({ ...S3, S3_FORCE_PATH_STYLE: 'true' }))).toBe(true);
    expect(
      s3ForcePathStyle(
        parseEnv({ ...S3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }),
      ),
    ).toBe(false);
  });

  it('says clearly what is wrong', () => {
    expect(problems({ STORAGE: 's3' })).toEqual(['S3_BUCKET: required with STORAGE=s3']);
    expect(problems({ STORAGE: 'disk' })[0]).toMatch(/^STORAGE: /);
    expect(problems({ ...S3, S3_BUCKET: 'Kilau_Media' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    ]);
    expect(problems({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: needed together with S3_ACCESS_KEY_ID',
    ]);
    expect(problems({ ...S3, S3_ENDPOINT: 'ftp://files.example' })).toEqual([
      'S3_ENDPOINT: must be an http(s) URL',
    ]);
    expect(problems({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })[0]).toMatch(/^S3_FORCE_PATH_STYLE: /);
    expect(problems({ S3_BUCKET: 'kilau-media' })).toEqual([
      'STORAGE: S3_BUCKET set but STORAGE is local: set STORAGE=s3 to keep files in the bucket, or unset them',
    ]);
  });

  it('points image URLs at a CDN address, without /media or a query', () => {
    expect(mediaBaseUrl(parseEnv({ MEDIA_BASE_URL: 'https://cdn.kilau.id/shop/' }))).toBe(
      'https://cdn.kilau.id/shop',
    );
    expect(problems({ MEDIA_BASE_URL: 'https://cdn.kilau.id/media' })).toEqual([
      'MEDIA_BASE_URL: is the address /media/… is appended to: leave /media off it',
    ]);
    expect(problems({ MEDIA_BASE_URL: 'https://cdn.kilau.id/?v=1' })[0]).toMatch(
      /^MEDIA_BASE_URL: must be a plain http\(s\) address/,
    );
    expect(problems({ MEDIA_BASE_URL: 'not a url' })[0]).toMatch(/^MEDIA_BASE_URL: /);
  });
});

describe('the page cache (PAGE_CACHE) and the CDN purge', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kilau' };
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
  it('is off by default, 64 MB in memory, and purges no CDN', () => {
    const env = parseEnv({});
    expect(env.PAGE_CACHE).toBe('off');
    expect(env.PAGE_CACHE_MAX_MB).toBe(64);
    expect(env.CDN_PURGE_URL).toBeUndefined();
  });

  it('keeps pages in Redis only with REDIS_URL', () => {
    expect(() => parseEnv({ PAGE_CACHE: 'redis' })).toThrow(/PAGE_CACHE: redis needs REDIS_URL/);
    expect(parseEnv({ PAGE_CACHE: 'redis', ...redis }).PAGE_CACHE).toBe('redis');
    expect(() => parseEnv({ PAGE_CACHE: 'disk' })).toThrow(/PAGE_CACHE/);
  });

  it('refuses memory on several workers without Redis (a purge would reach one)', () => {
    expect(() => parseEnv({ ...pg, WORKERS: '2', PAGE_CACHE: 'memory' })).toThrow(
      /PAGE_CACHE: memory with several WORKERS needs REDIS_URL/,
    );
    expect(parseEnv({ ...pg, ...redis, WORKERS: '2', PAGE_CACHE: 'memory' }).PAGE_CACHE).toBe(
      'memory',
    );
  });

  it('takes a purge URL and token', () => {
    const env = parseEnv({
      CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/z/purge_cache',
      CDN_PURGE_TOKEN: ' token ',
    });
    expect(env.CDN_PURGE_TOKEN).toBe('token');
    expect(() => parseEnv({ CDN_PURGE_URL: 'not a url' })).toThrow(/CDN_PURGE_URL/);
  });
});

describe('the sites that share sign-on (SIGN_ON_ORIGINS)', () => {
  it('is empty by default: the broker reports, never redirects', () => {
    expect(parseEnv({}).SIGN_ON_ORIGINS).toEqual([]);
    expect(parseEnv({ SIGN_ON_ORIGINS: ' ' }).SIGN_ON_ORIGINS).toEqual([]);
  });

  it('takes http(s) origins, the home first, as origins', () => {
    expect(
      parseEnv({ SIGN_ON_ORIGINS: 'https://Kilau.id/, https://academy.kilau.co:8443' })
        .SIGN_ON_ORIGINS,
    ).toEqual(['https://kilau.id', 'https://academy.kilau.co:8443']);
  });

  it.each([
    'kilau.id',
    'https://kilau.id/shop',
    'https://kilau.id?x=1',
    'ftp://kilau.id',
    'https://user@kilau.id',
    '//kilau.id',
  ])('refuses %s, naming it', (entry) => {
    expect(() => parseEnv({ SIGN_ON_ORIGINS: `https://kilau.id,${entry}` })).toThrow(
      `SIGN_ON_ORIGINS: "${entry}" is not an http(s) origin`,
    );
  });
});
