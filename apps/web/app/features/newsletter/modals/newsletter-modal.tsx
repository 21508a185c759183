import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createNewsletterSubscribeSchema,
  NEWSLETTER_PRIVACY_PATH,
  type NewsletterSubscribeInput,
} from '@kilau/domain/newsletter';
import { BUTTON_CLASS, FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { schemaParse } from '~/hooks/schema-parse';
import { fieldErrorsOf, useFormValidation } from '~/hooks/use-form-validation';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { subscribeToNewsletter } from '../api/newsletter-calls';
import { useNewsletterText } from '../text';

/** The form's fields as the schema reads them: the box ticked is `consent: true`. */
const toInput = (form: FormData) => ({
  email: String(form.get('email') ?? ''),
  consent: form.get('consent') === 'on',
});

/**
 * The newsletter modal (001 §2 `newsletter`): an e-mail and the consent box (never pre-ticked,
 * linking the privacy policy); sent, it says to check the inbox — the same words whatever the
 * address, since the API answers the same for everyone. Loaded only when opened (zod with it).
 */
export default function NewsletterModal({
  source,
  onClose,
}: {
  source: NewsletterSubscribeInput['source'];
  onClose: () => void;
}) {
  const text = useNewsletterText();
  const locale = useLocale();
  const api = useApiClient();
  const consentId = useId();
  const consentErrorId = useId();
  const parse = useMemo(
    () => schemaParse(createNewsletterSubscribeSchema(locale), toInput),
    [locale],
  );
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });

  async function submit(input: NewsletterSubscribeInput) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await subscribeToNewsletter(api, { ...input, language: locale, source });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    const fields = fieldErrorsOf(result.data);
    if (Object.keys(fields).length > 0) form.setServerErrors(fields);
    else setFailure(result.message || text('failed'));
  }

  const consentError = form.errorFor('consent');
  return (
    <Modal
      kind="newsletter"
      open
      onClose={onClose}
      title={sent ? text('checkInboxTitle') : text('modalTitle')}
    >
      {sent ? (
        <div className="space-y-4">
          <FormMessage tone="success">{text('checkInboxText')}</FormMessage>
          <button type="button" onClick={onClose} className={`${BUTTON_CLASS.primary} w-full`}>
            {text('done')}
          </button>
        </div>
      ) : (
        <form {...form.formProps} className="space-y-4" aria-label={text('modalTitle')}>
          <p className="text-sm text-plum-700">{text('modalIntro')}</p>
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <TextField
            label={text('emailLabel')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            {...form.field('email')}
          />
          <div className="text-sm text-plum-800">
            <div className="flex items-start gap-3">
              <input
                id={consentId}
                type="checkbox"
                name="consent"
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? consentErrorId : undefined}
                className="mt-0.5 size-5 shrink-0 accent-plum-900"
              />
              <label htmlFor={consentId}>
                {text('consentBefore')}
                <Link
                  to={NEWSLETTER_PRIVACY_PATH}
                  target="_blank"
                  className="font-semibold underline underline-offset-2"
                >
                  {text('consentLink')}
                </Link>
                {text('consentAfter')}
              </label>
            </div>
            {consentError ? (
              <p id={consentErrorId} className="mt-1 text-berry-700">
                {consentError}
              </p>
            ) : null}
          </div>
          <SubmitButton busy={busy}>{text('submit')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
