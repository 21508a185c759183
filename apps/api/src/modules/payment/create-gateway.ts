import type { Database } from '@kilau/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { midtransBaseUrl, midtransGateway, type Fetch } from './gateway/midtrans';
import {
  GatewayError,
  type GatewayBrowserConfig,
  type PaymentGateway,
} from './gateway/gateway-port';
import { sandboxKeys } from './sandbox/keys';
import { httpNotifier } from './sandbox/notify';
import type { SandboxCore, SandboxNotify } from './sandbox/sandbox-core';
import { sandboxGateway } from './sandbox/sandbox-gateway';

export interface GatewayEnv {
  MIDTRANS_SERVER_KEY?: string | undefined;
  MIDTRANS_CLIENT_KEY?: string | undefined;
  MIDTRANS_BASE_URL?: string | undefined;
  PAYMENT_SANDBOX?: boolean | undefined;
  PUBLIC_URL?: string | undefined;
  HOST: string;
  PORT: number;
  STORE_NAME: string;
}

export interface GatewaySetup {
  gateway: PaymentGateway;
  /** The key notifications are signed with (Midtrans' server key, or the sandbox's). */
  serverKey: string;
  /** For the storefront's card form; null when cards cannot be paid. */
  browser: GatewayBrowserConfig | null;
  /** The sandbox, when it is the gateway: its routes are registered under `/sandbox-gateway`. */
  sandbox: SandboxCore | null;
}

/** The shop's public address; on a development machine, the port it listens on. */
export function shopPublicUrl(env: Pick<GatewayEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** No gateway: only the methods that need none are offered (a real shop without keys). */
const noGateway: PaymentGateway = {
  kind: 'sandbox',
  methods: [],
  charge: async () => {
    throw new GatewayError('unavailable', 'No payment gateway is configured.');
  },
  status: async () => {
    throw new GatewayError('unavailable', 'No payment gateway is configured.');
  },
  cancel: async () => {
    throw new GatewayError('unavailable', 'No payment gateway is configured.');
  },
  refund: async () => {
    throw new GatewayError('unavailable', 'No payment gateway is configured.');
  },
};

/**
 * The gateway the configuration asks for (design/checkout-and-payment.md): Midtrans' Core API when
 * `MIDTRANS_SERVER_KEY` is set; otherwise the built-in sandbox, with its key pair kept in the
 * database. A shop on an https `PUBLIC_URL` without keys is a real deployment: the sandbox (where
 * anyone may press "approve") runs there only with `PAYMENT_SANDBOX=true` (a staging shop);
 * without it no gateway method is offered.
 */
export async function createGateway(config: {
  db: Kysely<Database>;
  clock: () => Date;
  env: GatewayEnv;
  log: FastifyBaseLogger;
  fetch?: Fetch;
  /** Where the sandbox posts notifications (HTTP to the shop by default; tests capture them). */
  notify?: SandboxNotify;
}): Promise<GatewaySetup> {
  const { env } = config;
  if (env.MIDTRANS_SERVER_KEY) {
    const baseUrl = midtransBaseUrl(env.MIDTRANS_SERVER_KEY, env.MIDTRANS_BASE_URL);
    const sandboxKey = env.MIDTRANS_SERVER_KEY.startsWith('SB-');
    return {
      gateway: midtransGateway({
        serverKey: env.MIDTRANS_SERVER_KEY,
        baseUrl,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      }),
      serverKey: env.MIDTRANS_SERVER_KEY,
      browser: env.MIDTRANS_CLIENT_KEY
        ? {
            environment: sandboxKey ? 'sandbox' : 'production',
            clientKey: env.MIDTRANS_CLIENT_KEY,
            scriptUrl: `${baseUrl}/v2/assets/js/midtrans-new-3ds.min.js`,
            origins: [new URL(baseUrl).origin],
          }
        : null,
      sandbox: null,
    };
  }
  const publicUrl = shopPublicUrl(env);
  const realShop = publicUrl.startsWith('https:');
  if (realShop && env.PAYMENT_SANDBOX !== true) {
    config.log.warn(
      'payment: no MIDTRANS_SERVER_KEY on an https shop; only methods without a gateway are offered',
    );
    return { gateway: noGateway, serverKey: '', browser: null, sandbox: null };
  }
  const keys = await sandboxKeys(config.db);
  const gateway = sandboxGateway({
    db: config.db,
    clock: config.clock,
    publicUrl,
    serverKey: keys.serverKey,
    clientKey: keys.clientKey,
    merchantName: env.STORE_NAME,
    notify:
      config.notify ??
      httpNotifier({
        url: `${publicUrl}/api/payment/notifications`,
        log: config.log,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      }),
  });
  return {
    gateway,
    serverKey: keys.serverKey,
    browser: {
      environment: 'sandbox',
      clientKey: keys.clientKey,
      scriptUrl: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
      origins: [],
    },
    sandbox: gateway.core,
  };
}
