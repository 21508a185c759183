import type { Locale } from '@kilau/domain';
import {
  adminAcademyRejectSchema,
  adminAcademyScoreSchema,
  adminAcademyWinnerSchema,
} from '@kilau/domain/academy';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The academy queues' decisions (docs/design/academy.md, back office): an enrolment approved or
 * rejected with a reason, a member's attempts at a class given back, a paper scored, a held
 * comment published or removed, a winner chosen or deleted. The forms are read by the domain's
 * schemas in the browser and again in the route action; the API parses a third time.
 */
export const ACADEMY_QUEUE_INTENTS = {
  approve: 'approve-enrolment',
  reject: 'reject-enrolment',
  resetAttempts: 'reset-attempts',
  score: 'score-paper',
  publish: 'publish-comment',
  remove: 'remove-comment',
  addWinner: 'add-winner',
  deleteWinner: 'delete-winner',
} as const;
export type AcademyQueueIntent = (typeof ACADEMY_QUEUE_INTENTS)[keyof typeof ACADEMY_QUEUE_INTENTS];

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
/** A number field: blank is missing (the schema says "required"), anything else its number. */
const numberOf = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? undefined : Number(value);
};

export const parseAcademyReject = (locale: Locale) =>
  schemaParse(adminAcademyRejectSchema(messagesFor(locale)), (form) => ({
    reason: text(form, 'reason'),
  }));

export const parseAcademyScore = (locale: Locale) =>
  schemaParse(adminAcademyScoreSchema(messagesFor(locale)), (form) => ({
    version: numberOf(form, 'version'),
    score: numberOf(form, 'score'),
    feedback: text(form, 'feedback'),
  }));

export const parseAcademyWinner = (locale: Locale) =>
  schemaParse(adminAcademyWinnerSchema(messagesFor(locale)), (form) => ({
    period: text(form, 'period'),
    kind: text(form, 'kind'),
    user_id: numberOf(form, 'user_id'),
    rank: numberOf(form, 'rank'),
    note: text(form, 'note'),
  }));

/** What a queue's action answers; the form named by `intent` and `target` shows it. */
export type AcademyQueueActionData = {
  intent: AcademyQueueIntent;
  /** The row the decision was about (a candidate's form: `kind:user_id`). */
  target: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
