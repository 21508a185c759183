import type { Locale } from '@kilau/domain';
import {
  createChangePasswordSchema,
  createProfileSchema,
  MEMBER_TAG_TYPES,
  MemberTagsUpdateSchema,
  toFieldErrors,
  type ChangePasswordInput,
  type MemberTagsUpdate,
  type ProfileInput,
  ORDER_MESSAGE_CHANNELS,
  ORDER_MESSAGE_KINDS,
  type OrderMessageChannel,
  type OrderMessageKind,
  type PreferencesUpdate,
} from '@kilau/domain/accounts';
import { phoneFieldValue } from '~/lib/phone-input';

/**
 * The account page's forms as the domain's schemas read them, for the browser (checks on
 * input, blur and submit) and the route action (the same checks again before the API call).
 */

export const PROFILE_INTENT = 'update-profile';
export const PASSWORD_INTENT = 'change-password';
export const TAGS_INTENT = 'update-tags';
export const NEWSLETTER_INTENT = 'update-newsletter';
export const MESSAGES_INTENT = 'update-messages';
export type AccountIntent =
  | typeof PROFILE_INTENT
  | typeof PASSWORD_INTENT
  | typeof TAGS_INTENT
  | typeof NEWSLETTER_INTENT
  | typeof MESSAGES_INTENT;

/** `POST /api/users/me/image` takes the profile photo; the picker offers the kinds it accepts. */
export const PROFILE_IMAGE_PATH = '/api/users/me/image';
export const PROFILE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** What the account page's action answers; the form with the same intent shows it. */
export type AccountActionData = { intent: AccountIntent } & (
  | { ok: true; message: string }
  | {
      ok: false;
      message?: string;
      fields?: Record<string, string>;
      /** The refused profile as typed, so a page rendered without JavaScript keeps it. */
      values?: Record<string, string>;
    }
);

export const isAccountAnswer = (
  value: unknown,
  intent: AccountIntent,
): value is AccountActionData =>
  (value as Partial<AccountActionData> | undefined)?.intent === intent;

/** The text fields of a submitted form (never the passwords), to show a refused form again. */
export const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !entry[0].includes('password'),
    ),
  );

/** Social links the profile form offers (each a web address; empty slots are not sent). */
export const SOCIAL_LINK_SLOTS = 3;
export const socialLinkField = (slot: number) => `social_links.${slot}.url`;

type Parsed<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The slots that hold a link, in order: the payload's index k is the form's slot `slots[k]`. */
const filledSlots = (form: FormData) =>
  Array.from({ length: SOCIAL_LINK_SLOTS }, (_, slot) => ({
    slot,
    url: (textOf(form, socialLinkField(slot)) ?? '').trim(),
  })).filter((entry) => entry.url !== '');

/** `social_links.{k}.url` (payload) → `social_links.{slot}.url` (the form's field). */
export function toProfileFormFields(
  fields: Record<string, string>,
  slots: readonly number[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => {
      const match = /^social_links\.(\d+)(?:\.url)?$/.exec(key);
      const slot = match ? slots[Number(match[1])] : undefined;
      return [slot === undefined ? key : socialLinkField(slot), message];
    }),
  );
}

/** The profile form as `PUT /users/{id}` takes it, checked by `createProfileSchema`. */
export function parseProfileForm(
  form: FormData,
  locale: Locale,
): Parsed<ProfileInput> & { slots: number[] } {
  const links = filledSlots(form);
  const slots = links.map((link) => link.slot);
  const parsed = createProfileSchema(locale).safeParse({
    user_name: textOf(form, 'user_name'),
    first_name: textOf(form, 'first_name'),
    last_name: textOf(form, 'last_name'),
    email: textOf(form, 'email'),
    phone_no: phoneFieldValue(textOf(form, 'phone_no')),
    salute_id: textOf(form, 'salute_id'),
    date_of_birth: textOf(form, 'date_of_birth'),
    bio: textOf(form, 'bio'),
    social_links: links.map(({ url }) => ({ url })),
  });
  return parsed.success
    ? { ok: true, data: parsed.data, slots }
    : { ok: false, fields: toProfileFormFields(toFieldErrors(parsed.error), slots), slots };
}

/** The change-password form, checked by `createChangePasswordSchema`. */
export function parsePasswordForm(form: FormData, locale: Locale): Parsed<ChangePasswordInput> {
  const parsed = createChangePasswordSchema(locale).safeParse({
    old_password: textOf(form, 'old_password'),
    new_password: textOf(form, 'new_password'),
    confirm_password: textOf(form, 'confirm_password'),
  });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fields: toFieldErrors(parsed.error) };
}

/**
 * The beauty-profile form: the chosen tag ids of each kind (checkbox groups named `beauty` and
 * `interest`), each kind checked by the schema `POST /user/me/tags` takes.
 */
export function parseTagsForm(form: FormData): MemberTagsUpdate[] | null {
  const updates: MemberTagsUpdate[] = [];
  for (const type of MEMBER_TAG_TYPES) {
    const parsed = MemberTagsUpdateSchema.safeParse({
      type,
      tags: [...new Set(form.getAll(type).map(Number))],
    });
    if (!parsed.success) return null;
    updates.push(parsed.data);
  }
  return updates;
}

/** The newsletter switch sends the wanted state: `newsletter=true` or `newsletter=false`. */
export const parseNewsletterForm = (form: FormData): boolean | null => {
  const value = form.get('newsletter');
  return value === 'true' ? true : value === 'false' ? false : null;
};

/** A switch's field name on the order-messages form: `channel.email`, `email.order_placed`. */
export const channelField = (channel: OrderMessageChannel) => `channel.${channel}`;
export const kindField = (channel: OrderMessageChannel, kind: OrderMessageKind) =>
  `${channel}.${kind}`;

/**
 * The order-messages form as a preferences update: every channel and every kind × channel is
 * on the form, so a box left unticked is a switch turned off (works without JavaScript).
 */
export function parseMessagesForm(form: FormData): PreferencesUpdate {
  const on = (name: string) => form.get(name) === 'on';
  const notifications = Object.fromEntries(
    ORDER_MESSAGE_CHANNELS.map((channel) => [channel, on(channelField(channel))]),
  ) as Record<OrderMessageChannel, boolean>;
  const messages = Object.fromEntries(
    ORDER_MESSAGE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        ORDER_MESSAGE_CHANNELS.map((channel) => [channel, on(kindField(channel, kind))]),
      ),
    ]),
  ) as NonNullable<PreferencesUpdate['messages']>;
  return { notifications, messages };
}
