import { textInput } from '../shared/input';
import { z } from '../shared/zod';

/** Kinds of tag a member keeps (001 §7 `POST /user/me/tags`). */
export const MEMBER_TAG_TYPES = ['beauty', 'interest'] as const;
export type MemberTagType = (typeof MEMBER_TAG_TYPES)[number];

/**
 * Which catalogue tags fit each kind: the beauty profile is the member's skin type and skin
 * concerns; interests are the benefits and ingredients they look for.
 */
export const MEMBER_TAG_SOURCES = {
  beauty: ['skin_type', 'concern'],
  interest: ['benefit', 'ingredient'],
} as const satisfies Record<MemberTagType, readonly string[]>;

/** Tags a member may keep of one kind. */
export const MEMBER_TAGS_MAX = 20;

/** Whether a catalogue tag of `catalogueType` may be kept as a tag of `type`. */
export const fitsMemberTagType = (type: MemberTagType, catalogueType: string): boolean =>
  (MEMBER_TAG_SOURCES[type] as readonly string[]).includes(catalogueType);

/** The catalogue tag types members choose from (`skin_type`, `concern`, `benefit`, `ingredient`). */
export type MemberTagSource = (typeof MEMBER_TAG_SOURCES)[MemberTagType][number];

/** `POST /user/me/tags`: one kind's tags, each by id or by name or slug, replacing that kind. */
export const MemberTagsUpdateSchema = z.object({
  type: z.enum(MEMBER_TAG_TYPES, { error: 'option_invalid' }),
  tags: z
    .array(z.union([z.number().int().positive(), textInput().trim().min(1).max(60)]), {
      error: 'required',
    })
    .max(MEMBER_TAGS_MAX),
});
export type MemberTagsUpdate = z.infer<typeof MemberTagsUpdateSchema>;
