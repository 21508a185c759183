import { createAuthenticityBatchSchema } from '@kilau/domain/authenticity';
import type { Locale } from '@kilau/domain';
import { schemaParse } from '~/hooks/schema-parse';

/** The batch form's intents (`/admin/authenticity`, `/admin/authenticity/:id`). */
export const AUTHENTICITY_INTENTS = { create: 'create-batch', printed: 'mark-printed' } as const;

/** The new-batch form, read by the domain's schema in the browser and in the route's action. */
export const parseAuthenticityBatch = (locale: Locale) =>
  schemaParse(createAuthenticityBatchSchema(locale));
