import { translate, type Locale } from '@kilau/domain';
import {
  fitsMemberTagType,
  MEMBER_TAG_SOURCES,
  mergePreferences,
  readPreferences,
  type MemberTagType,
  type PreferencesUpdate,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import type { ProfileRepository } from './profile.repository';

/** A tag as sent: its id, or its name or slug. */
export type TagRef = number | string;

/**
 * The newsletter's side of the switch (filled by app.ts from the newsletter module): its
 * subscription is the source of truth and writes the preferences' newsletter fields itself.
 */
export interface MemberNewsletter {
  setMemberConsent(input: {
    userId: number;
    wanted: boolean;
    language: Locale;
    source: 'account' | 'register';
    ip: string;
  }): Promise<void>;
}

export function createMemberTagsService(deps: {
  profiles: ProfileRepository;
  clock: () => Date;
  newsletter?: MemberNewsletter | undefined;
}) {
  return {
    /** The catalogue tags that fit a kind, by catalogue type then name. */
    options: (type: MemberTagType) => deps.profiles.tagsOfTypes(MEMBER_TAG_SOURCES[type]),

    /**
     * `POST /user/me/tags`: the member's beauty profile (skin type, concerns) or interests
     * (benefits, ingredients), replaced by these catalogue tags. A tag that is unknown or of the
     * other kind answers 422 on its position (`tags.2`).
     */
    async setTags(userId: number, type: MemberTagType, refs: readonly TagRef[], locale: Locale) {
      const ids = refs.filter((ref): ref is number => typeof ref === 'number');
      const names = refs
        .filter((ref): ref is string => typeof ref === 'string')
        .map((name) => name.trim().toLowerCase());
      await deps.profiles.transaction(async (profiles) => {
        const found = await profiles.findTags(ids, names);
        const chosen = new Set<number>();
        const invalid: Record<string, string> = {};
        refs.forEach((ref, index) => {
          const key = typeof ref === 'number' ? ref : ref.trim().toLowerCase();
          const tag = found.find((row) =>
            typeof key === 'number'
              ? row.id === key
              : row.name.toLowerCase() === key || row.slug.toLowerCase() === key,
          );
          if (tag && fitsMemberTagType(type, tag.type)) chosen.add(tag.id);
          else invalid[`tags.${index}`] = translate('option_invalid', locale);
        });
        if (Object.keys(invalid).length > 0) {
          throw new AppError(
            422,
            'validation_failed',
            'validation_failed',
            {},
            { fields: invalid },
          );
        }
        await profiles.replaceTags(userId, type, [...chosen], deps.clock());
      });
    },

    /**
     * `POST /user/me/preferences`: merged into what the member has (consent time recorded). The
     * newsletter switch goes to the newsletter when it is wired (double opt-in for an unverified
     * address), after the rest is saved.
     */
    async setPreferences(
      userId: number,
      input: PreferencesUpdate,
      request: { locale: Locale; ip: string } = { locale: 'id', ip: '' },
    ) {
      const { newsletter, ...rest } = input;
      const update = deps.newsletter ? rest : input;
      const now = deps.clock();
      await deps.profiles.transaction(async (profiles) => {
        const merged = mergePreferences(
          readPreferences(await profiles.preferences(userId)),
          update,
          now,
        );
        await profiles.update(userId, { preferences: JSON.stringify(merged), updated_at: now });
      });
      if (deps.newsletter && newsletter !== undefined) {
        await deps.newsletter.setMemberConsent({
          userId,
          wanted: newsletter,
          language: request.locale,
          source: 'account',
          ip: request.ip,
        });
      }
    },
  };
}

export type MemberTagsService = ReturnType<typeof createMemberTagsService>;
