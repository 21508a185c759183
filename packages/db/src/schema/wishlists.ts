import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** One wishlisted combination of a member (migration 0013); unique per (member, combination). */
export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  combination_id: number;
  /** Defaults to now() when not given. */
  created_at: Timestamp;
}
