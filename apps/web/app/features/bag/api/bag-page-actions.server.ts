import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import {
  createPointsAmountSchema,
  createVoucherCodeSchema,
  pathAfterRemovingLine,
} from '@kilau/domain/cart';
import { translate } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import {
  BAG_FIELDS as F,
  BAG_INTENTS,
  type ClearedPromotion,
  type BagActionData,
  type BagIntent,
} from '../bag-intents';
import {
  addPaperBag,
  addSpecialPriceProduct,
  redeemPoints,
  redeemVoucher,
  removeLine,
  removePaperBag,
  removePoints,
  removeVoucher,
  updateLineQuantity,
  type LineRef,
} from './bag-writes.server';
import { bagText, type BagTextKey } from '~/features/bag/text/index';

export type BagActionInput = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a shopper whose session ended is sent: home with the login. */
  loginPath: string;
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const wholeNumber = (value: string): number | null => {
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
};

/** Voucher calls that fail without an answer say 'Terjadi kesalahan sistem' (000 §8). */
const VOUCHER_INTENTS: ReadonlySet<BagIntent> = new Set([
  BAG_INTENTS.applyVoucher,
  BAG_INTENTS.removeVoucher,
  BAG_INTENTS.paperBagOn,
  BAG_INTENTS.paperBagOff,
]);

const SUCCESS: Record<BagIntent, BagTextKey> = {
  [BAG_INTENTS.update]: 'orderQuantityUpdated',
  [BAG_INTENTS.remove]: 'orderLineRemoved',
  [BAG_INTENTS.applyVoucher]: 'orderVoucherApplied',
  [BAG_INTENTS.removeVoucher]: 'orderVoucherRemoved',
  [BAG_INTENTS.paperBagOn]: 'orderPaperBagAdded',
  [BAG_INTENTS.paperBagOff]: 'orderPaperBagRemoved',
  [BAG_INTENTS.applyPoints]: 'orderPointsApplied',
  [BAG_INTENTS.removePoints]: 'orderPointsRemoved',
  [BAG_INTENTS.addSpecialPrice]: 'orderSpecialPriceAdded',
};

function refused(
  intent: BagIntent,
  message: string,
  extra: { status?: number; target?: string; field?: string; errorCode?: string } = {},
) {
  const { status = 422, ...rest } = extra;
  return data<BagActionData>({ intent, ok: false, message, ...rest }, { status });
}

/**
 * An API answer as the page shows it: the success text (the API's own when it sends one, except
 * for the plain line changes, whose toast is the page's), the API's refusal message, or the
 * generic text when the call failed without one. A 401 sends the shopper to log in.
 */
function answer(
  input: BagActionInput,
  intent: BagIntent,
  result: ApiResult<unknown>,
  extra: { target?: string; cleared?: ClearedPromotion | undefined; field?: string } = {},
) {
  const { target, cleared, field } = extra;
  if (result.ok) {
    const message = bagText(SUCCESS[intent], input.locale);
    return data<BagActionData>({
      intent,
      ok: true,
      message,
      ...(target ? { target } : {}),
      ...(cleared ? { cleared } : {}),
    });
  }
  if (result.status === 401) throw redirect(input.loginPath);
  const failedWithoutAnswer = result.status === 0 || result.status >= 500 || !result.message;
  const fallback = VOUCHER_INTENTS.has(intent) ? 'system_error' : 'generic_retry';
  return refused(
    intent,
    failedWithoutAnswer ? translate(fallback, input.locale) : (result.message as string),
    {
      status: result.status || 503,
      ...(target ? { target } : {}),
      ...(field ? { field } : {}),
      ...(result.errorCode ? { errorCode: result.errorCode } : {}),
    },
  );
}

function lineFrom(form: FormData): LineRef | null {
  const line = {
    cartId: text(form, F.cartId),
    lineId: text(form, F.lineId),
    productId: text(form, F.productId),
    combinationId: text(form, F.combinationId),
  };
  const quantity = wholeNumber(text(form, F.quantity));
  if (!line.cartId || !line.lineId || !line.productId || !line.combinationId) return null;
  return { ...line, quantity: quantity ?? 1 };
}

async function updateQuantity(input: BagActionInput) {
  const intent = BAG_INTENTS.update;
  const line = lineFrom(input.form);
  const quantity = wholeNumber(text(input.form, F.quantity));
  if (!line) return refused(intent, translate('generic_retry', input.locale), { status: 400 });
  if (quantity === null || quantity < 1) {
    return refused(intent, bagText('orderQuantityInvalid', input.locale), {
      target: line.lineId,
    });
  }
  const result = await updateLineQuantity(input.api, { ...line, quantity });
  return answer(input, intent, result, { target: line.lineId });
}

async function remove(input: BagActionInput) {
  const intent = BAG_INTENTS.remove;
  const line = lineFrom(input.form);
  if (!line) return refused(intent, translate('generic_retry', input.locale), { status: 400 });
  const result = await removeLine(input.api, line);
  // 000 §4: removing a line while on shipping or payment returns to the bag.
  const back = result.ok ? pathAfterRemovingLine(text(input.form, F.from)) : null;
  if (back) throw redirect(back);
  return answer(input, intent, result, { target: line.lineId });
}

async function applyVoucher(input: BagActionInput) {
  const intent = BAG_INTENTS.applyVoucher;
  // The voucher field's own schema, as the page runs it in the browser.
  const form = schemaParse(createVoucherCodeSchema(input.locale))(input.form);
  if (!form.ok) {
    return refused(intent, form.fields[F.voucherCode] ?? translate('generic_retry', input.locale), {
      field: F.voucherCode,
    });
  }
  const code = form.data.voucher_code;
  const result = await redeemVoucher(input.api, code);
  const hadPoints = wholeNumber(text(input.form, F.appliedPoints)) ?? 0;
  return answer(input, intent, result, {
    target: code,
    field: F.voucherCode,
    cleared: hadPoints > 0 ? { kind: 'points', points: hadPoints } : undefined,
  });
}

async function dropVoucher(input: BagActionInput) {
  const intent = BAG_INTENTS.removeVoucher;
  const voucherId = text(input.form, F.voucherId);
  const cartId = text(input.form, F.cartId);
  if (!voucherId || !cartId) {
    return refused(intent, translate('system_error', input.locale), { status: 400 });
  }
  return answer(input, intent, await removeVoucher(input.api, { voucherId, cartId }));
}

async function paperBag(input: BagActionInput, on: boolean) {
  const intent = on ? BAG_INTENTS.paperBagOn : BAG_INTENTS.paperBagOff;
  if (!on) return answer(input, intent, await removePaperBag(input.api));
  const voucherId = text(input.form, F.voucherId);
  if (!voucherId) return refused(intent, translate('system_error', input.locale), { status: 400 });
  return answer(input, intent, await addPaperBag(input.api, voucherId));
}

async function applyPoints(input: BagActionInput) {
  const intent = BAG_INTENTS.applyPoints;
  // The points field's own schema; the balance and the bag's limit are the API's to check.
  const form = schemaParse(createPointsAmountSchema(input.locale))(input.form);
  if (!form.ok) {
    return refused(intent, form.fields[F.points] ?? translate('generic_retry', input.locale), {
      field: F.points,
    });
  }
  const result = await redeemPoints(input.api, form.data.points);
  const hadVoucher = text(input.form, F.appliedVoucherCode);
  return answer(input, intent, result, {
    field: F.points,
    cleared: hadVoucher ? { kind: 'voucher', code: hadVoucher } : undefined,
  });
}

async function dropPoints(input: BagActionInput) {
  const intent = BAG_INTENTS.removePoints;
  const points = wholeNumber(text(input.form, F.points)) ?? 0;
  const cartId = text(input.form, F.cartId);
  if (!cartId) return refused(intent, translate('generic_retry', input.locale), { status: 400 });
  return answer(input, intent, await removePoints(input.api, { points, cartId }));
}

async function addSpecialPrice(input: BagActionInput) {
  const intent = BAG_INTENTS.addSpecialPrice;
  const productId = text(input.form, F.productId);
  const combinationId = text(input.form, F.combinationId);
  const specialPriceVoucherId = text(input.form, F.specialPriceVoucherId);
  if (!productId || !combinationId || !specialPriceVoucherId) {
    return refused(intent, translate('generic_retry', input.locale), { status: 400 });
  }
  const result = await addSpecialPriceProduct(input.api, {
    productId,
    combinationId,
    specialPriceVoucherId,
  });
  return answer(input, intent, result, { target: productId });
}

/** The bag page's action: one dispatch by intent (unknown intents are a 400). */
export function handleBagAction(input: BagActionInput) {
  const intent = text(input.form, F.intent);
  switch (intent) {
    case BAG_INTENTS.update:
      return updateQuantity(input);
    case BAG_INTENTS.remove:
      return remove(input);
    case BAG_INTENTS.applyVoucher:
      return applyVoucher(input);
    case BAG_INTENTS.removeVoucher:
      return dropVoucher(input);
    case BAG_INTENTS.paperBagOn:
      return paperBag(input, true);
    case BAG_INTENTS.paperBagOff:
      return paperBag(input, false);
    case BAG_INTENTS.applyPoints:
      return applyPoints(input);
    case BAG_INTENTS.removePoints:
      return dropPoints(input);
    case BAG_INTENTS.addSpecialPrice:
      return addSpecialPrice(input);
    default:
      throw data(null, { status: 400 });
  }
}
