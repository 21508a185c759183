import { useMemo, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { createProfileSchema, registerErrorMessage, type MemberView } from '@kilau/domain/accounts';
import { normalizePhoneNumber } from '@kilau/domain/shared';
import { SaluteField } from '~/components/ui/salute-field';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { useApiClient } from '~/lib/api-client';
import { useLocale, useMessage } from '~/lib/i18n';
import { fieldErrorsOf, formValues, useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

/** The form's starting values: what the member or the social provider already gave (text). */
export type KnownProfile = {
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  salute_id: string;
};

const toInput = (form: FormData) => {
  const values = formValues(form);
  return {
    ...values,
    salute_id: values.salute_id ?? '',
    phone_no: normalizePhoneNumber(values.phone_no ?? ''),
  };
};

/**
 * Complete profile (001 §3, §4): the mandatory fields a member still lacks — typically after a
 * social login — sent to `POST /auth/register/update`, then on to where they were going.
 */
export function CompleteProfileForm({ known, next }: { known: KnownProfile; next: string }) {
  const text = useAuthText();
  const message = useMessage();
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const parse = useMemo(
    () =>
      schemaParse(
        createProfileSchema(locale).pick({
          user_name: true,
          first_name: true,
          last_name: true,
          email: true,
          phone_no: true,
          salute_id: true,
        }),
        toInput,
      ),
    [locale],
  );
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });

  async function submit(input: unknown) {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const result = await api.post<MemberView>('/api/auth/register/update', input);
    setBusy(false);
    if (result.ok) {
      toast.success(result.message ?? message('profile_updated'));
      await revalidator.revalidate();
      await navigate(next, { replace: true });
      return;
    }
    const fields = fieldErrorsOf(result.data);
    if (Object.keys(fields).length > 0) form.setServerErrors(fields);
    else setRefusal(result.message ?? message(registerErrorMessage(result.errorCode)));
  }

  return (
    <form {...form.formProps} className="space-y-4">
      {refusal ? <FormMessage tone="error">{refusal}</FormMessage> : null}
      <SaluteField
        defaultValue={known.salute_id ? Number(known.salute_id) : undefined}
        error={form.errorFor('salute_id')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={text('fieldFirstName')}
          autoComplete="given-name"
          defaultValue={known.first_name}
          {...form.field('first_name')}
        />
        <TextField
          label={text('fieldLastName')}
          autoComplete="family-name"
          defaultValue={known.last_name}
          {...form.field('last_name')}
        />
      </div>
      <TextField
        label={text('fieldUsername')}
        autoComplete="username"
        autoCapitalize="none"
        hint={text('usernameHint')}
        defaultValue={known.user_name}
        {...form.field('user_name')}
      />
      <TextField
        label={text('fieldEmail')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        defaultValue={known.email}
        {...form.field('email')}
      />
      <TextField
        label={text('fieldPhone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={text('phonePrefix')}
        defaultValue={known.phone_no}
        {...form.field('phone_no')}
      />
      <SubmitButton busy={busy}>{text('completeProfileSubmit')}</SubmitButton>
    </form>
  );
}
