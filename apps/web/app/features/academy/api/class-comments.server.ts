import {
  ACADEMY_COMMENT_REPORT_REASONS,
  ACADEMY_COMMENTS_LIMIT,
  type AcademyComment,
  type AcademyCommentReportReason,
} from '@kilau/domain/academy';
import { data } from 'react-router';
import { fieldErrorsOf } from '~/hooks/use-form-validation';
import type { ApiClient } from '~/lib/api-envelope';
import {
  COMMENT_INTENT,
  REPORT_INTENT,
  type CommentActionData,
  type ReportActionData,
} from '../components/class-comments';
import { ACADEMY_PAGE_SIZES } from '../lib/academy-constants';
import {
  fetchAcademyCommentCount,
  fetchAcademyComments,
  postAcademyComment,
  reportAcademyComment,
} from './academy-calls';

// A class page's comments on the server (001 §2 Class; `routes/academy-class.tsx` shows them
// with `ClassComments`): the loader's first `?comments=N`, and the action's `comment` and
// `report` intents.

/**
 * The class's comments as its page shows them: the count, the first `?comments=N` newest first
 * (null if they failed) and the link to the next page (null when all are shown).
 */
export async function loadClassComments(api: ApiClient, postId: number, asked: string | null) {
  const shown = commentsShown(asked);
  const [count, comments] = await Promise.all([
    fetchAcademyCommentCount(api, postId),
    loadComments(api, postId, shown),
  ]);
  const total = count.ok ? count.data.count : (comments?.length ?? 0);
  const more = comments !== null && total > shown;
  return {
    comments,
    commentCount: total,
    moreComments: more ? `?comments=${shown + ACADEMY_PAGE_SIZES.comments}` : null,
  };
}

/** `?comments=N`: how many comments to show, a whole number of pages (10 by default). */
function commentsShown(value: string | null): number {
  const step = ACADEMY_PAGE_SIZES.comments;
  const asked = Number(value);
  if (!Number.isSafeInteger(asked) || asked < step) return step;
  return Math.min(Math.ceil(asked / step) * step, 100 * step);
}

/** The first `shown` comments, newest first, in pages the API allows (≤ 50); null if it failed. */
async function loadComments(
  api: ApiClient,
  postId: number,
  shown: number,
): Promise<AcademyComment[] | null> {
  const starts: number[] = [];
  for (let skip = 0; skip < shown; skip += ACADEMY_COMMENTS_LIMIT) starts.push(skip);
  const pages = await Promise.all(
    starts.map((skip) =>
      fetchAcademyComments(api, postId, skip, Math.min(ACADEMY_COMMENTS_LIMIT, shown - skip)),
    ),
  );
  if (pages.some((page) => !page.ok)) return null;
  return pages.flatMap((page) => (page.ok ? page.data : []));
}

const isReason = (value: unknown): value is AcademyCommentReportReason =>
  ACADEMY_COMMENT_REPORT_REASONS.includes(value as AcademyCommentReportReason);

/**
 * The action's comment intents, or null for any other: `comment` posts to the class's post (a
 * held one comes back with the API's word); `report` reports another member's comment once
 * (already reported: the API's word, done). A malformed form is a 400.
 */
export async function classCommentIntent(
  api: ApiClient,
  form: FormData,
): Promise<CommentActionData | ReportActionData | null> {
  const intent = form.get('intent');
  if (intent === COMMENT_INTENT) {
    const postId = Number(form.get('post_id'));
    if (!Number.isSafeInteger(postId) || postId < 1) throw data(null, { status: 400 });
    const result = await postAcademyComment(api, postId, String(form.get('body') ?? ''));
    if (result.ok)
      return {
        intent: COMMENT_INTENT,
        ok: true,
        held: result.data.is_held,
        message: result.message ?? '',
      } satisfies CommentActionData;
    return {
      intent: COMMENT_INTENT,
      ok: false,
      message: result.message ?? '',
      fields: fieldErrorsOf(result.data),
    } satisfies CommentActionData;
  }
  if (intent === REPORT_INTENT) {
    const commentId = Number(form.get('comment_id'));
    const reason = form.get('reason');
    if (!Number.isSafeInteger(commentId) || commentId < 1 || !isReason(reason))
      throw data(null, { status: 400 });
    const result = await reportAcademyComment(api, commentId, reason);
    return {
      intent: REPORT_INTENT,
      ok: result.ok,
      done: result.ok || result.errorCode === 'academy_comment_reported',
      message: result.message ?? '',
    } satisfies ReportActionData;
  }
  return null;
}
