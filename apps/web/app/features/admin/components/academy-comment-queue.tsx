import { Form, Link } from 'react-router';
import type { AdminAcademyComment } from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { FormMessage } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { ACADEMY_QUEUE_INTENTS, type AcademyQueueActionData } from '../academy-queue-forms';
import type { AcademyCommentStatus } from '../api/academy-queues-admin.server';
import { useAdminText, type AdminTextKey } from '../text';
import {
  AcademyQueueHeader,
  AcademyQueueSaved,
  AcademyStatusTabs,
  AcademyTable,
} from './academy-queue-parts';
import { ConfirmButton, ROW_BUTTON_CLASS } from './confirm-button';

export const ACADEMY_COMMENT_STATUSES = ['held', 'published', 'removed'] as const;
export const COMMENTS_PATH = '/admin/academy/comments';
export const commentsHref = (status: AcademyCommentStatus) =>
  status === 'held' ? COMMENTS_PATH : `${COMMENTS_PATH}?status=${status}`;
const statusLabel = (status: AcademyCommentStatus): AdminTextKey =>
  `academyCommentStatus_${status}`;
const HOLD_REASONS: Record<string, AdminTextKey> = {
  link: 'academyHoldReason_link',
  phone: 'academyHoldReason_phone',
  banned_word: 'academyHoldReason_banned_word',
  reports: 'academyHoldReason_reports',
};

/** A comment's hold reasons in words (an unknown one, from a newer filter, as stored). */
function HoldReasons({ reasons }: { reasons: string[] }) {
  const text = useAdminText();
  if (reasons.length === 0) return <>{text('academyQueueNone')}</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {reasons.map((reason) => {
        const label = HOLD_REASONS[reason];
        return (
          <li
            key={reason}
            className="inline-flex rounded-full bg-cream-200 px-2.5 py-1 text-xs font-semibold text-plum-800"
          >
            {label ? text(label) : reason}
          </li>
        );
      })}
    </ul>
  );
}

/** A held comment's two moves: publish at once, remove after asking. */
function Moves({ comment }: { comment: AdminAcademyComment }) {
  const text = useAdminText();
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={ACADEMY_QUEUE_INTENTS.publish} />
        <input type="hidden" name="id" value={comment.id} />
        <button
          type="submit"
          className={ROW_BUTTON_CLASS}
          aria-label={text('academyCommentPublishFor', { member: comment.member_email })}
        >
          {text('academyCommentPublish')}
        </button>
      </Form>
      <ConfirmButton
        tone="danger"
        label={text('academyCommentRemove')}
        accessibleLabel={text('academyCommentRemoveFor', { member: comment.member_email })}
        question={text('academyCommentRemoveQuestion', {
          member: comment.member_email,
          post: comment.post_title,
        })}
        fields={{ intent: ACADEMY_QUEUE_INTENTS.remove, id: comment.id }}
      />
    </div>
  );
}

/**
 * /admin/academy/comments: the states (held by the filter first), each comment with the post it
 * belongs to, why it was held and its reports; a held one published or removed.
 */
export function AcademyCommentQueue({
  rows,
  status,
  answer,
}: {
  rows: AdminAcademyComment[];
  status: AcademyCommentStatus;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const refused = answer && !answer.ok && answer.message ? answer.message : null;
  const heads = [
    'academyQueueMember',
    'academyCommentPost',
    'academyCommentBody',
    'academyCommentWhy',
    'academyCommentReports',
    'academyCommentSent',
    ...(status === 'held' ? (['academyQueueActions'] as const) : []),
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <AcademyQueueHeader title="academyCommentsTitle" intro="academyCommentsIntro" />
      <AcademyStatusTabs
        label="academyCommentsStatusNav"
        statuses={ACADEMY_COMMENT_STATUSES}
        current={status}
        labelOf={statusLabel}
        hrefOf={commentsHref}
      />
      <AcademyQueueSaved answer={answer} />
      {refused ? <FormMessage tone="error">{refused}</FormMessage> : null}
      {rows.length === 0 ? (
        <p className="text-plum-700">{text('academyCommentsEmpty')}</p>
      ) : (
        <AcademyTable caption="academyCommentsTable" heads={heads} minWidth="min-w-[52rem]">
          {rows.map((comment) => (
            <tr key={comment.id} className="border-t border-blush-200 align-top">
              <th scope="row" className="px-3 py-2 font-semibold text-plum-900">
                {comment.member_email}
              </th>
              <td className="px-3 py-2">
                <Link
                  to={`/admin/academy/posts/${comment.post_id}`}
                  className="font-semibold text-plum-900 underline underline-offset-2"
                >
                  {comment.post_title}
                </Link>
              </td>
              <td className="px-3 py-2">
                <p className="max-w-md whitespace-pre-line text-plum-800">{comment.body}</p>
              </td>
              <td className="px-3 py-2">
                <HoldReasons reasons={comment.hold_reasons} />
              </td>
              <td className="px-3 py-2 tabular-nums">{comment.report_count}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={comment.created_at}>
                  {formatDateTime(comment.created_at, locale)}
                </time>
              </td>
              {status === 'held' ? (
                <td className="px-3 py-2">
                  <Moves comment={comment} />
                </td>
              ) : null}
            </tr>
          ))}
        </AcademyTable>
      )}
    </div>
  );
}
