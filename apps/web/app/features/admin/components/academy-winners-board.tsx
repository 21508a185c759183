import { useMemo, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type {
  AcademyWinnerKind,
  AdminAcademyCandidates,
  AdminAcademyWinner,
} from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_QUEUE_INTENTS,
  parseAcademyWinner,
  type AcademyQueueActionData,
} from '../academy-queue-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { AcademyQueueHeader, AcademyQueueSaved, AcademyTable } from './academy-queue-parts';
import { ConfirmButton, ROW_BUTTON_CLASS } from './confirm-button';

const NOTE_MAX = 200;
const RANK_MAX = 100;
export const winnerTarget = (kind: AcademyWinnerKind, userId: number) => `${kind}:${userId}`;
const kindLabel = (kind: AcademyWinnerKind): AdminTextKey => `academyWinnerKind_${kind}`;

/** The month shown: a GET form, so the address is the page's state. */
function PeriodForm({ period, invalid }: { period: string; invalid: boolean }) {
  const text = useAdminText();
  return (
    <Form
      method="get"
      key={period}
      role="search"
      aria-label={text('academyWinnersPeriodForm')}
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <TextField
        name="period"
        type="month"
        label={text('academyWinnersPeriod')}
        defaultValue={period}
        pattern="[0-9]{4}-[0-9]{2}"
        error={invalid ? text('academyWinnersPeriodInvalid') : undefined}
        className="min-w-[12rem]"
      />
      <button type="submit" className={BUTTON_CLASS.primary}>
        {text('academyWinnersShow')}
      </button>
    </Form>
  );
}

/** A candidate chosen as a winner of the month: the rank (the next free one offered) and a note. */
function ChooseForm({
  period,
  kind,
  userId,
  member,
  rank,
  answer,
}: {
  period: string;
  kind: AcademyWinnerKind;
  userId: number;
  member: string;
  rank: number;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseAcademyWinner(locale), [locale]);
  const refused = answer && !answer.ok ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: refused?.fields });
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('user_id') === String(userId) &&
    navigation.formData?.get('kind') === kind;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-2" preventScrollReset>
      <input type="hidden" name="intent" value={ACADEMY_QUEUE_INTENTS.addWinner} />
      <input type="hidden" name="period" value={period} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="user_id" value={userId} />
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          {...field('rank')}
          type="number"
          inputMode="numeric"
          min={1}
          max={RANK_MAX}
          step={1}
          defaultValue={rank}
          label={text('academyCandidateRankFor', { member })}
          hideLabel
          className="w-24"
        />
        <TextField
          {...field('note')}
          label={text('academyCandidateNoteFor', { member })}
          hideLabel
          placeholder={text('academyWinnerNote')}
          maxLength={NOTE_MAX}
          className="min-w-[10rem] flex-1"
        />
        <button
          type="submit"
          disabled={busy}
          className={`${ROW_BUTTON_CLASS} min-h-12`}
          aria-label={text('academyCandidateChooseFor', { member })}
        >
          {text('academyCandidateChoose')}
        </button>
      </div>
      {refused?.message ? <FormMessage tone="error">{refused.message}</FormMessage> : null}
    </Form>
  );
}

/** A table of one kind of candidate, with what sets them apart and the choose form. */
function Candidates({
  kind,
  caption,
  heads,
  rows,
  period,
  winners,
  answer,
}: {
  kind: AcademyWinnerKind;
  caption: AdminTextKey;
  heads: readonly AdminTextKey[];
  rows: Array<{ user_id: number; member_email: string; cells: ReactNode[] }>;
  period: string;
  winners: AdminAcademyWinner[];
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  if (rows.length === 0)
    return <p className="text-sm text-plum-700">{text('academyCandidatesNone')}</p>;
  const ofKind = winners.filter((winner) => winner.kind === kind);
  const taken = new Set(ofKind.map((winner) => winner.rank));
  const chosen = new Set(ofKind.map((winner) => winner.user_id));
  // The next free ranks, one per candidate not yet chosen, in the candidates' order.
  let next = 1;
  const rankOf = new Map<number, number>();
  for (const row of rows) {
    if (chosen.has(row.user_id)) continue;
    while (taken.has(next)) next += 1;
    rankOf.set(row.user_id, Math.min(next, RANK_MAX));
    next += 1;
  }
  return (
    <AcademyTable
      caption={caption}
      heads={[...heads, 'academyQueueActions' as const]}
      minWidth="min-w-[40rem]"
    >
      {rows.map((row) => {
        const target = winnerTarget(kind, row.user_id);
        const rank = rankOf.get(row.user_id);
        return (
          <tr key={row.user_id} className="border-t border-blush-200 align-top">
            <th scope="row" className="px-3 py-2 font-semibold text-plum-900">
              {row.member_email}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="px-3 py-2 tabular-nums">
                {cell}
              </td>
            ))}
            <td className="px-3 py-2">
              {rank === undefined ? (
                <span className="text-plum-700">{text('academyCandidatesChosen')}</span>
              ) : (
                <ChooseForm
                  period={period}
                  kind={kind}
                  userId={row.user_id}
                  member={row.member_email}
                  rank={rank}
                  answer={answer?.target === target ? answer : undefined}
                />
              )}
            </td>
          </tr>
        );
      })}
    </AcademyTable>
  );
}

/** The month's chosen winners, by category and rank, each deleted after asking. */
function ChosenWinners({ winners, period }: { winners: AdminAcademyWinner[]; period: string }) {
  const text = useAdminText();
  if (winners.length === 0)
    return <p className="text-sm text-plum-700">{text('academyWinnersNone')}</p>;
  const sorted = [...winners].sort((a, b) => a.kind.localeCompare(b.kind) || a.rank - b.rank);
  const heads = [
    'academyQueueMember',
    'academyWinnerKind',
    'academyWinnerRank',
    'academyWinnerNote',
    'academyQueueActions',
  ] as const;
  return (
    <AcademyTable caption="academyWinnersChosenTable" heads={heads} minWidth="min-w-[36rem]">
      {sorted.map((winner) => (
        <tr key={winner.id} className="border-t border-blush-200 align-top">
          <th scope="row" className="px-3 py-2 font-semibold text-plum-900">
            {winner.member_email}
          </th>
          <td className="px-3 py-2">{text(kindLabel(winner.kind))}</td>
          <td className="px-3 py-2 tabular-nums">{winner.rank}</td>
          <td className="px-3 py-2">{winner.note || text('academyQueueNone')}</td>
          <td className="px-3 py-2">
            <ConfirmButton
              tone="danger"
              label={text('academyWinnerDelete')}
              accessibleLabel={text('academyWinnerDeleteFor', { member: winner.member_email })}
              question={text('academyWinnerDeleteQuestion', {
                member: winner.member_email,
                period,
              })}
              fields={{ intent: ACADEMY_QUEUE_INTENTS.deleteWinner, id: winner.id }}
            />
          </td>
        </tr>
      ))}
    </AcademyTable>
  );
}

/**
 * /admin/academy/winners: the month (WIB), its chosen winners, and the candidates — that
 * month's graduates and best average quiz scores — each chosen at a rank.
 */
export function AcademyWinnersBoard({
  period,
  invalid,
  winners,
  candidates,
  answer,
}: {
  period: string;
  invalid: boolean;
  winners: AdminAcademyWinner[];
  candidates: AdminAcademyCandidates;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const deleteRefused =
    answer?.intent === ACADEMY_QUEUE_INTENTS.deleteWinner && !answer.ok ? answer.message : null;
  return (
    <div className="flex flex-col gap-5">
      <AcademyQueueHeader title="academyWinnersTitle" intro="academyWinnersIntro" />
      <PeriodForm period={period} invalid={invalid} />
      <AcademyQueueSaved answer={answer} />
      <section aria-labelledby="winners-chosen" className="flex flex-col gap-3">
        <h2 id="winners-chosen" className="text-xl font-semibold text-plum-900">
          {text('academyWinnersChosen', { period })}
        </h2>
        {deleteRefused ? <FormMessage tone="error">{deleteRefused}</FormMessage> : null}
        <ChosenWinners winners={winners} period={period} />
      </section>
      <section aria-labelledby="winners-graduates" className="flex flex-col gap-3">
        <h2 id="winners-graduates" className="text-xl font-semibold text-plum-900">
          {text('academyCandidatesGraduates')}
        </h2>
        <Candidates
          kind="graduate"
          caption="academyCandidatesGraduatesTable"
          heads={['academyQueueMember', 'academyCandidatesGraduatedAt']}
          rows={candidates.graduates.map((row) => ({
            ...row,
            cells: [
              <time key="at" dateTime={row.graduated_at}>
                {formatDateTime(row.graduated_at, locale)}
              </time>,
            ],
          }))}
          period={period}
          winners={winners}
          answer={answer}
        />
      </section>
      <section aria-labelledby="winners-scorers" className="flex flex-col gap-3">
        <h2 id="winners-scorers" className="text-xl font-semibold text-plum-900">
          {text('academyCandidatesTopScorers')}
        </h2>
        <Candidates
          kind="top_scorer"
          caption="academyCandidatesTopScorersTable"
          heads={['academyQueueMember', 'academyCandidatesAverage', 'academyCandidatesAttempts']}
          rows={candidates.top_scorers.map((row) => ({
            ...row,
            cells: [row.average_score, row.attempts],
          }))}
          period={period}
          winners={winners}
          answer={answer}
        />
      </section>
    </div>
  );
}
