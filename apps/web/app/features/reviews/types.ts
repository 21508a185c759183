import type { z } from 'zod';
import type {
  RatingTypeSchema,
  ReviewSchema,
  ReviewStatsSchema,
  ReviewVoteSchema,
} from '@kilau/domain/reviews';

/** The review calls' answers as the storefront reads them (ADR 0020; docs/design/reviews.md). */
export type RatingType = z.infer<typeof RatingTypeSchema>;
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;
export type ReviewVote = z.infer<typeof ReviewVoteSchema>;

/** A review's photo: its stored name, where it is served, and its caption. */
export type ReviewPhoto = { name: string; url: string; description: string };

/** A review (001 §3), with its photos. */
export type Review = z.infer<typeof ReviewSchema> & { images?: ReviewPhoto[] };

/** A shopper's photo in the product's strip (001 §9: seven shown). */
export type UserPhoto = {
  review_id: string;
  url: string;
  description: string;
  user_name: string;
  created_at: string;
};

/** A combination the wizard offers, with the member's review of it (if written). */
export type ReviewableCombination = {
  id: string;
  label: string;
  hex: string | null;
  review_id: string | null;
  is_verified_purchase: boolean;
};

export type ReviewSort = 'newest' | 'helpful' | 'highest' | 'lowest';

/** The list's filter (001 §7 reviews v2). */
export type ReviewFilter = {
  rating: number | null;
  withImages: boolean;
  verified: boolean;
  tag: string | null;
};

export type ReportReason = 'spam' | 'offensive' | 'misleading' | 'not_about_product' | 'other';

/** A pre-signed upload for one photo (001 §7: GET the URL, then PUT the file). */
export type UploadTicket = {
  name: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
};

/** The product a review is written for, as the wizard shows it. */
export type WizardProduct = { id: number; name: string; image: string | null };
