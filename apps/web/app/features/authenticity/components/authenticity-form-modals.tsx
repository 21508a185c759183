import { useEffect, useMemo } from 'react';
import { AUTHENTICITY_CODE_INPUT_MAX, checkAuthenticityCode } from '@kilau/domain/authenticity';
import { translate } from '@kilau/domain/messages';
import { Modal } from '~/components/ui/modal';
import { BUTTON_CLASS, FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { useAuthenticityText } from '../text';
import type { CheckRefusal } from '../types';
import { CodeScanner } from './code-scanner';

/** The confirm dialog: what a check is and where the code is on the pack. */
export function AuthenticityConfirmModal({
  onClose,
  onNext,
}: {
  onClose: () => void;
  onNext: () => void;
}) {
  const text = useAuthenticityText();
  return (
    <Modal
      kind="authenticityConfirm"
      open
      onClose={onClose}
      title={text('authenticityConfirmTitle')}
    >
      <div className="space-y-3 text-sm text-plum-800">
        <p>{text('authenticityConfirmIntro')}</p>
        <p className="rounded-xl bg-blush-50 p-3">{text('authenticityConfirmWhere')}</p>
      </div>
      <button type="button" onClick={onNext} className={`${BUTTON_CLASS.primary} mt-5 w-full`}>
        {text('authenticityConfirmGo')}
      </button>
    </Modal>
  );
}

/** The form dialog: the code typed (always) or scanned from its QR code (where supported). */
export function AuthenticityFormModal({
  busy,
  refusal,
  onClose,
  onCheck,
}: {
  busy: boolean;
  refusal: CheckRefusal | null;
  onClose: () => void;
  onCheck: (code: string) => void;
}) {
  const text = useAuthenticityText();
  const locale = useLocale();
  // The domain's plain rule (no schema library): the same normalisation the API applies.
  const parse = useMemo<FormParse<{ code: string }>>(
    () => (data) => {
      const checked = checkAuthenticityCode(String(data.get('code') ?? ''));
      return checked.ok
        ? { ok: true, data: { code: checked.value } }
        : { ok: false, fields: { code: translate(checked.code, locale) } };
    },
    [locale],
  );
  const form = useFormValidation({ parse, onValid: (input) => onCheck(input.code) });
  const { setServerErrors } = form;
  useEffect(() => {
    if (refusal) setServerErrors(refusal.fields);
  }, [refusal, setServerErrors]);

  return (
    <Modal kind="authenticityForm" open onClose={onClose} title={text('authenticityFormTitle')}>
      <form {...form.formProps} className="space-y-4">
        <TextField
          {...form.field('code')}
          label={text('authenticityCodeLabel')}
          hint={text('authenticityCodeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={AUTHENTICITY_CODE_INPUT_MAX}
          placeholder="XXXX-XXXX-XXXX"
          className="[&_input]:font-mono [&_input]:tracking-widest"
        />
        <CodeScanner
          onCode={(code) => {
            form.set('code', code);
            const input = form.validate();
            if (input) onCheck(input.code);
          }}
        />
        {refusal?.message ? <FormMessage tone="error">{refusal.message}</FormMessage> : null}
        <SubmitButton busy={busy}>{text('authenticitySubmit')}</SubmitButton>
      </form>
    </Modal>
  );
}
