import { formatDateTime, formatRupiah } from '@kilau/domain';
import type { PaymentState } from '@kilau/domain/payment';
import { html, type Markup } from './html';
import { page } from './layout';
import type { SandboxPaths } from './sandbox-shapes';
import type { GatewayRow } from './sandbox.repository';
import { SANDBOX_OTP, TEST_CARDS } from './test-cards';

const METHOD_NAMES: Record<string, string> = {
  card: 'Credit / debit card',
  bca: 'BCA Virtual Account',
  permata: 'Permata Virtual Account',
  indomaret: 'Indomaret',
  gopay: 'GoPay',
  qris: 'QRIS',
  ovo: 'OVO',
  linkaja: 'LinkAja',
  kredivo: 'Kredivo',
  vospay: 'Vospay',
  gpn: 'GPN',
  doku_card: 'DOKU',
  cimb_clicks: 'CIMB Clicks',
};

export const methodName = (channel: string) => METHOD_NAMES[channel] ?? channel;

const state = (row: GatewayRow) => row.status as PaymentState;
const when = (date: Date | null) => (date ? `${formatDateTime(date, 'en')} WIB` : '—');

/** The transaction's facts: amount, method, the number or code to pay, status, times. */
export function transactionFacts(row: GatewayRow, paths: SandboxPaths): Markup {
  const qrKind = row.channel === 'gopay' ? 'gopay' : row.channel === 'qris' ? 'qris' : null;
  return html`<dl>
      <dt>Amount</dt>
      <dd class="big">${formatRupiah(row.gross_amount)}</dd>
      <dt>Method</dt>
      <dd>${methodName(row.channel)}</dd>
      <dt>Order</dt>
      <dd>${row.order_ref}</dd>
      ${row.va_number
        ? html`<dt>Virtual account</dt>
            <dd class="big">${row.va_number}</dd>`
        : ''}
      ${row.payment_code
        ? html`<dt>Payment code</dt>
            <dd class="big">${row.payment_code}</dd>`
        : ''}
      ${row.masked_card
        ? html`<dt>Card</dt>
            <dd>${row.masked_card.replace('-', ' •••• •••• ')} (${row.card_brand})</dd>`
        : ''}
      ${row.installment_term
        ? html`<dt>Term</dt>
            <dd>${row.installment_term === 1 ? '30 days' : `${row.installment_term} months`}</dd>`
        : ''}
      ${row.customer_phone
        ? html`<dt>Phone</dt>
            <dd>${row.customer_phone}</dd>`
        : ''}
      <dt>Status</dt>
      <dd><span class="status ${state(row)}">${state(row)}</span></dd>
      <dt>Created</dt>
      <dd>${when(row.transaction_time)}</dd>
      <dt>Pay before</dt>
      <dd>${when(row.expiry_time)}</dd>
      ${row.settlement_time
        ? html`<dt>Settled</dt>
            <dd>${when(row.settlement_time)}</dd>`
        : ''}
      <dt>Transaction</dt>
      <dd class="muted">${row.transaction_id}</dd>
    </dl>
    ${qrKind && row.qr_string
      ? html`<p>
          <img class="qr" alt="QR code to pay" src="${paths.qrCode(qrKind, row.transaction_id)}" />
        </p>`
      : ''}`;
}

/** The buttons a person may press now (none once the payment is decided). */
export function actionButtons(
  row: GatewayRow,
  paths: SandboxPaths,
  options: { back: 'transaction' | 'provider'; callbackUrl?: string | null; approveLabel?: string },
): Markup {
  const current = state(row);
  const open = ['pending', 'authorize', 'challenge'].includes(current);
  const canApprove =
    current === 'challenge' || current === 'capture' || (open && row.three_ds !== 'required');
  const button = (action: string, label: string) =>
    html`<form method="post" action="${paths.transaction(row.transaction_id)}/${action}">
      <input type="hidden" name="back" value="${options.back}" />
      ${options.callbackUrl
        ? html`<input type="hidden" name="callback_url" value="${options.callbackUrl}" />`
        : ''}
      <button class="${action}" type="submit">${label}</button>
    </form>`;
  return html`${canApprove
    ? button('approve', options.approveLabel ?? (current === 'capture' ? 'Settle' : 'Approve'))
    : ''}
  ${open ? button('decline', 'Decline') : ''}
  ${open && options.back === 'transaction' ? button('expire', 'Let it expire') : ''}
  ${open && row.three_ds === 'required'
    ? html`<p><a href="${paths.threeDs(row.transaction_id)}">Go to the 3-D Secure step</a></p>`
    : ''}`;
}

export function transactionPage(row: GatewayRow, paths: SandboxPaths, notice?: string): string {
  return page(
    `Transaction ${row.order_ref}`,
    html`<div class="card">
        <h1>Transaction</h1>
        ${notice ? html`<p><strong>${notice}</strong></p>` : ''} ${transactionFacts(row, paths)}
        ${actionButtons(row, paths, { back: 'transaction' })}
        <p class="muted">Each change is posted to the shop as a signed notification.</p>
      </div>
      <p><a href="${paths.root}">All transactions</a></p>`,
  );
}

export function indexPage(rows: GatewayRow[], paths: SandboxPaths, query: string): string {
  const cards = Object.entries(TEST_CARDS).map(
    ([, card]) =>
      html`<tr>
        <td>${card.number}</td>
        <td>${card.note}</td>
      </tr>`,
  );
  return page(
    'Transactions',
    html`<div class="card">
        <h1>Pay a transaction</h1>
        <form method="get" action="${paths.root}">
          <input
            name="q"
            value="${query}"
            placeholder="Virtual account, payment code or order"
            aria-label="Virtual account, payment code or order"
            size="40"
          />
          <button class="approve" type="submit">Find</button>
        </form>
      </div>
      <div class="card">
        <h2>${query ? `Found for “${query}”` : 'Latest transactions'}</h2>
        ${rows.length === 0
          ? html`<p class="muted">None.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Created</th>
                  <th>Order</th>
                  <th>Method</th>
                  <th>Amount</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr>
                      <td>${when(row.transaction_time)}</td>
                      <td>
                        <a href="${paths.transaction(row.transaction_id)}">${row.order_ref}</a>
                      </td>
                      <td>${methodName(row.channel)}</td>
                      <td>${formatRupiah(row.gross_amount)}</td>
                      <td><span class="status ${state(row)}">${state(row)}</span></td>
                    </tr>`,
                )}
              </tbody>
            </table>`}
      </div>
      <div class="card">
        <h2>Test cards</h2>
        <table>
          <tbody>
            ${cards}
          </tbody>
        </table>
        <p class="muted">
          Any future expiry and any CVV; the 3-D Secure password is ${SANDBOX_OTP}.
        </p>
      </div>`,
  );
}

export function threeDsPage(
  row: GatewayRow,
  paths: SandboxPaths,
  options: { callbackUrl: string | null; error?: string },
): string {
  return page(
    '3-D Secure',
    html`<div class="card">
      <h1>3-D Secure</h1>
      <p>Your bank sent a one-time password to confirm this payment.</p>
      ${transactionFacts(row, paths)}
      ${options.error ? html`<p><strong>${options.error}</strong></p>` : ''}
      <form method="post" action="${paths.threeDs(row.transaction_id)}">
        ${options.callbackUrl
          ? html`<input type="hidden" name="callback_url" value="${options.callbackUrl}" />`
          : ''}
        <label
          >One-time password
          <input
            name="otp"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength="12"
            required
            autofocus
        /></label>
        <button class="approve" type="submit">OK</button>
      </form>
      <p class="muted">Sandbox: ${SANDBOX_OTP} approves, anything else fails.</p>
    </div>`,
  );
}

/**
 * The 3-D Secure result: its script (served by the sandbox) tells the page that framed it —
 * `MidtransNew3ds.authenticate` in the shop — how it ended, as Midtrans' frame does.
 */
export function threeDsResultPage(
  row: GatewayRow,
  paths: SandboxPaths,
  result: Record<string, unknown>,
): string {
  const passed = row.status === 'capture' || row.status === 'challenge';
  return page(
    '3-D Secure',
    html`<div class="card">
      <h1>${passed ? 'Payment authorised' : 'Payment not authorised'}</h1>
      ${transactionFacts(row, paths)}
    </div>`,
    {
      script: html`<script
        src="${paths.root}/v2/assets/js/3ds-result.js"
        data-result="${JSON.stringify(result)}"
      ></script>`,
    },
  );
}

const PROVIDER_NOTES: Record<string, string> = {
  kredivo: 'Log in to Kredivo and confirm the purchase.',
  vospay: 'Confirm the purchase with your Vospay credit.',
  gpn: 'Confirm the payment with your GPN debit card.',
  doku_card: 'Confirm the card payment on DOKU.',
  cimb_clicks: 'Log in to CIMB Clicks and confirm the transfer.',
  linkaja: 'Confirm the payment in LinkAja.',
  gopay: 'The GoPay app asks you to pay this merchant.',
  qris: 'Your banking or e-wallet app scanned this QRIS code.',
  ovo: 'The OVO app on your phone asks you to confirm this payment.',
};

/** A provider's own page (redirects, LinkAja's form post, the e-wallet apps). */
export function providerPage(
  row: GatewayRow,
  paths: SandboxPaths,
  callbackUrl: string | null,
): string {
  return page(
    methodName(row.channel),
    html`<div class="card">
      <h1>${methodName(row.channel)}</h1>
      <p>${PROVIDER_NOTES[row.channel] ?? 'Confirm the payment.'}</p>
      ${transactionFacts(row, paths)}
      ${actionButtons(row, paths, { back: 'provider', callbackUrl, approveLabel: 'Pay' })}
    </div>`,
  );
}
