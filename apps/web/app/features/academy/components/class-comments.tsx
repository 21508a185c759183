import {
  ACADEMY_COMMENT_MAX,
  ACADEMY_COMMENT_REPORT_REASONS,
  type AcademyComment,
  type AcademyCommentReportReason,
} from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain/shared';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { BUTTON_CLASS, SelectField, TextAreaField } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAcademyText, type AcademyTextKey } from '../text';

/** The class page's intents for its comments (the route's `action`). */
export const COMMENT_INTENT = 'comment';
export const REPORT_INTENT = 'report';

/** What the route's action answers a comment with. */
export type CommentActionData =
  | { intent: typeof COMMENT_INTENT; ok: true; held: boolean; message: string }
  | { intent: typeof COMMENT_INTENT; ok: false; message: string; fields: Record<string, string> };

/** What the route's action answers a report with (`done`: reported now or before). */
export type ReportActionData = {
  intent: typeof REPORT_INTENT;
  ok: boolean;
  done: boolean;
  message: string;
};

const REASON_WORDS: Record<AcademyCommentReportReason, AcademyTextKey> = {
  spam: 'academyReportSpam',
  offensive: 'academyReportOffensive',
  misleading: 'academyReportMisleading',
  other: 'academyReportOther',
};

/**
 * A class's comments (001 §2 Class): the count, the member's form, the list newest first and a
 * link to the next page (`moreHref`, a plain link so it works without JavaScript). A held comment
 * shows only to its author, marked as waiting; others' comments can be reported once.
 */
export function ClassComments({
  postId,
  comments,
  count,
  moreHref,
  posted,
}: {
  postId: number;
  /** The action's answer to a comment sent without JavaScript (a plain form post). */
  posted?: CommentActionData | undefined;
  comments: AcademyComment[] | null;
  count: number;
  moreHref: string | null;
}) {
  const text = useAcademyText();
  return (
    <section aria-labelledby="class-comments" className="mt-12">
      <h2 id="class-comments" className="font-display text-2xl font-semibold text-plum-900">
        {text('academyCommentsTitle', { count })}
      </h2>
      <CommentForm postId={postId} posted={posted} />
      {comments === null ? (
        <p role="status" className="mt-6 text-plum-700">
          {text('academyCommentsUnavailable')}
        </p>
      ) : comments.length === 0 ? (
        <p className="mt-6 text-plum-700">{text('academyCommentsEmpty')}</p>
      ) : (
        <ul aria-label={text('academyCommentsList')} className="mt-6 grid gap-4">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {moreHref ? (
        <Link
          to={moreHref}
          preventScrollReset
          className={`${BUTTON_CLASS.secondary} mt-6`}
          rel="nofollow"
        >
          {text('academyCommentsMore')}
        </Link>
      ) : null}
    </section>
  );
}

function CommentForm({
  postId,
  posted,
}: {
  postId: number;
  posted: CommentActionData | undefined;
}) {
  const text = useAcademyText();
  const fetcher = useFetcher<CommentActionData>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? posted;
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const errors = answer && !answer.ok ? answer.fields : {};
  return (
    <fetcher.Form ref={form} method="post" className="mt-4 grid gap-3" noValidate>
      <input type="hidden" name="intent" value={COMMENT_INTENT} />
      <input type="hidden" name="post_id" value={postId} />
      <TextAreaField
        label={text('academyCommentLabel')}
        hint={text('academyCommentHint', { max: ACADEMY_COMMENT_MAX })}
        name="body"
        required
        maxLength={ACADEMY_COMMENT_MAX}
        error={errors['body']}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={fetcher.state !== 'idle'} className={BUTTON_CLASS.primary}>
          {text('academyCommentSend')}
        </button>
        {answer ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={answer.ok ? 'text-sm text-plum-800' : 'text-sm text-berry-700'}
          >
            {answer.ok && !answer.message
              ? text(answer.held ? 'academyCommentHeld' : 'academyCommentSent')
              : answer.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function CommentItem({ comment }: { comment: AcademyComment }) {
  const text = useAcademyText();
  const locale = useLocale();
  const name = comment.is_mine ? text('academyCommentMine') : comment.author.name;
  return (
    <li className="flex gap-3 rounded-3xl bg-white p-4 ring-1 ring-blush-200/70">
      {comment.author.image_url ? (
        <img
          src={comment.author.image_url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-[var(--academy-accent)] font-semibold text-plum-900"
        >
          {comment.author.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-plum-900">{name}</span>
          <time dateTime={comment.created_at} className="text-plum-700">
            {formatDate(comment.created_at, locale)}
          </time>
          {comment.is_held ? (
            <span className="rounded-full bg-blush-100 px-2 py-0.5 text-xs font-semibold text-plum-900">
              {text('academyCommentHeld')}
            </span>
          ) : null}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-plum-950">{comment.body}</p>
        {!comment.is_mine && !comment.is_held ? <ReportForm commentId={comment.id} /> : null}
      </div>
    </li>
  );
}

function ReportForm({ commentId }: { commentId: number }) {
  const text = useAcademyText();
  const fetcher = useFetcher<ReportActionData>();
  const answer = fetcher.data;
  if (answer?.done) {
    return (
      <p role="status" className="mt-2 text-sm text-plum-700">
        {answer.message}
      </p>
    );
  }
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-12 cursor-pointer items-center text-sm font-semibold text-plum-900 underline">
        {text('academyReport')}
      </summary>
      <fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={REPORT_INTENT} />
        <input type="hidden" name="comment_id" value={commentId} />
        <SelectField label={text('academyReportReason')} name="reason" defaultValue="spam">
          {ACADEMY_COMMENT_REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {text(REASON_WORDS[reason])}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={BUTTON_CLASS.secondary}
        >
          {text('academyReportSend')}
        </button>
        {answer && !answer.ok ? (
          <p role="alert" className="w-full text-sm text-berry-700">
            {answer.message}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
