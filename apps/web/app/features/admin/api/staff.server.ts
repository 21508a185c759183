import type { StaffCreateInput } from '@kilau/domain/admin';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type { Staff, StaffRole } from '../types';
import { ADMIN_API } from './admin-paths';

/** Every staff account (admin), or null when the API does not answer the list. */
export async function listStaff(api: ApiClient): Promise<Staff[] | null> {
  const result = await api.get<Staff[]>(ADMIN_API.staff);
  return result.ok ? result.data : null;
}

export async function createStaff(api: ApiClient, input: StaffCreateInput): Promise<Answer<Staff>> {
  return toAnswer(await api.post<Staff>(ADMIN_API.staff, input));
}

/** A change at the `version` the table was read at: a stale one is a 409. */
export async function updateStaff(
  api: ApiClient,
  id: number,
  change: { version: number; role?: StaffRole; locked?: boolean },
): Promise<Answer<Staff>> {
  return toAnswer(
    await api.request<Staff>(ADMIN_API.staffMember(id), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    }),
  );
}

export async function resetTotp(
  api: ApiClient,
  id: number,
  version: number,
): Promise<Answer<Staff>> {
  return toAnswer(await api.post<Staff>(ADMIN_API.resetTotp(id), { version }));
}
