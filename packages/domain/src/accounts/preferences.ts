import { z } from '../shared/zod';
import { LOCALES, DEFAULT_LOCALE } from '../shared/locale';
import {
  ORDER_MESSAGE_CHANNELS,
  ORDER_MESSAGE_KINDS,
  type OrderMessageSwitches,
} from './message-kinds';

/** Channels a member may get notices on (order updates, promotions). */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A member's preferences (001 §7 `POST /user/me/preferences`), as stored and answered. */
export const MemberPreferencesSchema = z.object({
  /** Newsletter consent; `newsletter_consented_at` records when it was last given. */
  newsletter: z.boolean(),
  newsletter_consented_at: z.string().nullable(),
  /**
   * Asked for but not yet confirmed from the double opt-in mail (an unverified address). The
   * newsletter's subscription is the source of truth; these three fields mirror it.
   */
  newsletter_pending: z.boolean(),
  language: z.enum(LOCALES),
  notifications: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    push: z.boolean(),
  }),
  /** Order messages the member stopped, per kind and channel (issue 25); absent means on. */
  messages: z.partialRecord(
    z.enum(ORDER_MESSAGE_KINDS),
    z.partialRecord(z.enum(ORDER_MESSAGE_CHANNELS), z.boolean()),
  ),
});
export type MemberPreferences = z.infer<typeof MemberPreferencesSchema>;

/** Nothing is opted into without asking: only e-mail notices (order updates) are on. */
export const DEFAULT_PREFERENCES: MemberPreferences = {
  newsletter: false,
  newsletter_consented_at: null,
  newsletter_pending: false,
  language: DEFAULT_LOCALE,
  notifications: { email: true, sms: false, whatsapp: false, push: false },
  messages: {},
};

/** What a member may send: any part of the preferences; unknown keys are refused. */
export const PreferencesUpdateSchema = z
  .object({
    newsletter: z.boolean(),
    language: z.enum(LOCALES, { error: 'option_invalid' }),
    notifications: MemberPreferencesSchema.shape.notifications.partial().strict(),
    messages: z.partialRecord(
      z.enum(ORDER_MESSAGE_KINDS, { error: 'option_invalid' }),
      z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }).partial().strict(),
    ),
  })
  .partial()
  .strict();
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

/** Stored preferences read leniently: anything missing or malformed takes the default. */
export function readPreferences(stored: unknown): MemberPreferences {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const field = <K extends keyof MemberPreferences>(key: K): MemberPreferences[K] => {
    const parsed = MemberPreferencesSchema.shape[key].safeParse(source[key]);
    return parsed.success ? (parsed.data as MemberPreferences[K]) : DEFAULT_PREFERENCES[key];
  };
  const notifications = source.notifications as Record<string, unknown> | undefined;
  return {
    newsletter: field('newsletter'),
    newsletter_consented_at: field('newsletter_consented_at'),
    newsletter_pending: field('newsletter_pending'),
    language: field('language'),
    notifications: Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => {
        const value = notifications?.[channel];
        return [
          channel,
          typeof value === 'boolean' ? value : DEFAULT_PREFERENCES.notifications[channel],
        ];
      }),
    ) as MemberPreferences['notifications'],
    messages: field('messages'),
  };
}

/**
 * The preferences after an update. Turning the newsletter on records the moment of consent
 * (`now`); turning it off clears it; sending it on again keeps the first moment.
 */
export function mergePreferences(
  current: MemberPreferences,
  update: PreferencesUpdate,
  now: Date,
): MemberPreferences {
  const newsletter = update.newsletter ?? current.newsletter;
  const consentedAt = !newsletter
    ? null
    : current.newsletter
      ? current.newsletter_consented_at
      : now.toISOString();
  return {
    newsletter,
    newsletter_consented_at: consentedAt,
    newsletter_pending: newsletter && current.newsletter_pending,
    language: update.language ?? current.language,
    notifications: { ...current.notifications, ...update.notifications },
    messages: mergeSwitches(current.messages, update.messages),
  };
}

/** Each kind's switches after an update: the channels sent replace theirs, the rest stay. */
function mergeSwitches(
  current: OrderMessageSwitches,
  update: OrderMessageSwitches | undefined,
): OrderMessageSwitches {
  const merged: OrderMessageSwitches = { ...current };
  for (const kind of ORDER_MESSAGE_KINDS) {
    if (update?.[kind]) merged[kind] = { ...current[kind], ...update[kind] };
  }
  return merged;
}
