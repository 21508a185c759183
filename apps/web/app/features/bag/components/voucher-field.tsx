import { useMemo, useState } from 'react';
import { createVoucherCodeSchema } from '@kilau/domain/cart';
import { TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale } from '~/lib/i18n';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { useBagText } from '~/features/bag/text/index';

/**
 * The voucher code field (000 §5): whitespace is removed as the shopper types and again before
 * sending; an empty code says 'Kode Voucher harus diisi' and sends nothing. The API's refusal
 * shows under the field (announced), and a used code clears the field.
 */
export function VoucherField({ appliedPoints }: { appliedPoints: number }) {
  const text = useBagText();
  const locale = useLocale();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.voucher, [
    BAG_INTENTS.applyVoucher,
  ]);
  const [code, setCode] = useState('');
  const [latest, setLatest] = useState(answer);
  if (answer !== latest) {
    setLatest(answer);
    if (answer?.ok) setCode('');
  }
  const parse = useMemo(() => schemaParse(createVoucherCodeSchema(locale)), [locale]);
  // A refusal shows on the field until the shopper edits the code.
  const serverErrors = useMemo(
    () => (answer && !answer.ok ? { [F.voucherCode]: answer.message } : undefined),
    [answer],
  );
  const form = useFormValidation({ parse, serverErrors });
  const error = form.errorFor(F.voucherCode);

  return (
    <fetcher.Form method="post" {...form.formProps}>
      <input type="hidden" name={F.intent} value={BAG_INTENTS.applyVoucher} />
      {appliedPoints > 0 ? (
        <input type="hidden" name={F.appliedPoints} value={appliedPoints} />
      ) : null}
      <TextField
        label={text('orderVoucherLabel')}
        name={F.voucherCode}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
        placeholder={text('orderVoucherPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        hint={
          appliedPoints > 0
            ? text('orderVoucherReplacesPoints', { points: appliedPoints })
            : undefined
        }
        trailing={
          <button
            type="submit"
            disabled={pending !== null}
            aria-busy={pending !== null || undefined}
            className="inline-flex h-10 min-w-20 items-center justify-center rounded-lg bg-plum-900 px-4 text-sm font-bold text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60"
          >
            {pending ? text('orderVoucherApplying') : text('orderVoucherApply')}
          </button>
        }
      />
      <p className="sr-only" aria-live="assertive">
        {error ?? ''}
      </p>
    </fetcher.Form>
  );
}
