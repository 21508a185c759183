import type { Messages } from '../messages';
import { wholeNumber } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/**
 * The shop's feature toggles in the back office (`/admin/features`, permission
 * `settings.write`; docs/design/quick-tour.md): the switches the storefront and the API read
 * (`GET /feature-toggles/:key`, the bag's toggles), each switched on or off at the version read.
 */
export const AdminFeatureToggleSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  version: z.number(),
  updated_at: apiTimestamp(),
});
export type AdminFeatureToggle = z.infer<typeof AdminFeatureToggleSchema>;

/** `PATCH /api/admin/feature-toggles/:key`: the state wanted, at the version read. */
export const featureToggleSwitchSchema = (t: Messages) =>
  z.object({
    enabled: z.boolean({ error: t('validation_failed') }),
    version: wholeNumber({
      min: 1,
      max: 2_147_483_647,
      message: t('validation_failed'),
      coerce: false,
    }),
  });
export type FeatureToggleSwitch = z.infer<ReturnType<typeof featureToggleSwitchSchema>>;
