import { availableParallelism } from 'node:os';
import { parseCountrySites } from '@kilau/domain/shared';
import { parseSignOnOrigins } from '@kilau/domain/accounts';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@kilau/domain/orders';
import path from 'node:path';
import { z } from 'zod';
import { DEV_AUTHENTICITY_CODE_SECRET } from '@kilau/db';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** A key or secret: blank counts as unset. */
const optionalKey = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Everything the API reads from the environment, parsed once at boot (STYLE §10). */
const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL itself, for migrations and seeding, when DATABASE_URL is a transaction pooler
   * (PgBouncer): the migrator's lock is session-level, which a pooler cannot keep.
   */
  DATABASE_DIRECT_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Parameterised statements sent by name and kept prepared on each connection (ADR 0042): no
   * planning at every call. `false` behind a transaction pooler that does not keep prepared
   * statements (PgBouncer before 1.21, or without `max_prepared_statements`).
   */
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  /**
   * A streaming read replica of DATABASE_URL's PostgreSQL for the same-for-everyone catalogue
   * reads (ADR 0029); read-your-writes keeps a shopper who just wrote on the primary. Each
   * serving process opens up to DATABASE_POOL_SIZE connections to it too.
   */
  DATABASE_READ_URL: optionalUrl,
  /** Beyond this replication lag the replica is not read from (the primary answers). */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /**
   * Processes serving the shop on this machine (node:cluster, one port): a number, or `auto` for
   * one per core. More than one needs PostgreSQL (the embedded database is one process's). Each
   * worker has its own pool of DATABASE_POOL_SIZE connections.
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
  DATA_DIR: z.string().min(1).default('data'),
  REDIS_URL: optionalUrl,
  /**
   * Put before every Redis key and channel of this shop (rate-limit counters, cached pages,
   * purges), so that shops sharing one Redis (staging beside production, parallel test runs)
   * never count or purge for each other. Empty: keys as they are (`kilau:…`).
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{0,64}$/, 'letters, digits and _ . : - only, up to 64')
    .default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The access log (`plugins/access-log.ts`): one compact line for a request that fails (5xx) or
   * takes SLOW_REQUEST_MS or longer, and for a share ACCESS_LOG_SAMPLE (0–1) of the others.
   */
  /**
   * How long a shared cache (a CDN) may keep a guest's page (`s-maxage`, seconds; 0: every page
   * private) and serve it stale while it refreshes (`stale-while-revalidate`). See
   * web/page-cache-policy.ts.
   */
  /** A back-office session ends after this many minutes without a request (issue 18). */
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  GUEST_PAGE_MAX_AGE_S: z.coerce.number().int().min(0).max(86_400).default(60),
  GUEST_PAGE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The shop's own cache of guests' pages (web/page-cache.ts, ADR 0027), behind the same rules
   * and times as a CDN: off, in this process's memory (PAGE_CACHE_MAX_MB), or in Redis
   * (REDIS_URL), shared by every instance.
   */
  PAGE_CACHE: z.enum(['off', 'memory', 'redis']).default('off'),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /**
   * A CDN's purge-everything endpoint (Cloudflare's `…/zones/<zone>/purge_cache` or any POST
   * that takes a bearer token), called when the catalogue changes; without it purges are logged.
   */
  CDN_PURGE_URL: optionalUrl,
  CDN_PURGE_TOKEN: optionalKey,
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(500),
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0),
  TRUST_PROXY: z.stringbool().default(false),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Slow clients are cut off (answered 408 and closed): the whole request (headers and body) must
   * arrive within REQUEST_TIMEOUT_MS, its headers (and an idle new connection's first request)
   * within HEADERS_TIMEOUT_MS; an idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS,
   * a connection that stays silent mid-answer after CONNECTION_TIMEOUT_MS. Beyond
   * MAX_CONNECTIONS open connections, new ones are closed at once.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  NOT_FOUND_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /** HMAC key for stored one-time codes (a per-database key is kept when unset). */
  OTP_SECRET: z.string().min(16).optional(),
  /** Login and register attempts per client IP and window (one client cannot lock out many). */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Back-office sign-in tries per client IP and minute, at each step (password, code). */
  STAFF_SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  STORE_NAME: z.string().min(1).default('Kilau'),
  /** The feature toggle that turns the welcome quick tour on (`{store}_quick_tour`, 001 §7). */
  QUICK_TOUR_TOGGLE: z
    .string()
    .regex(/^[a-z0-9_]{1,60}$/)
    .default('kilau_quick_tour'),
  /** How long catalogue tiles and result pages are served from memory (0 turns it off). */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** How often unpaid orders past their due time are expired (0: never, e.g. in API tests). */
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * How often the analytics job sends queued ad events; every 30th run it also makes the next
   * days' event partitions, drops those past the retention and rewrites the last 3 days'
   * roll-ups (0: never, e.g. in API tests, which run them by hand).
   */
  ANALYTICS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * How often the data export job builds waiting exports and expires old links (0: never, e.g.
   * in API tests, which run it by hand; docs/design/data-rights.md).
   */
  DATA_EXPORT_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Data-rights writes (export requests, closure codes and closures) per client address an hour. */
  DATA_RIGHTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** How often review photo uploads never used are swept from the store (0: never). */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** Where images live (default `<DATA_DIR>/media`). */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Private uploads such as payment receipts (default `<DATA_DIR>/uploads`; never under MEDIA_DIR). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** HMAC key for pre-signed upload URLs (a per-database key is kept when unset). */
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * The key that seals the back office's authenticator secrets (issue 18); without it, a random
   * key kept in the database. Keep it apart from the database's backups.
   */
  STAFF_SECRET_KEY: z.string().min(32).optional(),
  /**
   * The key authenticity codes are hashed with (HMAC-SHA-256) and their clear copies sealed with
   * until printed (ADR 0045). Keep it apart from the database: a leaked table then names no valid
   * code. The development key (the demo's documented codes) when unset; set your own in production.
   */
  AUTHENTICITY_CODE_SECRET: z.string().min(32).default(DEV_AUTHENTICITY_CODE_SECRET),
  /**
   * The HMAC-SHA-256 key of store orders' collection QR tokens (docs/design/store-collection.md);
   * a random key kept once per database when unset, so every instance signs alike.
   */
  STORE_COLLECTION_SECRET: z.string().min(32).optional(),
  /**
   * Where the shop keeps its files (ADR 0023): `local` disk (MEDIA_DIR, UPLOAD_DIR) or an
   * S3-compatible bucket (`s3`: images under `media/`, private uploads under `uploads/`).
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible endpoint (`http://127.0.0.1:4569`, MinIO, R2); AWS S3 itself when unset. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  /** The bucket (required with STORAGE=s3). */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** Both, or neither (then the SDK's own chain: AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: optionalKey,
  S3_SECRET_ACCESS_KEY: optionalKey,
  /** `bucket.host/key` (false) or `host/bucket/key` (true); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  /**
   * A CDN (or public bucket) address for public images: image URLs the shop emits become
   * `<MEDIA_BASE_URL>/media/…` instead of `/media/…`. Its origin should pull from the shop's
   * `/media/*` (or from the bucket, falling back to the shop for copies not made yet).
   */
  MEDIA_BASE_URL: optionalUrl,
  /**
   * Seed the demo catalogue on first start. Default: yes on the embedded database, no on
   * PostgreSQL (a real shop's data is its own).
   */
  SEED_DEMO: z.stringbool().optional(),
  /**
   * The shop's public address: every e-mailed link (password reset) and canonical URL is built
   * from it, never from a request's Host header. Required in production unless the shop listens
   * on this machine only (then `http://127.0.0.1:<PORT>`). An https one turns on HSTS,
   * upgrade-insecure-requests and Secure cookies.
   */
  PUBLIC_URL: optionalUrl,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Serve the development mailbox (`/api/dev/outbox`: one-time codes, reset links). On by
   * default outside production; the browser tests turn it on for their production build. Never
   * allowed with an https PUBLIC_URL (a real deployment).
   */
  DEV_MAILBOX: z.stringbool().optional(),
  /** Deliver e-mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`); the outbox alone without. */
  SMTP_URL: optionalUrl,
  /** The sender of e-mail (`Kilau <no-reply@kilau.id>`); default `<STORE_NAME> <no-reply@<host>>`. */
  SMTP_FROM: optionalKey,
  /**
   * WhatsApp through Qontak (ADR 0052): the API's address, a bearer token, the channel
   * integration id, and the approved templates' ids per kind and language as JSON
   * (`{"order_placed":{"id":"…","en":"…"}}`). All three or none; without, WhatsApp messages stay
   * in the outbox (the development mailbox shows them).
   */
  QONTAK_API_URL: optionalUrl,
  QONTAK_TOKEN: optionalKey,
  QONTAK_CHANNEL_ID: optionalKey,
  QONTAK_TEMPLATES: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      try {
        return z
          .record(z.string(), z.object({ id: z.string(), en: z.string() }).partial())
          .parse(JSON.parse(raw));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'a JSON object of template ids' });
        return z.NEVER;
      }
    }),
  /** SMS through Zenziva (ADR 0052): the API's address and the user and pass keys. */
  ZENZIVA_API_URL: optionalUrl,
  ZENZIVA_USERKEY: optionalKey,
  ZENZIVA_PASSKEY: optionalKey,
  /** Days after delivery a member may ask to return goods (issue 25, docs/design/returns.md). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(RETURN_WINDOW_DAYS_DEFAULT),
  /** How long before a long payment deadline its reminder goes (issue 25): 3 hours. */
  PAYMENT_REMINDER_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(24 * 3_600_000)
    .default(3 * 3_600_000),
  /** Where the contact form's messages go (docs/design/contact-and-stores.md). */
  SUPPORT_EMAIL: z.email().default('halo@kilau.id'),
  /** reCAPTCHA on register: both keys, or neither (then no token is asked for). */
  RECAPTCHA_SITE_KEY: optionalKey,
  RECAPTCHA_SECRET_KEY: optionalKey,
  /** The lowest reCAPTCHA v3 score accepted (v2 answers carry no score). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Google sign-in: the OAuth client id tokens must be issued to. */
  GOOGLE_CLIENT_ID: optionalKey,
  /** Facebook sign-in: both, or neither. */
  FACEBOOK_APP_ID: optionalKey,
  FACEBOOK_APP_SECRET: optionalKey,
  /** The browser key for the address map (places library). */
  MAPS_API_KEY: optionalKey,
  /**
   * Whether popup banners open in apps mode too (the shop inside the mobile app's web view):
   * off by default, the app shows its own (issue 20, docs/design/banners.md).
   */
  POPUPS_IN_APPS_MODE: z.stringbool().default(false),
  /**
   * Midtrans Core API keys (both, or neither). Without them the built-in sandbox gateway takes
   * payments (design/checkout-and-payment.md). `SB-` keys use Midtrans' sandbox; MIDTRANS_BASE_URL overrides the host.
   */
  MIDTRANS_SERVER_KEY: optionalKey,
  MIDTRANS_CLIENT_KEY: optionalKey,
  MIDTRANS_BASE_URL: optionalUrl,
  /** Run the sandbox gateway on an https shop without keys (a staging shop); off by default there. */
  PAYMENT_SANDBOX: z.stringbool().optional(),
  /**
   * Meta's Conversions API (issue 24, docs/design/analytics.md): with both, consented ad events
   * go to the pixel; without, the built-in sandbox records what would be sent.
   */
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'must be the pixel id (digits)')
    .optional(),
  META_CAPI_TOKEN: optionalKey,
  /** The Graph API's address (Meta's own by default; a test points it elsewhere). */
  CONVERSIONS_API_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /** This shop's country (ISO 3166-1 alpha-2): the country cookie names another to redirect. */
  SITE_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('ID'),
  /**
   * The other countries' shops (001 §2, §4): `VN=https://kilau.vn,SG=https://kilau.sg`. A
   * country cookie naming one of them, or a Vietnamese time zone (with VN), redirects there;
   * empty: never.
   */
  COUNTRY_SITES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseCountrySites(text);
      if (parsed.ok) return parsed.sites;
      ctx.addIssue({
        code: 'custom',
        message: `"${parsed.entry}" is not CODE=https://origin (e.g. VN=https://kilau.vn)`,
      });
      return z.NEVER;
    }),
  /**
   * The shop's sites that share sign-on (docs/design/sign-on.md): their origins, the home first
   * (where members sign in), e.g. `https://kilau.id,https://academy.kilau.co`. A member signed
   * in on the home is signed in on another by a redirect through the home and a one-time
   * ticket. Empty: the broker only reports this site's state, and never redirects.
   */
  SIGN_ON_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseSignOnOrigins(text);
      if (parsed.ok) return parsed.origins;
      ctx.addIssue({
        code: 'custom',
        message: `"${parsed.entry}" is not an http(s) origin (e.g. https://academy.kilau.co)`,
      });
      return z.NEVER;
    }),
  /** Calls per client IP and minute to each of the sign-on broker's three routes. */
  SIGN_ON_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** How many days raw tracking events are kept (roll-ups are kept for good). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(180),
});

/** A host only this machine reaches (`npm start`'s default). */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/** Pairs that only work together, and switches a real deployment must not have on. */
export const EnvSchema = EnvFields.superRefine((env, ctx) => {
  const pair = (a: keyof typeof env, b: keyof typeof env) => {
    if ((env[a] === undefined) !== (env[b] === undefined)) {
      const missing = env[a] === undefined ? a : b;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `needed together with ${missing === a ? b : a}`,
      });
    }
  };
  pair('RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY');
  pair('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET');
  pair('MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY');
  pair('META_PIXEL_ID', 'META_CAPI_TOKEN');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && !isLoopback(env.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: `required in production when HOST (${env.HOST}) is reachable from other machines: e-mailed links are built from it`,
    });
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: 'must not exceed REQUEST_TIMEOUT_MS',
    });
  }
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_DIRECT_URL'],
      message: 'needs DATABASE_URL (the pooled address the shop serves from)',
    });
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message:
        'needs DATABASE_URL (the primary the replica follows): the embedded database has no replicas',
    });
  }
  if (env.DATABASE_READ_URL && !/^postgres(ql)?:$/.test(new URL(env.DATABASE_READ_URL).protocol)) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'must be a postgres:// address (a PostgreSQL streaming replica)',
    });
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message:
        'several workers need PostgreSQL (DATABASE_URL): the embedded database is one process’s',
    });
  }
  if (env.STORAGE === 's3') {
    if (!env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with STORAGE=s3' });
    }
    pair('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  } else {
    const stray = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE'],
        message: `${stray.join(', ')} set but STORAGE is local: set STORAGE=s3 to keep files in the bucket, or unset them`,
      });
    }
  }
  if (env.S3_ENDPOINT && URL.canParse(env.S3_ENDPOINT) && !/^https?:\/\//.test(env.S3_ENDPOINT)) {
    ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'must be an http(s) URL' });
  }
  // (Refinements run even when a field failed: only a parsed address is looked into.)
  if (env.MEDIA_BASE_URL && URL.canParse(env.MEDIA_BASE_URL)) {
    const base = new URL(env.MEDIA_BASE_URL);
    if (!/^https?:$/.test(base.protocol) || base.search || base.hash || base.username) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_BASE_URL'],
        message: 'must be a plain http(s) address (no query, fragment or credentials)',
      });
    } else if (base.pathname.split('/').includes('media')) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_BASE_URL'],
        message: 'is the address /media/… is appended to: leave /media off it',
      });
    }
  }
  if (env.PAGE_CACHE === 'redis' && !env.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAGE_CACHE'],
      message: 'redis needs REDIS_URL',
    });
  }
  if (env.PAGE_CACHE === 'memory' && env.WORKERS > 1 && !env.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAGE_CACHE'],
      message:
        'memory with several WORKERS needs REDIS_URL, so that a purge reaches every worker (or use redis)',
    });
  }
  if (env.DEV_MAILBOX === true && env.PUBLIC_URL?.startsWith('https:')) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_MAILBOX'],
      message: 'the development mailbox shows one-time codes; never on an https PUBLIC_URL',
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment or throws an EnvError listing every problem, one per line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** True when shoppers reach the shop over HTTPS (behind a TLS-terminating proxy). */
export const isHttpsOnly = (env: Pick<Env, 'PUBLIC_URL'>) =>
  env.PUBLIC_URL?.startsWith('https:') ?? false;

/** Where images are stored and served from (`/media/*`). */
export const mediaDir = (env: Pick<Env, 'DATA_DIR' | 'MEDIA_DIR'>) =>
  path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media'));

/** Where private uploads are kept (served only through signed `/uploads/*` URLs). */
export const uploadDir = (env: Pick<Env, 'DATA_DIR' | 'UPLOAD_DIR'>) =>
  path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));

/** The CDN address public image URLs start with (no trailing slash), or '' for the shop's own. */
export const mediaBaseUrl = (env: Pick<Env, 'MEDIA_BASE_URL'>): string =>
  env.MEDIA_BASE_URL ? env.MEDIA_BASE_URL.replace(/\/+$/, '') : '';

/** S3 addressing: path-style by default when an endpoint (MinIO, s3rver) is given. */
export const s3ForcePathStyle = (env: Pick<Env, 'S3_FORCE_PATH_STYLE' | 'S3_ENDPOINT'>) =>
  env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT);

/** Whether the demo catalogue is seeded at start (see SEED_DEMO). */
export const shouldSeedDemo = (env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL'>) =>
  env.SEED_DEMO ?? !env.DATABASE_URL;

/** Whether `/api/dev/outbox` is served (see DEV_MAILBOX). */
export const devMailboxEnabled = (env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV' | 'PUBLIC_URL'>) =>
  !isHttpsOnly(env) && (env.DEV_MAILBOX ?? env.NODE_ENV !== 'production');

/** Where the embedded database keeps its files. */
export const pgliteDataDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'pglite');
