import { useRouteLoaderData } from 'react-router';
import type { Member } from '../types';

/** The signed-in member from the root loader, or null for a guest. */
export function useMember(): Member | null {
  const data = useRouteLoaderData('root') as { member?: Member | null } | undefined;
  return data?.member ?? null;
}
