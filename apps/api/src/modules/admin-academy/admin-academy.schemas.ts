import { idInput } from '@kilau/domain';
import { ACADEMY_POST_KINDS } from '@kilau/domain/academy';
import { z } from 'zod';

// The back office's academy routes' own transport shapes: path parameters, list filters, small
// answers (the rest are the domain's).

export const LevelParams = z.object({ id: idInput('academy_level_not_found') });
export const PostParams = z.object({ id: idInput('academy_post_not_found') });
export const AttachmentParams = z.object({
  id: idInput('academy_post_not_found'),
  attachmentId: idInput('academy_attachment_not_found'),
});
export const ClassParams = z.object({ classId: idInput('academy_class_not_found') });
export const EnrolmentParams = z.object({ id: idInput('academy_enrolment_not_found') });
export const PaperParams = z.object({ id: idInput('academy_paper_not_found') });
export const CommentParams = z.object({ id: idInput('academy_comment_not_found') });
export const WinnerParams = z.object({ id: idInput('academy_winner_not_found') });
export const MemberClassParams = z.object({
  userId: idInput('academy_member_not_found'),
  classId: idInput('academy_class_not_found'),
});
export const PostsQuery = z.object({
  kind: z.enum(ACADEMY_POST_KINDS, { error: 'option_invalid' }).optional(),
  level_id: idInput('academy_level_not_found').optional(),
});
export const CommentsQuery = z.object({
  status: z.enum(['held', 'published', 'removed'], { error: 'option_invalid' }).default('held'),
});
export const STALE =
  'Names the `version` it was read at: a stale one answers 409 `changed_by_someone_else` with ' +
  'the row as it is now in `data.current`.';
export const Deleted = z.object({ id: z.number() });
export const CommentMoved = z.object({ id: z.number(), status: z.enum(['published', 'removed']) });
