import { useActionData, useFetcher } from 'react-router';
import { BUTTON_CLASS, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { useAccountText } from '~/features/account/text';
import {
  CLOSE_ACCOUNT_INTENT,
  CLOSURE_CODE_INTENT,
  isDataRightsAnswer,
  parseClosureForm,
} from '../data-rights-forms';
import { FormCard, useAnswerToast } from './form-card';

/**
 * "Tutup akun" (docs/design/data-rights.md): first a one-time code to the member's e-mail, then
 * the code, the choice on reviews and the final "I understand"; a closed account is signed out
 * (the action sends the browser home).
 */
export function AccountClosureCard() {
  const text = useAccountText();
  const locale = useLocale();
  const codeFetcher = useFetcher({ key: CLOSURE_CODE_INTENT });
  const closeFetcher = useFetcher({ key: CLOSE_ACCOUNT_INTENT });
  const actionData = useActionData();
  const codeAnswer = [codeFetcher.data, actionData].find((value) =>
    isDataRightsAnswer(value, CLOSURE_CODE_INTENT),
  );
  const closeAnswer = [closeFetcher.data, actionData].find((value) =>
    isDataRightsAnswer(value, CLOSE_ACCOUNT_INTENT),
  );
  useAnswerToast(codeAnswer);
  useAnswerToast(closeAnswer && !closeAnswer.ok && !closeAnswer.fields ? closeAnswer : undefined);
  const { formProps, errorFor } = useFormValidation({
    parse: parseClosureForm(locale),
    serverErrors: closeAnswer && !closeAnswer.ok ? closeAnswer.fields : undefined,
  });
  const codeSent = codeAnswer?.ok === true || closeAnswer !== undefined;

  return (
    <FormCard title={text('closureTitle')} intro={text('closureIntro')} answer={undefined}>
      <codeFetcher.Form method="post" className="mb-6">
        <input type="hidden" name="intent" value={CLOSURE_CODE_INTENT} />
        <button
          type="submit"
          disabled={codeFetcher.state !== 'idle'}
          className={BUTTON_CLASS.secondary}
        >
          {codeFetcher.state !== 'idle' ? text('closureSending') : text('closureSendCode')}
        </button>
        {codeAnswer?.ok ? (
          <p role="status" className="mt-3 text-sm text-leaf-700">
            {codeAnswer.message}
          </p>
        ) : null}
      </codeFetcher.Form>
      {codeSent ? (
        <closeFetcher.Form method="post" {...formProps} className="grid gap-5">
          <input type="hidden" name="intent" value={CLOSE_ACCOUNT_INTENT} />
          <TextField
            className="sm:max-w-xs"
            label={text('closureCodeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errorFor('code')}
          />
          <fieldset className="grid gap-2 text-sm text-plum-900">
            <legend className="mb-1 font-semibold">{text('closureReviewsLegend')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="reviews" value="anonymise" defaultChecked />
              {text('closureReviewsAnonymise')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="reviews" value="remove" />
              {text('closureReviewsRemove')}
            </label>
            {errorFor('reviews') ? <p className="text-berry-700">{errorFor('reviews')}</p> : null}
          </fieldset>
          <div className="text-sm text-plum-900">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="confirm"
                className="mt-1"
                aria-invalid={errorFor('confirm') ? true : undefined}
                aria-describedby={errorFor('confirm') ? 'closure-confirm-error' : undefined}
              />
              {text('closureConfirm')}
            </label>
            {errorFor('confirm') ? (
              <p id="closure-confirm-error" className="mt-1 text-berry-700">
                {errorFor('confirm')}
              </p>
            ) : null}
          </div>
          <div>
            <button
              type="submit"
              disabled={closeFetcher.state !== 'idle'}
              className={BUTTON_CLASS.danger}
            >
              {closeFetcher.state !== 'idle' ? text('closureClosing') : text('closureSubmit')}
            </button>
          </div>
        </closeFetcher.Form>
      ) : null}
    </FormCard>
  );
}
