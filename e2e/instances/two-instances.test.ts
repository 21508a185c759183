// Two shop processes, one PostgreSQL database, one Redis, behind Debian's nginx (round robin):
// a shopper's whole checkout over HTTP, its requests alternating between the instances, behaves
// as on one instance — the session, the rate limits, the bag and its voucher, the payment and its
// notification (paid once), the order expiry and the outbox e-mail (each once although both
// instances run the jobs), uploads and resized images. `npm run test:instances` (docs/deploy.md).
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanUp,
  freePort,
  removeDir,
  s3Server,
  smtpSink,
  startNginx,
  startShopInstance,
  tempDir,
  throwAwayDatabase,
} from '../support/instances';
import { BANDUNG } from '../support/bandung-address';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Login and register attempts per client address and minute, on every instance. */
const PROBE_MAX = 6;

type Instance = Awaited<ReturnType<typeof startShopInstance>>;
let database: Awaited<ReturnType<typeof throwAwayDatabase>>;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let s3: Awaited<ReturnType<typeof s3Server>>;
let proxy: Awaited<ReturnType<typeof startNginx>>;
const instances: Instance[] = [];
let work: string;

/** Which instance (A or B) answered, from the proxy's `X-Upstream`. */
const instanceOf = (upstream: string | null) =>
  instances.find((instance) => upstream === `127.0.0.1:${instance.port}`)?.name ?? `?${upstream}`;

beforeAll(async () => {
  work = tempDir('kilau-instances-');
  database = await throwAwayDatabase(ADMIN_URL);
  smtp = await smtpSink();
  // One bucket for both instances' files (ADR 0023): nothing is shared on disk.
  mkdirSync(path.join(work, 's3'));
  s3 = await s3Server(path.join(work, 's3'));
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    DEV_MAILBOX: 'false',
    // Both as a deployment would run them: the first start seeds the demo shop (its images into
    // the bucket); the second finds it seeded and every image present.
    SEED_DEMO: 'true',
    ...s3.env,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Kilau <no-reply@kilau.test>',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: String(PROBE_MAX),
    // Both instances look for due orders every second.
    ORDER_EXPIRY_INTERVAL_MS: '1000',
  };
  const dataA = path.join(work, 'a');
  const dataB = path.join(work, 'b');
  // Each instance its own data folder: they share nothing on disk. The first prepares the
  // database (migrations, the demo shop); the second starts, with the same settings, once the
  // first serves.
  const startedAt = Date.now();
  instances.push(
    await startShopInstance({ name: 'A', port: portA, env: { ...shared, DATA_DIR: dataA } }),
  );
  const aReady = Date.now() - startedAt;
  instances.push(
    await startShopInstance({ name: 'B', port: portB, env: { ...shared, DATA_DIR: dataB } }),
  );
  console.log(`Instance A served after ${aReady} ms, B after ${Date.now() - startedAt} ms.`);
  const nginxDir = path.join(work, 'nginx');
  mkdirSync(nginxDir);
  chmodSync(work, 0o755);
  proxy = await startNginx({ port: proxyPort, upstreams: [portA, portB], dir: nginxDir });
}, 600_000);

afterAll(async () => {
  await cleanUp([
    () => proxy?.stop(),
    ...instances.map((instance) => () => instance.stop()),
    () => smtp?.close(),
    () => s3?.close(),
    () => database?.drop(),
    removeDir(work),
  ]);
}, 60_000);

interface Answer {
  status: number;
  instance: string;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  json: any;
  bytes: Buffer;
}

/** A browser-like client through the proxy: its own cookies and client address. */
function shopper(
  ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`,
) {
  const cookies = new Map<string, string>();
  const seen: string[] = [];
  async function call(
    method: string,
    url: string,
    options: {
      json?: unknown;
      form?: FormData | undefined;
      urlencoded?: URLSearchParams;
      accept?: string;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: options.accept ?? 'application/json',
      // As a browser on the shop's pages would send it (cookie writes check it).
      origin: proxy.url,
      // The client's address: nginx appends its own hop, the shop (TRUST_PROXY) reads the first.
      'x-forwarded-for': ip,
    };
    if (cookies.size > 0)
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.urlencoded) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.urlencoded.toString();
    } else if (options.form) {
      body = options.form;
    }
    const res = await fetch(proxy.url + url, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const instance = instanceOf(res.headers.get('x-upstream'));
    seen.push(instance);
    let json: unknown = undefined;
    if ((res.headers.get('content-type') ?? '').includes('json') && bytes.length > 0)
      json = JSON.parse(bytes.toString('utf8'));
    return { status: res.status, instance, headers: res.headers, json, bytes };
  }
  return {
    ip,
    cookies,
    /** The instances that answered, in order. */
    seen,
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, json: unknown = {}) => call('POST', url, { json }),
    /**
     * GETs `url` until `instance` answers it (round robin: within a few tries; other traffic,
     * such as the sandbox's notifications, may take a turn). Only for reads.
     */
    async getFrom(instance: string, url: string, accept?: string) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await call('GET', url, accept ? { accept } : {});
        if (answer.instance === instance) return answer;
      }
      throw new Error(`instance ${instance} never answered ${url}`);
    },
  };
}

/**
 * A member's live event stream (`/api/realtime/events`, server-sent events) opened straight on
 * one instance, not through the proxy: what that instance delivers, parsed as it arrives.
 */
function liveEvents(port: number, cookies: Map<string, string>) {
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  const controller = new AbortController();
  const opened = fetch(`http://127.0.0.1:${port}/api/realtime/events`, {
    headers: {
      accept: 'text/event-stream',
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    signal: controller.signal,
  }).then(async (res) => {
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    })();
  });
  return { opened, events, close: () => controller.abort() };
}

const other = (instance: string) => (instance === 'A' ? 'B' : 'A');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await sleep(250);
  }
}

/** A tile as `/v3/products` sends it: what candidates are picked by (tiles carry no stock). */
type Tile = {
  id: number;
  slug: string;
  classification: string | null;
  is_in_stock?: boolean;
  is_pack: boolean;
  default_combination: { is_pre_order: boolean; is_flashsale?: boolean } | null;
};

/** A product as its detail (`/v2/products/{id}-{slug}`) sends it: stock, price and pictures. */
type Product = {
  id: number;
  classification: string | null;
  is_in_stock?: boolean;
  pack_detail?: unknown[];
  images?: Array<{ url: string }>;
  default_combination: {
    id: number;
    stock: number;
    price_after_discount: number;
    is_pre_order: boolean;
    is_flashsale?: boolean;
  } | null;
};

const member = shopper();
const email = `dua.${randomBytes(4).toString('hex')}@example.com`;
let plain: Product[] = [];
let addressId: string;

/** The member's bag, as whichever instance answers. */
const bag = async () => {
  const answer = await member.get('/api/cart/user/me/carts');
  expect(answer.status).toBe(200);
  return answer;
};

/** One product (the `index`-th plain one) × `quantity` in an empty bag, shipping chosen; the total. */
async function bagReadyToPay(index: number, quantity: number) {
  const product = plain[index]!;
  const added = await member.post('/api/cart/carts', {
    product: { id: product.id, combination_id: product.default_combination!.id, quantity },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const services = await member.get(
    `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
  );
  expect(services.status, JSON.stringify(services.json)).toBe(200);
  const service = (services.json.data as Array<{ code: string; fee_after_discount: number }>)[0]!;
  const cart = (await bag()).json.data;
  const chosen = await member.post('/api/shipping/user/me/shippings', {
    address_id: addressId,
    cart_id: cart._id,
    service_code: service.code,
  });
  expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
  const priced = (await bag()).json.data;
  return {
    product,
    cartId: String(priced._id),
    total: priced.totals.total_amount_after_discount + service.fee_after_discount,
  };
}

async function placeOrder(cartId: string, method: string, total: number) {
  const placed = await member.post('/api/order/orders', {
    cart_id: cartId,
    payment_method: method,
    total_price: total,
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  return placed.json.data as {
    _id: string;
    reference_code: string;
    payment: { transaction_id: string };
  };
}

const stockOf = async (combinationId: number) =>
  (
    await database.query<{ stock: number }>('select stock from combinations where id = $1', [
      combinationId,
    ])
  )[0]!.stock;

const historyOf = async (orderId: string) =>
  (
    await database.query<{ name: string }>(
      `select s.name from order_state_histories h join order_states s on s.id = h.state_id
       where h.order_id = $1 order by h.id`,
      [Number(orderId)],
    )
  ).map((row) => row.name);

describe('two instances behind nginx, one database', () => {
  it('the proxy alternates between both instances', async () => {
    const guest = shopper();
    for (let i = 0; i < 6; i += 1) expect((await guest.get('/api/health')).status).toBe(200);
    expect(new Set(guest.seen)).toEqual(new Set(['A', 'B']));
    // Round robin: no instance answers twice in a row while nothing else passes the proxy.
    expect(guest.seen.filter((name, i) => i > 0 && name === guest.seen[i - 1])).toEqual([]);
  });

  it('the first instance seeded the demo shop into the bucket; the second found it there', () => {
    const [a, b] = instances;
    expect(a!.output()).toMatch(
      /Demo catalogue: \d+ products, \d+ combinations, [1-9]\d* reviews seeded, [1-9]\d* images rendered/,
    );
    expect(b!.output()).not.toMatch(/Demo catalogue:|Demo member:/);
  });

  it('sessions made by registering and by signing in are honoured by both instances', async () => {
    const registered = await member.post('/api/auth/register', {
      is_agree_to_legal_statements: true,
      email,
      user_name: `dua_${randomBytes(3).toString('hex')}`,
      password: 'rahasia123',
      first_name: 'Nadia',
      last_name: 'Putri',
      phone_no: `0812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`,
      salute_id: 1,
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    expect(member.cookies.has('kilau_session')).toBe(true);
    const userId = registered.json.data.user._id ?? registered.json.data.user.id;
    const answeredBy = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const me = await member.get('/api/accounts/user/me');
      expect(me.status, `${me.instance}: ${me.bytes.toString()}`).toBe(200);
      expect(me.json.data._id ?? me.json.data.id).toEqual(userId);
      answeredBy.add(me.instance);
    }
    expect(answeredBy).toEqual(new Set(['A', 'B']));

    // Signing in on another device: that session, too, is honoured by both.
    const phone = shopper();
    const signedIn = await phone.post('/api/auth/login', { email, password: 'rahasia123' });
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
    for (const instance of ['A', 'B']) {
      const me = await phone.getFrom(instance, '/api/accounts/user/me');
      expect(me.status).toBe(200);
      expect(me.json.data._id ?? me.json.data.id).toEqual(userId);
    }
  });

  it('both instances render the member’s pages from the shared session', async () => {
    for (const instance of ['A', 'B']) {
      const page = await member.getFrom(instance, '/my-account', 'text/html');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.bytes.toString('utf8')).toContain('Nadia');
    }
  });

  it('login attempts are counted across both instances (Redis)', async () => {
    // A guesser at an address nobody has (the member's account is not locked by the test).
    const prober = shopper();
    const nobody = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    const answers: Answer[] = [];
    for (let i = 0; i < PROBE_MAX + 1; i += 1) {
      answers.push(
        await prober.post('/api/auth/login', { email: nobody, password: 'salah-sekali' }),
      );
    }
    const refusedBeforeLimit = answers.slice(0, PROBE_MAX).filter((a) => a.status === 429);
    expect(refusedBeforeLimit).toEqual([]);
    // Each instance saw about half: only a shared count reaches the limit.
    expect(new Set(answers.slice(0, PROBE_MAX).map((a) => a.instance))).toEqual(
      new Set(['A', 'B']),
    );
    expect(answers[PROBE_MAX]!.status).toBe(429);
    // Another client address is not limited by it.
    expect(
      (await shopper().post('/api/auth/login', { email: nobody, password: 'salah' })).status,
    ).not.toBe(429);
  });

  it('the bag and its voucher read the same on both instances', async () => {
    const tiles = await member.get('/api/catalog/v3/products?limit=100&sort=bestseller');
    expect(tiles.status).toBe(200);
    const candidates = (tiles.json.data as Tile[]).filter(
      (tile) =>
        tile.classification === null &&
        !tile.is_pack &&
        tile.is_in_stock !== false &&
        tile.default_combination?.is_pre_order === false &&
        !tile.default_combination.is_flashsale,
    );
    plain = [];
    for (const tile of candidates) {
      if (plain.length === 4) break;
      const detail = await member.get(`/api/catalog/v2/products/${tile.id}-${tile.slug}`);
      expect(detail.status).toBe(200);
      const product = detail.json.data as Product;
      const combination = product.default_combination;
      if (
        combination &&
        (product.pack_detail?.length ?? 0) === 0 &&
        !combination.is_pre_order &&
        !combination.is_flashsale &&
        combination.stock >= 10 &&
        combination.price_after_discount >= 60_000 &&
        combination.price_after_discount <= 150_000
      ) {
        plain.push(product);
      }
    }
    expect(plain.length).toBeGreaterThanOrEqual(4);

    const address = await member.post('/api/addresses', BANDUNG);
    expect(address.status, JSON.stringify(address.json)).toBe(201);
    addressId = String(address.json.data._id);

    const product = plain[0]!;
    const added = await member.post('/api/cart/carts', {
      product: { id: product.id, combination_id: product.default_combination!.id, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const first = (await bag()).json.data;
    const line = first.products[0];
    // Four units reach HEMAT25K's minimum (Rp200.000) at any price of 60.000 or more.
    const updated = await member.post('/api/cart/user/me/carts', {
      id: first._id,
      action: 'add',
      product: { _id: line._id, id: line.id, combination_id: line.combination_id, quantity: 4 },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    for (const instance of ['A', 'B']) {
      const seen = (await member.getFrom(instance, '/api/cart/user/me/carts')).json.data;
      expect(seen.products.map((p: { quantity: number }) => p.quantity)).toEqual([4]);
    }

    const voucher = await member.post('/api/cart/user/me/carts/voucher', {
      voucher_code: 'HEMAT25K',
    });
    expect(voucher.status, JSON.stringify(voucher.json)).toBe(200);
    const readBy = other(voucher.instance);
    const withVoucher = (await member.getFrom(readBy, '/api/cart/user/me/carts')).json.data;
    expect(withVoucher.voucher_id).not.toBeNull();
    expect(withVoucher.totals.total_amount - withVoucher.totals.total_amount_after_discount).toBe(
      25_000,
    );
  });

  it('checkout and the sandbox payment: the notification reaches one instance, the order is paid once', async () => {
    const services = await member.get(
      `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
    );
    expect(services.status, JSON.stringify(services.json)).toBe(200);
    const service = (services.json.data as Array<{ code: string; fee_after_discount: number }>)[0]!;
    const cart = (await bag()).json.data;
    const chosen = await member.post('/api/shipping/user/me/shippings', {
      address_id: addressId,
      cart_id: cart._id,
      service_code: service.code,
    });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
    const priced = (await bag()).json.data;
    const total = priced.totals.total_amount_after_discount + service.fee_after_discount;
    const logBefore = proxy.accessLog().length;
    // The member's pages hold a live stream on each instance (issue 24, docs/design/realtime.md).
    const streams = instances.map((instance) => ({
      name: instance.name,
      ...liveEvents(instance.port, member.cookies),
    }));
    await Promise.all(streams.map((stream) => stream.opened));
    const order = await placeOrder(String(priced._id), 'bca_virtual_account', total);
    const approved = await member.post(
      `/sandbox-gateway/transactions/${order.payment.transaction_id}/approve`,
    );
    expect(approved.status).toBe(303);
    const paid = await eventually(
      async () => (await member.get(`/api/order/orders/${order._id}`)).json.data,
      (data) => data.payment_status === 'settlement',
      'the order paid',
    );
    expect(paid.state.name).toBe('Payment accepted');
    // Whichever instance took the gateway's notification, both streams heard the payment: the
    // other instance through Redis.
    for (const stream of streams) {
      await eventually(
        async () => stream.events,
        (events) =>
          events.some(
            (event) =>
              event.type === 'order' &&
              event.data.order_id === String(order._id) &&
              event.data.payment_status === 'settlement',
          ),
        `instance ${stream.name}'s stream heard the payment`,
      );
      stream.close();
    }
    // The sandbox posts its notifications (pending, then settlement) to PUBLIC_URL: through
    // the proxy, each to one instance, answered there.
    const notifications = proxy
      .accessLog()
      .slice(logBefore)
      .filter((line) => line.includes('/api/payment/notifications'));
    expect(notifications.length).toBeGreaterThanOrEqual(1);
    for (const line of notifications)
      expect(line).toMatch(/^POST \/api\/payment\/notifications 200 127\.0\.0\.1:\d+$/);
    // Replayed to both instances, it changes nothing.
    const [keys] = await database.query<{ value: { serverKey: string } }>(
      `select value from app_meta where key = 'payment:sandbox-keys'`,
    );
    const body = {
      order_id: order.reference_code,
      transaction_id: order.payment.transaction_id,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: `${total}.00`,
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      transaction_time: '2026-11-21 10:00:00',
      signature_key: createSignature(
        order.reference_code,
        '200',
        `${total}.00`,
        keys!.value.serverKey,
      ),
    };
    const replays = [];
    for (let i = 0; i < 4; i += 1)
      replays.push(await shopper().post('/api/payment/notifications', body));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replays.map((r) => r.instance))).toEqual(new Set(['A', 'B']));
    const history = await historyOf(order._id);
    expect(history.filter((name) => name === 'Payment accepted')).toHaveLength(1);
    const applied = await database.query(
      `select id from payment_notifications
       where order_ref = $1 and transaction_status = 'settlement' and outcome = 'applied'`,
      [order.reference_code],
    );
    expect(applied).toHaveLength(1);
    // The bag is empty on both instances.
    for (const instance of ['A', 'B']) {
      const after = (await member.getFrom(instance, '/api/cart/user/me/carts')).json.data;
      expect(after.products).toEqual([]);
    }
  });

  it('a card tokenised at the sandbox through one instance is charged and captured through either', async () => {
    const { cartId, total } = await bagReadyToPay(3, 1);
    const [keys] = await database.query<{ value: { clientKey: string } }>(
      `select value from app_meta where key = 'payment:sandbox-keys'`,
    );
    // The browser script's call: a single-use token, kept by whichever instance answered.
    const token = await member.post('/sandbox-gateway/v2/token', {
      client_key: keys!.value.clientKey,
      card_number: '4811111111111114',
      card_exp_month: '12',
      card_exp_year: '2030',
      card_cvv: '123',
    });
    expect(token.status, JSON.stringify(token.json)).toBe(200);
    const placed = await member.post('/api/order/orders', {
      cart_id: cartId,
      payment_method: 'credit_debit_card',
      token_id: token.json.token_id,
      total_price: total,
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const order = placed.json.data;
    // 3-D Secure: its page read through the instance that did not charge, the OTP sent to either.
    const challenge = new URL(order.redirect_url as string);
    expect(challenge.origin).toBe(proxy.url);
    const page = await member.getFrom(other(placed.instance), challenge.pathname, 'text/html');
    expect(page.status).toBe(200);
    expect(page.bytes.toString('utf8')).toContain('name="otp"');
    const otp = await member.call('POST', challenge.pathname, {
      urlencoded: new URLSearchParams({ otp: '112233' }),
      accept: 'text/html',
    });
    expect(otp.status).toBe(200);
    expect(otp.bytes.toString('utf8')).toContain('Payment authorised');
    const paid = await eventually(
      async () => (await member.get(`/api/order/orders/${order._id}`)).json.data,
      (data) => data.payment_status === 'capture' || data.payment_status === 'settlement',
      'the card order paid',
    );
    expect(paid.state.name).toBe('Payment accepted');
    expect((await historyOf(order._id)).filter((name) => name === 'Payment accepted')).toHaveLength(
      1,
    );
  });

  it('an unpaid order expires once although both instances run the expiry job', async () => {
    const { product, cartId, total } = await bagReadyToPay(1, 2);
    const combinationId = product.default_combination!.id;
    const stockBefore = await stockOf(combinationId);
    const order = await placeOrder(cartId, 'bca_virtual_account', total);
    expect(await stockOf(combinationId)).toBe(stockBefore - 2);
    await database.query(
      `update orders set payment_due_at = now() - interval '1 minute' where id = $1`,
      [Number(order._id)],
    );
    await eventually(
      async () => (await member.get(`/api/order/orders/${order._id}`)).json.data.payment_status,
      (status) => status === 'expire',
      'the order expired',
    );
    // Several more ticks of both jobs: nothing is given back twice.
    await sleep(3_000);
    expect(await stockOf(combinationId)).toBe(stockBefore);
    const history = await historyOf(order._id);
    expect(history.filter((name) => name === 'Cancelled')).toHaveLength(1);
  });

  it('outbox e-mail is sent once by one of the two senders', async () => {
    const asked: Answer[] = [];
    for (let i = 0; i < 4; i += 1) {
      asked.push(await shopper().post('/api/auth/forget-password', { email }));
    }
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(asked.map((a) => a.instance))).toEqual(new Set(['A', 'B']));
    const rows = await eventually(
      () =>
        database.query<{ id: string; sent_at: Date | null }>(
          'select id::text, sent_at from outbox_messages where recipient = $1',
          [email],
        ),
      (found) => found.length > 0 && found.every((row) => row.sent_at !== null),
      'the outbox sent',
    );
    // Both senders poll every 2 s; give them more passes, then count.
    await sleep(4_500);
    const mine = smtp.received.filter((mail) => mail.to.includes(email));
    expect(mine.map((mail) => mail.outboxId).sort()).toEqual(rows.map((row) => row.id).sort());
    // The reset link points at the shop's public address (the proxy), not an instance.
    const decoded = mine[0]!.body.replace(/=\r?\n/g, ''); // quoted-printable soft breaks
    expect(decoded).toContain(proxy.url.replace('http://', ''));
  });

  it('a payment receipt uploaded through one instance is read through the other', async () => {
    const { cartId, total } = await bagReadyToPay(2, 1);
    const order = await placeOrder(cartId, 'bank_transfer', total);
    const form = new FormData();
    form.set('bank_name', 'BCA');
    form.set('account_name', 'Nadia Putri');
    const receipt = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 238, b: 230 } },
    })
      .png()
      .toBuffer();
    form.set('receipt', new Blob([new Uint8Array(receipt)], { type: 'image/png' }), 'bukti.png');
    const confirmed = await member.call('POST', `/api/order/confirm-payment/${order._id}`, {
      form,
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    // The other instance shows the confirmation; its signed link (the shop's `/uploads/…`, or
    // the bucket's pre-signed URL with STORAGE=s3) gives the receipt back.
    const shown = await member.getFrom(other(confirmed.instance), `/api/order/orders/${order._id}`);
    expect(shown.status).toBe(200);
    const link = new URL(shown.json.data.payment_confirmation.receipt_url as string, proxy.url);
    const read =
      link.origin === proxy.url
        ? await member.getFrom(confirmed.instance, link.pathname + link.search)
        : await fetchDirect(link);
    expect(read.status).toBe(200);
    expect((await sharp(read.bytes).metadata()).width).toBe(64);
  });

  it('a profile photo uploaded through one instance is read through the other', async () => {
    const form = new FormData();
    const photo = await sharp({
      create: { width: 500, height: 500, channels: 3, background: { r: 200, g: 120, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await member.call('POST', '/api/users/me/image', { form });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const image = uploaded.json.data.image as string;
    const target = new URL(image, proxy.url);
    const read =
      target.origin === proxy.url
        ? await member.getFrom(other(uploaded.instance), target.pathname)
        : await fetchDirect(target);
    expect(read.status).toBe(200);
    expect((await sharp(read.bytes).metadata()).width).toBe(400);
  });

  it('a resized image made by one instance is served by the other', async () => {
    const image = plain.find((candidate) => candidate.images?.length)?.images?.[0]?.url;
    expect(image).toBeTruthy();
    const source = new URL(image!, proxy.url);
    const original = source.pathname.replace(/^\/media\//, '');
    const variant = `/media/w/160/${original}`;
    const made = await member.get(variant);
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/webp');
    const served = await member.getFrom(other(made.instance), variant);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(made.bytes)).toBe(true);
    expect((await sharp(served.bytes).metadata()).width).toBe(160);
  });

  it('signing out on one instance ends the session on both', async () => {
    const token = member.cookies.get('kilau_session')!;
    const out = await member.post('/api/auth/logout');
    expect(out.status).toBe(200);
    // The browser forgets the cookie; a copy of it kept elsewhere is refused by both instances.
    member.cookies.set('kilau_session', token);
    for (const instance of ['A', 'B']) {
      const me = await member.getFrom(instance, '/api/accounts/user/me');
      expect(me.status).toBe(401);
    }
  });

  it('the proxy passed everything without an error of its own', () => {
    expect(proxy.errors()).toEqual([]);
  });

  it('the requests of the checkout alternated between the instances', () => {
    const counts = { A: 0, B: 0 };
    for (const name of member.seen) if (name === 'A' || name === 'B') counts[name] += 1;
    expect(counts.A + counts.B).toBe(member.seen.length);
    expect(Math.min(counts.A, counts.B)).toBeGreaterThan(member.seen.length / 4);
  });
});

/** Midtrans' notification signature: SHA-512 of order id, status code, gross amount and key. */
function createSignature(orderId: string, statusCode: string, grossAmount: string, key: string) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
}

/** A file on the object store's public address (MEDIA_BASE_URL), not through the shop. */
async function fetchDirect(url: URL) {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
