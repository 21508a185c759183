import { useCallback, useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import { REWARD_LIMITS, type AdminRedemption } from '@kilau/domain/rewards';
import { Modal } from '~/components/ui/modal';
import { BUTTON_CLASS, FormMessage, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseRedemptionCancel,
  parseRedemptionFulfil,
  REDEMPTION_INTENTS,
  type RedemptionActionData,
  type RedemptionIntent,
} from '../redemption-forms';
import { useAdminText } from '../text';

/** A move the staff member is about to confirm: which one, on which redemption. */
export type RedemptionMove = { intent: RedemptionIntent; row: AdminRedemption };

/** The cost in words: "250 poin", "3 token". */
export function useRedemptionCost() {
  const text = useAdminText();
  return useCallback(
    (row: Pick<AdminRedemption, 'cost' | 'balance_kind'>) =>
      text(row.balance_kind === 'points' ? 'redemptionsCostPoints' : 'redemptionsCostTokens', {
        cost: row.cost,
      }),
    [text],
  );
}

/**
 * The confirmation of one move, with what it needs: the partner's transaction number (optional)
 * to mark it sent, the reason (required) to cancel. Posted to the page's action.
 */
function MoveForm({
  move,
  answer,
  onClose,
}: {
  move: RedemptionMove;
  answer: RedemptionActionData | undefined;
  onClose: () => void;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const costOf = useRedemptionCost();
  const { intent, row } = move;
  const fulfil = intent === REDEMPTION_INTENTS.fulfil;
  const parse = useMemo(
    () => (fulfil ? parseRedemptionFulfil(locale) : parseRedemptionCancel(locale)),
    [fulfil, locale],
  );
  const { formProps, field } = useFormValidation<unknown>({
    parse,
    serverErrors: answer?.fields,
  });
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === String(row.id);
  const member = `${row.member.name} (${row.member.email})`;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <p className="text-plum-800">
        {fulfil
          ? text('redemptionsFulfilQuestion', {
              prize: row.prize.name,
              member,
              phone: row.phone_no ? text('redemptionsToPhone', { phone: row.phone_no }) : '',
              partner: row.prize.partner_name,
            })
          : text('redemptionsCancelQuestion', {
              prize: row.prize.name,
              member,
              cost: costOf(row),
            })}
      </p>
      {answer && !answer.ok && answer.message ? (
        <FormMessage tone="error">{answer.message}</FormMessage>
      ) : null}
      {fulfil ? (
        <TextField
          {...field('reference')}
          label={text('redemptionsReferenceLabel')}
          hint={text('redemptionsReferenceHint', { max: REWARD_LIMITS.partnerReference })}
          maxLength={REWARD_LIMITS.partnerReference}
          optional
          autoComplete="off"
        />
      ) : (
        <TextAreaField
          {...field('reason')}
          label={text('redemptionsReasonLabel')}
          hint={text('redemptionsReasonHint', { max: REWARD_LIMITS.cancelReason })}
          maxLength={REWARD_LIMITS.cancelReason}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={BUTTON_CLASS.secondary} onClick={onClose}>
          {text('redemptionsKeep')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={fulfil ? BUTTON_CLASS.primary : BUTTON_CLASS.danger}
        >
          {text(fulfil ? 'redemptionsFulfilSubmit' : 'redemptionsCancelSubmit')}
        </button>
      </div>
    </Form>
  );
}

/** The dialog of the chosen move; it closes once the move is saved. */
export function RedemptionMoveDialog({
  move,
  answer,
  onClose,
}: {
  move: RedemptionMove | null;
  /** This opening's refusal, if any. */
  answer: RedemptionActionData | undefined;
  onClose: () => void;
}) {
  const text = useAdminText();
  const title = move
    ? text(
        move.intent === REDEMPTION_INTENTS.fulfil ? 'redemptionsFulfilFor' : 'redemptionsCancelFor',
        { number: move.row.number },
      )
    : '';
  return (
    <Modal kind="redemptionMove" open={move !== null} onClose={onClose} title={title}>
      {move ? (
        <MoveForm
          key={`${move.intent}-${move.row.id}`}
          move={move}
          answer={answer}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
