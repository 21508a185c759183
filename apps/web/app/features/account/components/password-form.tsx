import { useEffect } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { BUTTON_CLASS, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { isAccountAnswer, parsePasswordForm, PASSWORD_INTENT } from '../account-forms';
import { FormCard, useAnswerToast } from './form-card';
import { useAccountText } from '~/features/account/text';

/**
 * Change password (001 §5, §8): old, new (6 to 60 characters) and its confirmation ('Konfirmasi
 * password tidak sesuai'). A wrong old password or a new one equal to the old shows on its
 * field; success empties the form and toasts 'Password anda berhasil diubah'.
 */
export function PasswordForm() {
  const text = useAccountText();
  const locale = useLocale();
  const fetcher = useFetcher({ key: PASSWORD_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) =>
    isAccountAnswer(value, PASSWORD_INTENT),
  );
  const { formProps, errorFor, reset } = useFormValidation({
    parse: (data) => parsePasswordForm(data, locale),
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  useAnswerToast(answer);
  useEffect(() => {
    if (answer?.ok) reset();
  }, [answer, reset]);
  const busy = fetcher.state !== 'idle';

  return (
    <FormCard title={text('passwordTitle')} intro={text('passwordIntro')} answer={answer}>
      <fetcher.Form method="post" {...formProps} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value={PASSWORD_INTENT} />
        <TextField
          className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
          label={text('fieldOldPassword')}
          name="old_password"
          type="password"
          autoComplete="current-password"
          error={errorFor('old_password')}
        />
        <TextField
          label={text('fieldNewPassword')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={text('newPasswordHint')}
          error={errorFor('new_password')}
        />
        <TextField
          label={text('fieldConfirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={errorFor('confirm_password')}
        />
        <div>
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.secondary} w-full`}>
            {busy ? text('saving') : text('passwordSave')}
          </button>
        </div>
      </fetcher.Form>
    </FormCard>
  );
}
