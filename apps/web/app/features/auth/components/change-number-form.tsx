import { useMemo } from 'react';
import { z } from '@kilau/domain/shared';
import { messagesFor, PHONE_LENGTH, phoneField } from '@kilau/domain/accounts';
import { normalizePhoneNumber } from '@kilau/domain/shared';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

const toInput = (form: FormData) => ({
  phone_no: normalizePhoneNumber(String(form.get('phone_no') ?? '')),
});

/** Change number (001 §2): the new number, then a change-number code sent to it. */
export function ChangeNumberForm({ onNumber }: { onNumber: (phone: string) => void }) {
  const text = useAuthText();
  const locale = useLocale();
  const parse = useMemo(
    () =>
      schemaParse(z.object({ phone_no: phoneField(messagesFor(locale), PHONE_LENGTH) }), toInput),
    [locale],
  );
  const form = useFormValidation({ parse, onValid: (input) => onNumber(input.phone_no) });

  return (
    <form {...form.formProps} className="space-y-4" aria-label={text('changeNumberTitle')}>
      <p className="text-sm text-plum-700">{text('changeNumberIntro')}</p>
      <TextField
        label={text('fieldPhone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={text('phonePrefix')}
        {...form.field('phone_no')}
      />
      <SubmitButton busy={false}>{text('otpSend')}</SubmitButton>
    </form>
  );
}
