import { useLocale } from '~/lib/i18n';
import type { AcademyClassChoice } from '../api/academy-queues-admin.server';
import { ACADEMY_QUEUE_INTENTS, type AcademyQueueActionData } from '../academy-queue-forms';
import { FormMessage } from '~/components/ui/form-field';
import { useAdminText } from '../text';
import { AcademyTable } from './academy-queue-parts';
import { ConfirmButton } from './confirm-button';

/** The target a class's "give attempts back" names: the member and the class. */
export const attemptsTarget = (userId: number, classId: number) => `${userId}:${classId}`;

/**
 * A member's quiz attempts given back, class by class (the academy's classes in syllabus order;
 * null when they could not be loaded). Each asks first; a refusal shows
 * here, a success above the page's list.
 */
export function AcademyAttemptsReset({
  userId,
  member,
  classes,
  answer,
}: {
  userId: number;
  member: string;
  classes: AcademyClassChoice[] | null;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const mine =
    answer?.intent === ACADEMY_QUEUE_INTENTS.resetAttempts && answer.target.startsWith(`${userId}:`)
      ? answer
      : undefined;
  return (
    <section aria-labelledby="academy-attempts" className="flex flex-col gap-2">
      <h3 id="academy-attempts" className="font-semibold text-plum-900">
        {text('academyAttemptsTitle')}
      </h3>
      <p className="text-sm text-plum-700">{text('academyAttemptsIntro')}</p>
      {mine && !mine.ok && mine.message ? (
        <FormMessage tone="error">{mine.message}</FormMessage>
      ) : null}
      {classes === null ? (
        <p className="text-sm text-plum-700">{text('academyAttemptsUnavailable')}</p>
      ) : classes.length === 0 ? (
        <p className="text-sm text-plum-700">{text('academyAttemptsNone')}</p>
      ) : (
        <AcademyTable
          caption="academyAttemptsTable"
          heads={['academyAttemptsClass', 'academyAttemptsLevel', 'academyQueueActions']}
          minWidth="min-w-[28rem]"
          framed={false}
        >
          {classes.map((choice) => {
            const title = choice.title[locale];
            return (
              <tr key={choice.classId} className="border-t border-blush-200 align-top">
                <th scope="row" className="px-3 py-2 font-semibold text-plum-900">
                  {title}
                </th>
                <td className="px-3 py-2">{choice.level[locale]}</td>
                <td className="px-3 py-2">
                  <ConfirmButton
                    label={text('academyAttemptsReset')}
                    accessibleLabel={text('academyAttemptsResetFor', { class: title })}
                    question={text('academyAttemptsQuestion', { member, class: title })}
                    fields={{
                      intent: ACADEMY_QUEUE_INTENTS.resetAttempts,
                      user_id: userId,
                      class_id: choice.classId,
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </AcademyTable>
      )}
    </section>
  );
}
