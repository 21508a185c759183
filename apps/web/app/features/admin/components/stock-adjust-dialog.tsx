import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import { STOCK_ADJUST_REASONS, STOCK_NOTE_MAX } from '@kilau/domain/admin';
import { Modal } from '~/components/ui/modal';
import { FormMessage, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { parseStockAdjustment, STOCK_INTENTS, type StockActionData } from '../stock-forms';
import { itemName, REASON_LABEL } from '../lib/stock-words';
import { useAdminText } from '../text';
import type { StockRow } from '../types';

/** The adjustment form of one combination: reason, quantity, note; each field's message. */
function AdjustForm({ row, answer }: { row: StockRow; answer: StockActionData | undefined }) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseStockAdjustment(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer?.fields });
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === STOCK_INTENTS.adjust;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={STOCK_INTENTS.adjust} />
      <input type="hidden" name="combination_id" value={row.combination_id} />
      <input type="hidden" name="item" value={itemName(row)} />
      <p className="text-sm text-plum-700">
        {text('stockNow', { stock: row.stock })} · {text('stockSku')} {row.sku}
      </p>
      {answer?.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <SelectField {...field('reason')} label={text('stockReason')} defaultValue="">
        <option value="" disabled>
          {text('stockReasonChoose')}
        </option>
        {STOCK_ADJUST_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {text(REASON_LABEL[reason])}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('quantity')}
        label={text('stockQuantity')}
        hint={text('stockQuantityHint')}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...field('note')}
        label={text('stockNote')}
        maxLength={STOCK_NOTE_MAX}
        autoComplete="off"
      />
      <SubmitButton busy={busy}>{text('stockAdjustSubmit')}</SubmitButton>
    </Form>
  );
}

/** The adjust dialog of the chosen row; it closes once the adjustment is saved. */
export function StockAdjustDialog({
  row,
  answer,
  onClose,
}: {
  row: StockRow | null;
  /** This opening's refusal, if any. */
  answer: StockActionData | undefined;
  onClose: () => void;
}) {
  const text = useAdminText();
  return (
    <Modal
      kind="stockAdjust"
      open={row !== null}
      onClose={onClose}
      title={row ? text('stockAdjustTitle', { item: itemName(row) }) : ''}
    >
      {row ? <AdjustForm key={row.combination_id} row={row} answer={answer} /> : null}
    </Modal>
  );
}
