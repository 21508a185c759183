import { normalizePhoneNumber, translate, type Locale } from '@kilau/domain';
import {
  COACHMARKS_MAX,
  genderFromSalute,
  missingProfileFields,
  registerConflict,
  REGISTER_ERROR_CODES,
  type CompleteProfileInput,
  type ProfileInput,
} from '@kilau/domain/accounts';
import type { Badge } from '@kilau/domain/rewards';
import type { Updateable } from 'kysely';
import type { Database } from '@kilau/db';
import { AppError } from '../../lib/app-error';
import type { MemberProfiles, ProfileRepository } from './profile.repository';

export type ProfileUpdate = Partial<ProfileInput> & {
  coachmark_visited?: string[] | undefined;
  is_agree_to_legal_statements?: true | undefined;
};

type Changes = {
  email?: string | undefined;
  user_name?: string | undefined;
  phone_no?: string | undefined;
};

const notFound = () => new AppError(404, 'user_not_found', 'otp_user_not_found');

/** Another member took the e-mail or username between the check and the write. */
async function racedSafely(write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code !== '23505') throw error;
    if (constraint === 'users_email_unique') {
      throw new AppError(409, 'EMAIL_TAKEN', REGISTER_ERROR_CODES.EMAIL_TAKEN);
    }
    throw new AppError(409, 'USERNAME_TAKEN', REGISTER_ERROR_CODES.USERNAME_TAKEN);
  }
}

/**
 * Refuses an e-mail, username or phone another member holds (the spec's messages), and answers
 * the verification flags the change clears: a new e-mail or phone is not verified yet.
 */
async function checkChanges(
  profiles: MemberProfiles,
  userId: number,
  current: { email: string; phone_no: string | null },
  changes: Changes,
): Promise<Updateable<Database['users']>> {
  if (changes.email !== undefined || changes.user_name !== undefined) {
    const conflict = registerConflict(
      await profiles.takenByOthers(userId, changes.email, changes.user_name),
    );
    if (conflict) throw new AppError(409, conflict, REGISTER_ERROR_CODES[conflict]);
  }
  const phoneChanged =
    changes.phone_no !== undefined &&
    normalizePhoneNumber(changes.phone_no) !== normalizePhoneNumber(current.phone_no);
  if (phoneChanged && (await profiles.phoneTakenByOthers(userId, changes.phone_no ?? ''))) {
    throw new AppError(409, 'already_taken', 'otp_phone_taken');
  }
  const emailChanged =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
  return {
    ...(emailChanged ? { is_verified_email: false } : {}),
    ...(phoneChanged ? { is_verified_phone: false } : {}),
  };
}

/** A member's badges as the public profile shows them (the rewards module's, through app.ts). */
export type PublicBadges = (userId: number, locale: Locale) => Promise<Badge[]>;

export function createProfileService(deps: {
  profiles: ProfileRepository;
  clock: () => Date;
  badges?: PublicBadges | undefined;
}) {
  return {
    /**
     * `PUT /users/{id}` on one's own account: profile fields; coachmarks seen are added to the
     * list (deduplicated, at most 50 kept); the legal statements, once accepted, stay accepted.
     */
    async update(userId: number, body: ProfileUpdate) {
      const now = deps.clock();
      const {
        salute_id,
        social_links,
        coachmark_visited,
        is_agree_to_legal_statements,
        ...fields
      } = body;
      await racedSafely(() =>
        deps.profiles.transaction(async (profiles) => {
          const current = await profiles.current(userId);
          if (!current) throw notFound();
          const resets = await checkChanges(profiles, userId, current, fields);
          await profiles.update(userId, {
            ...fields,
            ...resets,
            ...(salute_id !== undefined ? genderFromSalute(salute_id) : {}),
            ...(social_links ? { social_links: JSON.stringify(social_links) } : {}),
            updated_at: now,
          });
          if (coachmark_visited?.length) {
            await profiles.addCoachmarks(userId, coachmark_visited, COACHMARKS_MAX);
          }
          if (is_agree_to_legal_statements) await profiles.agreeToLegalStatements(userId, now);
        }),
      );
    },

    /**
     * `POST /auth/register/update` (complete profile): every mandatory field still empty must
     * come now (422 'Data belum diisi' per field otherwise); the same rules and duplicate messages
     * as registration.
     */
    async complete(userId: number, body: CompleteProfileInput, locale: Locale) {
      const now = deps.clock();
      const { salute_id, gender: givenGender, ...fields } = body;
      const derived =
        salute_id !== undefined
          ? genderFromSalute(salute_id)
          : givenGender
            ? genderFromSalute(givenGender === 'Female' ? 1 : 2)
            : undefined;
      await racedSafely(() =>
        deps.profiles.transaction(async (profiles) => {
          const current = await profiles.current(userId);
          if (!current) throw notFound();
          const missing = missingProfileFields({
            ...current,
            ...fields,
            gender: derived?.gender ?? current.gender,
          });
          if (missing.length > 0) {
            throw new AppError(
              422,
              'validation_failed',
              'validation_failed',
              {},
              {
                fields: Object.fromEntries(
                  missing.map((field) => [field, translate('required', locale)]),
                ),
                missing_fields: missing,
              },
            );
          }
          const resets = await checkChanges(profiles, userId, current, fields);
          await profiles.update(userId, { ...fields, ...resets, ...derived, updated_at: now });
        }),
      );
    },

    /** `GET /profile?filter[user_name]=`: a member's public profile, 404 when unknown. */
    async publicProfile(userName: string, locale: Locale) {
      const row = await deps.profiles.publicProfile(userName);
      if (!row) throw new AppError(404, 'profile_not_found', 'profile_not_found');
      return {
        badges: deps.badges ? await deps.badges(row.id, locale) : [],
        user_name: row.user_name,
        name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        first_name: row.first_name,
        image: row.image_url,
        bio: row.bio,
        social_links: row.social_links,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
