import { ok, refuse, type Result } from '../shared/result';

/**
 * Promotion options of the bag (000 §4). Voucher and beauty points are mutually exclusive, and
 * applying any promotion option clears the others. The paper-bag voucher is a separate,
 * selectable add-on, so it survives (see report).
 */
export type PromotionState = {
  voucher: { id?: string; code: string } | null;
  points: number | null;
  freeProductVoucherId: string | null;
  paperBagVoucherId: string | null;
};

export type PromotionOption =
  | { kind: 'voucher'; code: string; id?: string }
  | { kind: 'points'; points: number }
  | { kind: 'free_product'; voucherId: string };

export const NO_PROMOTION: PromotionState = {
  voucher: null,
  points: null,
  freeProductVoucherId: null,
  paperBagVoucherId: null,
};

/** The state after applying one option: the others are cleared. */
export function applyPromotionOption(
  state: PromotionState,
  option: PromotionOption,
): PromotionState {
  const cleared: PromotionState = { ...NO_PROMOTION, paperBagVoucherId: state.paperBagVoucherId };
  switch (option.kind) {
    case 'voucher':
      return {
        ...cleared,
        voucher: { code: option.code, ...(option.id ? { id: option.id } : {}) },
      };
    case 'points':
      return { ...cleared, points: option.points };
    case 'free_product':
      return { ...cleared, freeProductVoucherId: option.voucherId };
  }
}

/** Which applied options a new one clears (to send the matching DELETE calls). */
export function promotionsClearedBy(
  state: PromotionState,
  option: PromotionOption,
): PromotionOption['kind'][] {
  const applied: Array<[PromotionOption['kind'], boolean]> = [
    ['voucher', state.voucher !== null],
    ['points', state.points !== null],
    ['free_product', state.freeProductVoucherId !== null],
  ];
  return applied.filter(([kind, on]) => on && kind !== option.kind).map(([kind]) => kind);
}

/** The paper-bag voucher toggles on its own. */
export const togglePaperBag = (state: PromotionState, voucherId: string): PromotionState => ({
  ...state,
  paperBagVoucherId: state.paperBagVoucherId === voucherId ? null : voucherId,
});

/** A voucher code with all whitespace removed; empty gives 'Kode Voucher harus diisi' (000 §5). */
export function normalizeVoucherCode(
  input: string | null | undefined,
): Result<string, 'voucher_code_required'> {
  const code = (input ?? '').replace(/\s+/g, '');
  return code === '' ? refuse('voucher_code_required') : ok(code);
}

/** Voucher redemption: members only, code normalised (000 §5, §6). */
export function prepareVoucherRedemption(input: {
  code: string | null | undefined;
  loggedIn: boolean;
}): Result<string, 'voucher_requires_login' | 'voucher_code_required'> {
  if (!input.loggedIn) return refuse('voucher_requires_login');
  return normalizeVoucherCode(input.code);
}

/**
 * Beauty-points redemption: members only, and a nonzero whole number of points, else nothing is
 * sent (000 §5). Points above the balance are refused when the balance is known.
 */
export function preparePointsRedemption(input: {
  points: number | null | undefined;
  loggedIn: boolean;
  balance?: number;
}): Result<number, 'points_requires_login' | 'points_zero' | 'points_exceed_balance'> {
  if (!input.loggedIn) return refuse('points_requires_login');
  const points = input.points ?? 0;
  if (!Number.isInteger(points) || points <= 0) return refuse('points_zero');
  if (input.balance !== undefined && points > input.balance) return refuse('points_exceed_balance');
  return ok(points);
}
