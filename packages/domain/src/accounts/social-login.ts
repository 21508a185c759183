import { refuse, ok, type Result } from '../shared/result';
import { NAME_LENGTH } from './constants';

/** Providers of `POST /auth/login/{provider}` (001 §7). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The Facebook Graph API version the browser SDK (`FB.init`) and the server's token checks both
 * speak, so that a token is always checked in the version it was issued under.
 */
export const FACEBOOK_GRAPH_VERSION = 'v21.0';

export const isSocialProvider = (value: string): value is SocialProviderName =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** What a provider vouches for once the token is verified. */
export interface SocialProfile {
  provider: SocialProviderName;
  /** The provider's stable id of the person (never the e-mail, which can change hands). */
  subject: string;
  email: string | null;
  /** Whether the provider verified the e-mail (Facebook only gives confirmed ones). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}

export type SocialLinkDecision =
  | { action: 'login'; userId: number }
  | { action: 'link'; userId: number }
  | { action: 'create'; email: string; emailVerified: boolean };

export type SocialLinkRefusal =
  | 'login_facebook_no_email'
  | 'social_email_missing'
  | 'register_email_taken';

/**
 * How a verified social sign-in reaches a member: the linked member logs in; otherwise an
 * e-mail is needed (Facebook without one gets the spec's message); a member with that e-mail is
 * linked only when the provider verified it (else anyone could claim the account), and
 * otherwise a new member is created.
 */
export function decideSocialLink(input: {
  profile: SocialProfile;
  linkedUserId: number | null;
  emailOwnerId: number | null;
}): Result<SocialLinkDecision, SocialLinkRefusal> {
  const { profile, linkedUserId, emailOwnerId } = input;
  if (linkedUserId !== null) return ok({ action: 'login', userId: linkedUserId });
  const email = profile.email?.trim() ?? '';
  if (email === '') {
    return refuse(
      profile.provider === 'facebook' ? 'login_facebook_no_email' : 'social_email_missing',
    );
  }
  if (emailOwnerId !== null) {
    return profile.emailVerified
      ? ok({ action: 'link', userId: emailOwnerId })
      : refuse('register_email_taken');
  }
  return ok({ action: 'create', email, emailVerified: profile.emailVerified });
}

const NAME_CHARS = /^[\p{L} ]+$/u;

/** A provider's name part kept only when it passes the name rule (letters and spaces, 1–32). */
function usableName(value: string | null | undefined): string {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  return name.length >= NAME_LENGTH.min && name.length <= NAME_LENGTH.max && NAME_CHARS.test(name)
    ? name
    : '';
}

/**
 * First and last name for a new member from a social profile: the given parts, else the full
 * name split at its last space. A part that breaks the name rule stays empty, so the member is
 * asked for it on the complete-profile page.
 */
export function socialNames(profile: Pick<SocialProfile, 'firstName' | 'lastName' | 'name'>): {
  first_name: string;
  last_name: string;
} {
  if (profile.firstName || profile.lastName) {
    return { first_name: usableName(profile.firstName), last_name: usableName(profile.lastName) };
  }
  const full = (profile.name ?? '').trim().replace(/\s+/g, ' ');
  const cut = full.lastIndexOf(' ');
  return cut > 0
    ? { first_name: usableName(full.slice(0, cut)), last_name: usableName(full.slice(cut + 1)) }
    : { first_name: usableName(full), last_name: '' };
}
