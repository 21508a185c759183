import { sql, type Kysely } from 'kysely';

/**
 * Payment (000 §3 Payment method, Bank promotion, Saved card; §9; design/checkout-and-payment.md).
 *
 * - `payment_methods`: the chooser's methods, with their category, logo (served from
 *   `/media/payments/`), position, channels (`website`, `store`), limits and Kredivo's terms.
 *   `is_listed` false keeps a method out of the chooser (free_order is chosen by the order itself).
 * - `company_bank_accounts`: the three accounts a manual bank transfer goes to (one BCA, two
 *   Mandiri; the numbers are the shop's configuration).
 * - `bank_promotions`: a bank's discount for some methods or card BIN prefixes, in a window.
 * - `midtrans_tokens`: a member's saved cards as the gateway's `saved_token_id` with the masked
 *   number (`481111-XXXX-1114`); never a card number.
 * - `payment_notifications`: every signed notification received, once: the unique key on
 *   (order, transaction, status, status code, fraud status) is what makes a replay a no-op.
 * - `gateway_transactions` and `gateway_card_tokens`: the built-in sandbox gateway's own ledger
 *   and its tokeniser's tokens (masked number and brand only). They belong to the simulated
 *   gateway, not to the shop; with real Midtrans keys they stay empty.
 */
const STATEMENTS = [
  `create table payment_methods (
     id bigint generated always as identity primary key,
     code text not null unique check (code ~ '^[a-z][a-z0-9_]{1,39}$'),
     name text not null check (name <> ''),
     category text not null check (category in ('credit_card', 'bank_transfer', 'other')),
     logo text not null,
     position integer not null,
     available_for text[] not null default '{website}'
       check (cardinality(available_for) > 0 and available_for <@ array['website', 'store']),
     is_active boolean not null default true,
     is_listed boolean not null default true,
     min_amount integer not null default 0 check (min_amount >= 0),
     max_amount integer check (max_amount is null or max_amount >= min_amount),
     installment_terms smallint[] not null default '{}',
     description text not null default '',
     updated_at timestamptz not null default now()
   )`,
  `create index payment_methods_position_idx on payment_methods (position, id) where is_active`,

  `create table company_bank_accounts (
     id bigint generated always as identity primary key,
     bank_code text not null check (bank_code ~ '^[a-z]{2,20}$'),
     bank_name text not null check (bank_name <> ''),
     account_number text not null check (account_number ~ '^[0-9]{6,20}$'),
     account_name text not null check (account_name <> ''),
     branch text not null default '',
     logo text not null,
     position integer not null,
     is_active boolean not null default true,
     unique (bank_code, account_number)
   )`,

  `create table bank_promotions (
     id bigint generated always as identity primary key,
     bank_name text not null check (bank_name <> ''),
     title text not null check (title <> ''),
     description text not null default '',
     discount_type text not null check (discount_type in ('percentage', 'amount')),
     discount_value integer not null check (discount_value > 0),
     max_discount integer check (max_discount is null or max_discount > 0),
     min_order integer not null default 0 check (min_order >= 0),
     card_bins text[] not null default '{}'
       check (array_to_string(card_bins, ',') ~ '^([0-9]{4,8}(,[0-9]{4,8})*)?$'),
     payment_methods text[] not null default '{}',
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     is_active boolean not null default true,
     position integer not null default 0,
     check (ends_at > starts_at),
     check (discount_type <> 'percentage' or discount_value <= 100)
   )`,
  `create index bank_promotions_live_idx on bank_promotions (ends_at, position) where is_active`,

  `create table midtrans_tokens (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     saved_token_id text not null unique check (saved_token_id <> ''),
     masked_card text not null check (masked_card ~ '^[0-9]{6}-XXXX-[0-9]{4}$'),
     card_brand text not null,
     expiry_month smallint check (expiry_month between 1 and 12),
     expiry_year smallint check (expiry_year between 2000 and 2199),
     token_expires_at timestamptz,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  // One row per card and member: saving the same card again refreshes its token.
  `create unique index midtrans_tokens_card on midtrans_tokens (user_id, masked_card)`,

  `create table payment_notifications (
     id bigint generated always as identity primary key,
     order_ref text not null,
     transaction_id text not null,
     transaction_status text not null,
     status_code text not null,
     fraud_status text not null default '',
     payment_type text not null,
     gross_amount integer not null,
     body jsonb not null,
     received_at timestamptz not null,
     outcome text check (outcome in ('applied', 'ignored', 'rejected')),
     outcome_reason text,
     constraint payment_notifications_once
       unique (order_ref, transaction_id, transaction_status, status_code, fraud_status)
   )`,
  `create index payment_notifications_order_idx on payment_notifications (order_ref, received_at)`,

  `create table gateway_card_tokens (
     id bigint generated always as identity primary key,
     token_id text not null unique,
     kind text not null check (kind in ('single_use', 'saved')),
     masked_card text not null check (masked_card ~ '^[0-9]{6}-[0-9]{4}$'),
     card_brand text not null,
     expiry_month smallint not null check (expiry_month between 1 and 12),
     expiry_year smallint not null check (expiry_year between 2000 and 2199),
     created_at timestamptz not null,
     expires_at timestamptz not null,
     used_at timestamptz
   )`,

  `create table gateway_transactions (
     id bigint generated always as identity primary key,
     transaction_id uuid not null unique,
     order_ref text not null,
     payment_type text not null,
     channel text not null,
     gross_amount integer not null check (gross_amount > 0),
     status text not null,
     fraud_status text not null default 'accept',
     status_code text not null,
     va_number text,
     payment_code text,
     qr_string text,
     card_token_id text,
     masked_card text,
     card_brand text,
     three_ds text not null default 'none' check (three_ds in ('none', 'required', 'passed', 'failed')),
     save_card boolean not null default false,
     saved_token_id text,
     installment_term smallint,
     customer_phone text,
     callback_url text,
     request jsonb not null,
     transaction_time timestamptz not null,
     expiry_time timestamptz not null,
     settlement_time timestamptz,
     updated_at timestamptz not null
   )`,
  // One live transaction per order: a new charge is allowed once the last one has failed.
  `create unique index gateway_transactions_live_order on gateway_transactions (order_ref)
     where status in ('pending', 'authorize', 'capture', 'settlement', 'challenge')`,
  `create index gateway_transactions_order_idx on gateway_transactions (order_ref, transaction_time desc)`,
  `create index gateway_transactions_va_idx on gateway_transactions (va_number) where va_number is not null`,
  `create index gateway_transactions_code_idx on gateway_transactions (payment_code) where payment_code is not null`,
];

type MethodSeed = [
  code: string,
  name: string,
  category: 'credit_card' | 'bank_transfer' | 'other',
  position: number,
  availableFor: string,
  extra?: { listed?: boolean; min?: number; max?: number; terms?: string; description?: string },
];

/** The methods of 000 §9 and QRIS, in the chooser's order. Logos are `/media/payments/<code>.svg`. */
const METHODS: MethodSeed[] = [
  [
    'credit_debit_card',
    'Kartu Kredit/Debit',
    'credit_card',
    10,
    '{website,store}',
    { min: 10_000 },
  ],
  ['gpn', 'Kartu Debit GPN', 'credit_card', 20, '{website}', { min: 10_000 }],
  ['doku_card', 'DOKU Kartu Kredit', 'credit_card', 30, '{website}', { min: 10_000 }],
  ['bca_virtual_account', 'BCA Virtual Account', 'bank_transfer', 40, '{website}', { min: 10_000 }],
  [
    'permata_virtual_account',
    'Permata Virtual Account',
    'bank_transfer',
    50,
    '{website}',
    { min: 10_000 },
  ],
  [
    'bank_transfer',
    'Transfer Bank (BCA, Mandiri)',
    'bank_transfer',
    60,
    '{website}',
    { min: 10_000, description: 'Transfer manual, konfirmasi dengan bukti transfer' },
  ],
  ['cimb_clicks', 'CIMB Clicks', 'bank_transfer', 70, '{website}', { min: 10_000 }],
  ['gopay', 'GoPay', 'other', 80, '{website,store}', { min: 1_000, max: 10_000_000 }],
  ['ovo', 'OVO', 'other', 90, '{website,store}', { min: 10_000, max: 10_000_000 }],
  ['qris', 'QRIS', 'other', 100, '{website,store}', { min: 1_000, max: 10_000_000 }],
  ['linkaja', 'LinkAja', 'other', 110, '{website}', { min: 1_000, max: 10_000_000 }],
  ['indomaret', 'Indomaret', 'other', 120, '{website}', { min: 10_000, max: 5_000_000 }],
  [
    'kredivo',
    'Kredivo',
    'other',
    130,
    '{website}',
    { min: 10_000, max: 30_000_000, terms: '{1,3,6,12}', description: 'Bayar nanti atau cicil' },
  ],
  ['vospay', 'Vospay', 'other', 140, '{website}', { min: 10_000, max: 30_000_000 }],
  ['cash_on_delivery', 'Bayar di Tempat (COD)', 'other', 150, '{website}', { max: 3_000_000 }],
  ['free_order', 'Gratis', 'other', 160, '{website,store}', { listed: false, max: 0 }],
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

const methodRows = METHODS.map(
  ([code, name, category, position, availableFor, extra = {}]) =>
    `(${quote(code)}, ${quote(name)}, ${quote(category)}, ${quote(`/media/payments/${code}.svg`)}, ${position}, ${quote(availableFor)}, ${extra.listed ?? true}, ${extra.min ?? 0}, ${extra.max ?? 'null'}, ${quote(extra.terms ?? '{}')}, ${quote(extra.description ?? '')})`,
).join(',\n     ');

const SEEDS = [
  `insert into payment_methods
     (code, name, category, logo, position, available_for, is_listed, min_amount, max_amount,
      installment_terms, description)
   values
     ${methodRows}`,
  // 000 §9: three company accounts, one BCA and two Mandiri; the numbers are the shop's own.
  `insert into company_bank_accounts
     (bank_code, bank_name, account_number, account_name, branch, logo, position)
   values
     ('bca', 'BCA', '5425089931', 'PT Kilau Cantik Indonesia', 'KCU Sudirman', '/media/payments/bank-bca.svg', 1),
     ('mandiri', 'MANDIRI', '1220008843127', 'PT Kilau Cantik Indonesia', 'KCP Jakarta Senayan', '/media/payments/bank-mandiri.svg', 2),
     ('mandiri', 'MANDIRI', '1220008843135', 'PT Kilau Cantik Indonesia', 'KCP Jakarta Kuningan', '/media/payments/bank-mandiri.svg', 3)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...STATEMENTS, ...SEEDS]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'gateway_transactions',
    'gateway_card_tokens',
    'payment_notifications',
    'midtrans_tokens',
    'bank_promotions',
    'company_bank_accounts',
    'payment_methods',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
