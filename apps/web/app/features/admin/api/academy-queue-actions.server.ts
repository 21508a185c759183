import { data, redirect } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  ACADEMY_QUEUE_INTENTS,
  type AcademyQueueActionData,
  type AcademyQueueIntent,
} from '../academy-queue-forms';
import { adminText } from '../text';
import { readAcademyQueueAddress } from '../lib/academy-queue-address';
import { resetAcademyAttempts, type AcademyQueuePage } from './academy-queues-admin.server';
import type { Answer } from '~/lib/api-answer';
import { requireStaff, staffLoginPath, type StaffContext } from './staff-session.server';

/** The academy's back office is for `academy.manage` only: a signed-out staff signs in, others 403. */
export async function requireAcademyStaff(staff: StaffContext) {
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'academy.manage')) throw data(null, { status: 403 });
}

/** A posted row id: a positive whole number, else the post is malformed (400). */
export function postedId(value: FormDataEntryValue | null): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 400 });
  return id;
}

/**
 * A queue action's answer from the API's: the page's own words on success (the academy's
 * back-office writes answer without a message), the API's message and fields on a refusal; a
 * lapsed session goes to the sign-in.
 */
export function academyQueueAnswer<T>(
  staff: StaffContext,
  intent: AcademyQueueIntent,
  target: string,
  result: Answer<T>,
  saved: (data: T) => string,
) {
  if (result.ok) {
    return data<AcademyQueueActionData>({ intent, target, ok: true, message: saved(result.data) });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<AcademyQueueActionData>(
    {
      intent,
      target,
      ok: false,
      message: result.message ?? translate('generic_retry', staff.locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

/** A form the schema refused before any call: its fields' messages (422). */
export const academyQueueRefusal = (
  intent: AcademyQueueIntent,
  target: string,
  fields: Record<string, string>,
) => data<AcademyQueueActionData>({ intent, target, ok: false, fields }, { status: 422 });

/** A member's quiz attempts at a class given back (`user_id`, `class_id` posted). */
export async function resetAttemptsAnswer(staff: StaffContext, form: FormData) {
  const userId = postedId(form.get('user_id'));
  const classId = postedId(form.get('class_id'));
  return academyQueueAnswer(
    staff,
    ACADEMY_QUEUE_INTENTS.resetAttempts,
    `${userId}:${classId}`,
    await resetAcademyAttempts(staff.api, userId, classId),
    (reset) => adminText('academyAttemptsDone', staff.locale, { count: reset.attempts_removed }),
  );
}

/**
 * A paged queue's loader: `academy.manage` first, then the page in the address's state and the
 * row open beside it (null: gone; undefined: none open); a list the API does not answer is 503.
 */
export async function loadAcademyQueue<S extends string, T, O>(
  staff: StaffContext,
  statuses: readonly [S, ...S[]],
  list: (status: S, page: number) => Promise<AcademyQueuePage<T> | null>,
  one: (id: number) => Promise<O | null | undefined>,
) {
  await requireAcademyStaff(staff);
  const address = readAcademyQueueAddress(staff.url.searchParams, statuses);
  const [page, open] = await Promise.all([
    list(address.status, address.page),
    address.open === null ? undefined : one(address.open),
  ]);
  if (page === null) throw data(null, { status: 503 });
  return { rows: page.rows, total: page.total, perPage: page.perPage, address, open };
}
