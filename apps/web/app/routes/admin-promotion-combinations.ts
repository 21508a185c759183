import { findCombinations } from '~/features/admin/api/promotions-api.server';
import { staffContext } from '~/features/admin/api/staff-session.server';
import type { Route } from './+types/admin-promotion-combinations';

/**
 * /admin/promotion-combinations?q=… (no page): the promotion forms' combination picker searches
 * here as the staff member types. The API guards it (`promotions.write`); anyone else gets none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const q = (staff.url.searchParams.get('q') ?? '').trim().slice(0, 60);
  return findCombinations(staff.api, { q });
}
