import { apiTimestamp } from '../shared/response';
import { MANDATORY_PROFILE_FIELDS, OTP_METHODS, OTP_SCOPES } from './constants';
import { MEMBER_TAG_SOURCES } from './member-tags';
import { MemberPreferencesSchema } from './preferences';
import { SIGN_ON_STATES } from './sign-on';
import { BadgeSchema } from '../rewards/responses';
import { z } from '../shared/zod';

/**
 * What the accounts, addresses and regions calls answer (ADR 0020): the API's response schemas
 * and the web's types, written once.
 */

/** A place of an address: the official region code and its name. */
export const PlaceSchema = z.object({ id: z.string(), name: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

/** The regions the address form's pickers list, one schema per level (`/api/provinces` …). */
export const ProvinceSchema = PlaceSchema;
export const CitySchema = PlaceSchema.extend({ province_id: z.string() });
export const DistrictSchema = PlaceSchema.extend({ city_id: z.string() });
export const SubdistrictSchema = PlaceSchema.extend({
  district_id: z.string(),
  postal_code: z.string().nullable(),
});
export const CountrySchema = PlaceSchema.extend({ is_default: z.boolean() });

/** A region any picker offers: a place, with the village's postal code when it has one. */
export type Region = Place & { postal_code?: string | null };

/** The Address entity of 000 §3 / 001 §3, plus the map pin and the Papua alert flag. */
export const SavedAddressSchema = z.object({
  _id: z.string(),
  title: z.string(),
  contact: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address1: z.string(),
  address2: z.string(),
  country: PlaceSchema,
  province: PlaceSchema,
  city: PlaceSchema,
  district: PlaceSchema,
  subdistrict: PlaceSchema.nullable(),
  zipcode: z.string(),
  phone: z.string(),
  default: z.boolean(),
  is_default: z.boolean(),
  /** The checkout's choice; addresses are not selected until the cart links one. */
  is_selected: z.boolean(),
  /** When the address was added (ISO 8601, UTC). */
  date: apiTimestamp(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Delivery to the Papua provinces takes longer: the web shows the Papua alert. */
  papua_notice: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** A beauty or interest tag of the member, as `user/me` answers it under `tags.beauty` / `.interest`. */
export const MemberTagViewSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type MemberTag = z.infer<typeof MemberTagViewSchema>;

/** A tag a member may choose (`GET /user/tags/options`), with its catalogue type. */
export const MemberTagOptionSchema = MemberTagViewSchema.extend({
  type: z.enum([...MEMBER_TAG_SOURCES.beauty, ...MEMBER_TAG_SOURCES.interest]),
});
export type MemberTagOption = z.infer<typeof MemberTagOptionSchema>;

/**
 * The User of 001 §3 as `GET /api/accounts/user/me` (and the profile calls) answer it: the
 * profile, `name`, `image`, the beauty and interest tags, the preferences, and
 * `missing_fields` / `is_profile_complete` (mandatory info still empty: the web sends the member
 * to /complete-profile while it is not complete).
 */
export const MemberViewSchema = z.object({
  id: z.number(),
  _id: z.string(),
  email: z.string(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** First and last name, joined. */
  name: z.string(),
  gender: z.enum(['Female', 'Male']).nullable(),
  salute: z.enum(['Ms', 'Mr']).nullable(),
  phone_no: z.string().nullable(),
  /** A day, `1995-02-28`, or null. */
  date_of_birth: z.string().nullable(),
  acquisition_source: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string(),
  social_links: z.array(z.looseObject({ url: z.string(), type: z.string().optional() })),
  is_agree_to_legal_statements: z.boolean(),
  coachmark_visited: z.array(z.string()),
  is_verified_phone: z.boolean(),
  is_verified_email: z.boolean(),
  role: z.enum(['member', 'operator']),
  has_password: z.boolean(),
  created_at: apiTimestamp(),
  /** The beauty profile (skin type, concerns) and interests (benefits, ingredients). */
  tags: z.object({ beauty: z.array(MemberTagViewSchema), interest: z.array(MemberTagViewSchema) }),
  preferences: MemberPreferencesSchema,
  missing_fields: z.array(z.enum(MANDATORY_PROFILE_FIELDS)),
  is_profile_complete: z.boolean(),
});
export type MemberView = z.infer<typeof MemberViewSchema>;

/** `GET /profile`: a member's public face by username — never the e-mail or phone. */
export const PublicProfileSchema = MemberViewSchema.pick({
  user_name: true,
  name: true,
  first_name: true,
  image: true,
  bio: true,
  social_links: true,
}).extend({
  /** The member's badges (001 §1 "Badges and rewards"; up to 100), public like the rest. */
  badges: z.array(BadgeSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * The welcome voucher a new member is given: the vouchers module's member voucher, passed
 * through as it is (the account's voucher list shows the same). The sign-in dialogs name it by
 * `name`, else `code`.
 */
export const WelcomeVoucherSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
});
export type WelcomeVoucher = z.infer<typeof WelcomeVoucherSchema>;

/** `POST /auth/login`: the member; the session `token` only with `?transport=bearer`. */
export const LoginAnswerSchema = z.object({
  user: MemberViewSchema,
  token: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** `POST /auth/register` (201): the new member and their welcome voucher (null when none runs). */
export const RegisterAnswerSchema = LoginAnswerSchema.extend({
  voucher: WelcomeVoucherSchema.nullable(),
});
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

/**
 * `POST /auth/login/{provider}` (200, or 201 for a new member): like a registration, plus
 * whether the member is new and the mandatory fields still empty (non-empty: /complete-profile).
 */
export const SocialLoginAnswerSchema = RegisterAnswerSchema.extend({
  is_new_member: z.boolean(),
  missing_fields: MemberViewSchema.shape.missing_fields,
});
export type SocialLoginAnswer = z.infer<typeof SocialLoginAnswerSchema>;

/** `POST /auth/username/suggestions`: whether the wanted name is free, and up to 5 free ones. */
export const UsernameSuggestionsSchema = z.object({
  user_name: z.string(),
  is_available: z.boolean(),
  suggestions: z.array(z.string()),
});
export type UsernameSuggestions = z.infer<typeof UsernameSuggestionsSchema>;

/** Which code a one-time-code call is about: what for, by which channel, to whom. */
const OtpTargetSchema = z.object({
  scope: z.enum(OTP_SCOPES),
  method: z.enum(OTP_METHODS),
  /** The normalised phone number or e-mail. */
  recipient: z.string(),
});

/** `POST /auth/otp/code` (201): the code is on its way; when it lapses and when to resend. */
export const OtpSentSchema = OtpTargetSchema.extend({
  expires_at: apiTimestamp(),
  resend_in_seconds: z.number(),
  requests_left_today: z.number(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** `POST /auth/otp/verify`: the code was right (and is used up). */
export const OtpVerifiedSchema = OtpTargetSchema.extend({ verified: z.literal(true) });
export type OtpVerified = z.infer<typeof OtpVerifiedSchema>;

/** `GET /auth/phone/check`: whether a member has this (normalised) number. */
export const PhoneCheckSchema = z.object({ phone_no: z.string(), registered: z.boolean() });
export type PhoneCheck = z.infer<typeof PhoneCheckSchema>;

/** `POST /auth/email/check`: whether a member has this (normalised) e-mail. */
export const EmailCheckSchema = z.object({ email: z.string(), registered: z.boolean() });
export type EmailCheck = z.infer<typeof EmailCheckSchema>;

/** `GET /feature-toggles/{key}`: whether a feature (e.g. `otp_whatsapp`) is on. */
export const FeatureToggleSchema = z.object({ key: z.string(), enabled: z.boolean() });
export type FeatureToggle = z.infer<typeof FeatureToggleSchema>;

/**
 * `GET /api/sign-on` (the sign-on broker, 001 §7): this site's state for this browser, and where
 * to go to be signed in from the home site (`…/api/sign-on/authorize?…`), or null.
 */
export const SignOnAnswerSchema = z.object({
  state: z.enum(SIGN_ON_STATES),
  redirect: z.string().nullable(),
});
export type SignOnAnswer = z.infer<typeof SignOnAnswerSchema>;
