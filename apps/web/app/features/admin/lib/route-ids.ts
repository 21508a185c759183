import { data } from 'react-router';

/**
 * The record id a back-office address names (`/admin/support/12`): a whole number from 1, or the
 * not-found page for anything else.
 */
export function recordIdOr404(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}
