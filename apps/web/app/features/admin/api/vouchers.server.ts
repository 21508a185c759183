import type { VoucherCreateInput, VoucherUpdateInput } from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { AdminVoucher, PromotionTargetOptions } from '../types';

/** The back office's voucher API (docs/design/back-office.md "Promotions"). */
export const VOUCHER_API = {
  vouchers: '/api/admin/vouchers',
  voucher: (id: number) => `/api/admin/vouchers/${id}`,
  assign: (id: number) => `/api/admin/vouchers/${id}/assign`,
  targets: '/api/admin/promotion-targets',
} as const;

export type VoucherPage = { vouchers: AdminVoucher[]; total: number | null };

/** One page of vouchers; null when the API does not answer. */
export async function listVouchers(
  api: ApiClient,
  query: { q?: string; status?: string; skip?: number; limit?: number },
): Promise<VoucherPage | null> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const result = await api.get<AdminVoucher[]>(`${VOUCHER_API.vouchers}?${params}`);
  if (!result.ok) return null;
  return { vouchers: result.data, total: result.meta.total ?? null };
}

/** One voucher, or the API's status (404 for none). */
export async function getVoucher(
  api: ApiClient,
  id: number,
): Promise<{ ok: true; voucher: AdminVoucher } | { ok: false; status: number }> {
  const result = await api.get<AdminVoucher>(VOUCHER_API.voucher(id));
  return result.ok ? { ok: true, voucher: result.data } : { ok: false, status: result.status };
}

export async function promotionTargets(api: ApiClient): Promise<PromotionTargetOptions | null> {
  const result = await api.get<PromotionTargetOptions>(VOUCHER_API.targets);
  return result.ok ? result.data : null;
}

export async function createVoucher(
  api: ApiClient,
  input: VoucherCreateInput,
): Promise<Answer<AdminVoucher>> {
  return toAnswer(await api.post<AdminVoucher>(VOUCHER_API.vouchers, input));
}

/** A change at the `version` the form was read at: a stale one is a 409. */
export async function updateVoucher(
  api: ApiClient,
  id: number,
  change: VoucherUpdateInput,
): Promise<Answer<AdminVoucher>> {
  return toAnswer(
    await api.request<AdminVoucher>(VOUCHER_API.voucher(id), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    }),
  );
}

export async function assignVoucher(
  api: ApiClient,
  id: number,
  emails: string[],
): Promise<Answer<AdminVoucher>> {
  return toAnswer(await api.post<AdminVoucher>(VOUCHER_API.assign(id), { emails }));
}
