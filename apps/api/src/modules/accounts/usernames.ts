import { USERNAME_SUGGESTION_COUNT, usernameCandidates } from '@kilau/domain/accounts';
import type { AccountsRepository } from './accounts.repository';

/** Candidate pools tried in turn: a small one nearly always has enough free names. */
const POOLS = [USERNAME_SUGGESTION_COUNT * 6, USERNAME_SUGGESTION_COUNT * 60];

/**
 * Free usernames derived from a wanted one (the domain's candidates minus the taken ones), in the
 * candidates' order: the same answer for the same database.
 */
export async function freeUsernames(
  accounts: Pick<AccountsRepository, 'takenUsernames'>,
  wanted: string,
  count = USERNAME_SUGGESTION_COUNT,
): Promise<string[]> {
  let free: string[] = [];
  for (const size of POOLS) {
    const candidates = usernameCandidates(wanted, size);
    const taken = await accounts.takenUsernames(candidates);
    free = candidates.filter((name) => !taken.has(name.toLowerCase()));
    if (free.length >= count) break;
  }
  return free.slice(0, count);
}
