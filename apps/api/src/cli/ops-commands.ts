// The operator's command line (`npm run ops -- …`; design/order-life-after-payment.md): talks HTTP to the running shop,
// as the operator, through the operator API. It never opens the database (the shop holds it).
import { formatDateTime, formatRupiah } from '@kilau/domain';

export const USAGE = `Usage: npm run ops -- <command>

  order:list [--state <state>] [--q <reference or e-mail>] [--limit <n>]
  order:show <reference>
  order:advance <reference> <state> [--note <text>] [--carrier <code>]
  refund:list [--status pending|refunded|all] [--limit <n>]
  refund:paid <reference> [--note <text>]   (the order moves to Refund)
  pages:purge                               (guests' cached pages: the shop's and the CDN's)

A state is an id (8), a name ("Picking in progress") or a slug (picking, payment-accepted,
slip-printed, shipped, delivered, undelivered, return, refund…).

Environment: KILAU_URL (default http://127.0.0.1:3000), KILAU_OPS_EMAIL and KILAU_OPS_PASSWORD
(default the demo operator ops@kilau.id), KILAU_LANG (id or en).`;

export type OpsIo = {
  env: Record<string, string | undefined>;
  fetch: typeof globalThis.fetch;
  out: (line: string) => void;
  err: (line: string) => void;
};

type Envelope = { success: boolean; data: unknown; message?: string; errorCode?: string };

/** Splits `a b --note "x y" --limit=5` into positionals and flags. */
export function parseArgs(argv: readonly string[]) {
  const positionals: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags[name] = argv[++i]!;
    else flags[name] = 'true';
  }
  return { positionals, flags };
}

class CliError extends Error {}

function client(io: OpsIo) {
  const base = (io.env.KILAU_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const lang = io.env.KILAU_LANG === 'en' ? 'en' : 'id';
  let token: string | null = null;

  async function call(method: string, path: string, body?: unknown): Promise<Envelope> {
    let res: Response;
    try {
      res = await io.fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'accept-language': lang,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new CliError(
        `Cannot reach the shop at ${base} (${error instanceof Error ? error.message : error}). ` +
          'Is it running (npm start)? Set KILAU_URL otherwise.',
      );
    }
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    if (!res.ok || !envelope?.success) {
      throw new CliError(envelope?.message ?? `The shop answered ${res.status}.`);
    }
    return envelope;
  }

  return {
    call,
    async login() {
      const answer = await call('POST', '/api/auth/login?transport=bearer', {
        email: io.env.KILAU_OPS_EMAIL ?? 'ops@kilau.id',
        password: io.env.KILAU_OPS_PASSWORD ?? 'kilau-ops-2026',
      });
      token = (answer.data as { token?: string }).token ?? null;
      if (!token) throw new CliError('The shop gave no session token.');
    },
    async logout() {
      if (token) await call('GET', '/api/auth/logout').catch(() => undefined);
      token = null;
    },
  };
}

type ListedOrder = {
  reference_code: string;
  member_email: string;
  state: { name: string };
  total_paid: number;
  created_at: string;
};

type ListedRefund = {
  order: { reference_code: string; state: { name: string } };
  member_email: string;
  amount: number;
  reason: string;
  status: string;
  created_at: string;
};

type OrderView = ListedOrder & {
  member: { email: string; name: string };
  payment_method: string;
  payment_status: string;
  allowed_next: Array<{ id: number; name: string }>;
  points: { on_delivery: number; earned: number; taken_back: number };
  state_histories: Array<{ to_status: { name: string }; note: string | null; created_at: string }>;
  shipment: { carrier: { name: string }; service: string; tracking_number: string } | null;
  refund: { amount: number; status: string } | null;
};

const wib = (iso: string, lang: 'id' | 'en') => `${formatDateTime(iso, lang)} WIB`;

function printOrder(order: OrderView, out: (line: string) => void, lang: 'id' | 'en') {
  out(`${order.reference_code}  ${order.state.name}`);
  out(`  member    ${order.member.name} <${order.member.email}>`);
  out(
    `  total     ${formatRupiah(order.total_paid)} (${order.payment_method}, ${order.payment_status})`,
  );
  out(
    `  points    ${order.points.on_delivery} on delivery, ${order.points.earned} earned, ${order.points.taken_back} taken back`,
  );
  if (order.shipment) {
    const { carrier, service, tracking_number: waybill } = order.shipment;
    out(`  parcel    ${carrier.name} ${service} ${waybill}`);
  }
  if (order.refund) out(`  refund    ${formatRupiah(order.refund.amount)} ${order.refund.status}`);
  out(`  next      ${order.allowed_next.map((state) => state.name).join(' | ') || '—'}`);
  out('  history');
  for (const history of order.state_histories) {
    const note = history.note ? `  (${history.note})` : '';
    out(`    ${wib(history.created_at, lang)}  ${history.to_status.name}${note}`);
  }
}

/** Runs one command; answers the process's exit code (0 done, 1 refused or failed, 2 usage). */
export async function runOps(argv: readonly string[], io: OpsIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv);
  const [command, ...args] = positionals;
  const usage = () => {
    io.err(USAGE);
    return 2;
  };
  if (!command || flags.help) return usage();
  const shop = client(io);
  const lang = io.env.KILAU_LANG === 'en' ? 'en' : 'id';
  try {
    switch (command) {
      case 'order:list': {
        const query = new URLSearchParams();
        if (flags.state) query.set('state', flags.state);
        if (flags.q) query.set('q', flags.q);
        query.set('limit', flags.limit ?? '20');
        await shop.login();
        const answer = await shop.call('GET', `/api/ops/orders?${query}`);
        const orders = answer.data as ListedOrder[];
        if (orders.length === 0) io.out('No orders.');
        for (const order of orders) {
          io.out(
            [
              order.reference_code,
              order.state.name.padEnd(27),
              formatRupiah(order.total_paid).padStart(13),
              order.member_email.padEnd(28),
              wib(order.created_at, lang),
            ].join('  '),
          );
        }
        return 0;
      }
      case 'pages:purge': {
        if (args.length !== 0) return usage();
        await shop.login();
        const answer = await shop.call('POST', '/api/ops/pages/purge');
        const { pages, cdn } = answer.data as { pages: string; cdn: string };
        io.out(`Page cache: ${pages}. CDN: ${cdn}.`);
        return pages === 'failed' || cdn === 'failed' ? 1 : 0;
      }
      case 'order:show': {
        if (args.length !== 1) return usage();
        await shop.login();
        const answer = await shop.call('GET', `/api/ops/orders/${encodeURIComponent(args[0]!)}`);
        printOrder(answer.data as OrderView, io.out, lang);
        return 0;
      }
      case 'refund:list': {
        const query = new URLSearchParams({
          status: flags.status ?? 'pending',
          limit: flags.limit ?? '20',
        });
        await shop.login();
        const answer = await shop.call('GET', `/api/ops/refunds?${query}`);
        const refunds = answer.data as ListedRefund[];
        if (refunds.length === 0) io.out('No refunds.');
        for (const refund of refunds) {
          io.out(
            [
              refund.order.reference_code,
              formatRupiah(refund.amount).padStart(13),
              refund.status.padEnd(8),
              refund.reason.padEnd(24),
              refund.order.state.name.padEnd(15),
              refund.member_email.padEnd(28),
              wib(refund.created_at, lang),
            ].join('  '),
          );
        }
        return 0;
      }
      case 'order:advance':
      case 'refund:paid': {
        const refund = command === 'refund:paid';
        if (args.length !== (refund ? 1 : 2)) return usage();
        await shop.login();
        const answer = await shop.call(
          'POST',
          `/api/ops/orders/${encodeURIComponent(args[0]!)}/advance`,
          {
            state: refund ? 'refund' : args[1],
            ...(flags.note ? { note: flags.note } : {}),
            ...(flags.carrier ? { carrier_code: flags.carrier } : {}),
          },
        );
        const order = answer.data as OrderView;
        io.out(answer.message ?? `${order.reference_code}: ${order.state.name}`);
        if (order.shipment && order.state.name === 'Shipped') {
          io.out(`${order.shipment.carrier.name} ${order.shipment.tracking_number}`);
        }
        return 0;
      }
      default:
        return usage();
    }
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await shop.logout();
  }
}
