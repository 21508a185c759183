import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { numberValue, wibInputValue } from '../lib/promotion-form-fields';
import { PROMOTION_INTENTS, type PromotionActionData } from '../lib/promotion-intents';
import { useAdminText } from '../text';

/** A titled group of a promotion form's fields, two columns on a desktop. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-5 dt:grid-cols-2">
      <legend className="px-1 font-display text-lg font-semibold text-plum-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A labelled checkbox (posts `on` when checked). */
export function CheckField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm font-semibold text-plum-900">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-5 accent-plum-900"
      />
      {label}
    </label>
  );
}

/** A promotion's window: start and end, typed in WIB (`datetime-local`, read as WIB). */
export function WindowFields({
  startsAt,
  endsAt,
  labels,
  hint,
  error,
}: {
  startsAt: string | null | undefined;
  endsAt: string | null | undefined;
  labels: { starts: string; ends: string };
  hint?: string;
  error: (name: string) => string | undefined;
}) {
  return (
    <>
      <TextField
        name="starts_at"
        type="datetime-local"
        label={labels.starts}
        hint={hint}
        defaultValue={wibInputValue(startsAt ?? null)}
        error={error('starts_at')}
      />
      <TextField
        name="ends_at"
        type="datetime-local"
        label={labels.ends}
        hint={hint}
        defaultValue={wibInputValue(endsAt ?? null)}
        error={error('ends_at')}
      />
    </>
  );
}

/**
 * A special price's or bank promotion's schedule: its window in WIB, anything the caller adds
 * (`children`), its position among the running ones, and its switch.
 */
export function ScheduleSection({
  promotion: p,
  activeLabel,
  error,
  children,
}: {
  promotion:
    | { starts_at: string; ends_at: string; position: number; is_active: boolean }
    | undefined;
  activeLabel: string;
  error: (name: string) => string | undefined;
  children?: ReactNode;
}) {
  const text = useAdminText();
  return (
    <FormSection title={text('promotionWindow')}>
      <WindowFields
        startsAt={p?.starts_at}
        endsAt={p?.ends_at}
        labels={{ starts: text('promotionStartsAt'), ends: text('promotionEndsAt') }}
        error={error}
      />
      {children}
      <TextField
        name="position"
        label={text('promotionPosition')}
        hint={text('promotionPositionHint')}
        inputMode="numeric"
        defaultValue={numberValue(p?.position ?? 0)}
        error={error('position')}
      />
      <CheckField name="is_active" label={activeLabel} defaultChecked={p?.is_active ?? true} />
    </FormSection>
  );
}

/**
 * A promotion's form (special price, flash sale, bank promotion): posts the `save` intent at the
 * version it was read at, says a refusal that is not a field's (a 409 is the page's to say), and
 * ends with its submit button. `children` gets each field's message.
 */
export function PromotionFormFrame({
  promotion,
  label,
  answer,
  submit,
  children,
}: {
  promotion: { id: number; version: number } | undefined;
  label: string;
  answer: PromotionActionData | undefined;
  submit: string;
  children: (error: (name: string) => string | undefined) => ReactNode;
}) {
  const text = useAdminText();
  const navigation = useNavigation();
  const mine = answer?.intent === PROMOTION_INTENTS.save ? answer : undefined;
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === PROMOTION_INTENTS.save;
  return (
    <Form
      method="post"
      noValidate
      // A reload after someone else's change shows the promotion as it is now.
      key={promotion ? `${promotion.id}-${promotion.version}` : 'new'}
      className="flex flex-col gap-5"
      aria-label={label}
    >
      <input type="hidden" name="intent" value={PROMOTION_INTENTS.save} />
      {promotion ? <input type="hidden" name="version" value={String(promotion.version)} /> : null}
      {mine && !mine.ok && !mine.current ? (
        <FormMessage tone="error">{mine.message ?? text('voucherFixFields')}</FormMessage>
      ) : null}
      {children((name) => mine?.fields?.[name])}
      <div>
        <SubmitButton busy={busy}>{submit}</SubmitButton>
      </div>
    </Form>
  );
}
