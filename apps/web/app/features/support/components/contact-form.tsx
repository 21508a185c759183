import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@kilau/domain/support';
import {
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { CONTACT_INTENT, parseContactForm, type ContactActionData } from '../contact-forms';
import { useSupportText } from '../text';

export type ContactDefaults = { customer_name: string; email: string; phone: string };

/**
 * The contact form (001 §5): name, e-mail, optional phone, a topic, an optional order number and
 * a message of 1 to 160 characters; checked on blur, input and submit by the domain's schema and
 * posted to the route's action. With reCAPTCHA on, `recaptchaToken` fills the hidden token when
 * the shopper starts typing (a v3 token lives two minutes; a stale one is refused and the next
 * focus fetches another). Sent, it shows the ticket's reference.
 */
export function ContactForm({
  defaults,
  answer,
  recaptchaToken,
}: {
  defaults: ContactDefaults;
  answer: ContactActionData | undefined;
  recaptchaToken?: (() => Promise<string | null>) | undefined;
}) {
  const text = useSupportText();
  const locale = useLocale();
  const navigation = useNavigation();
  const [token, setToken] = useState('');
  const [length, setLength] = useState(0);
  const [again, setAgain] = useState(false);
  const { formProps, errorFor } = useFormValidation({
    parse: parseContactForm(locale),
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === CONTACT_INTENT;

  if (answer?.ok && !again) {
    return (
      <section aria-labelledby="contact-sent" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="contact-sent" className="font-display text-2xl text-plum-900">
          {text('sentTitle')}
        </h2>
        <p className="mt-3 text-plum-800" data-testid="contact-reference">
          {text('sentBody', { reference: answer.reference, email: answer.email })}
        </p>
        <button
          type="button"
          className="mt-5 font-semibold text-berry-700 underline"
          onClick={() => setAgain(true)}
        >
          {text('sendAnother')}
        </button>
      </section>
    );
  }

  const refreshToken = () => {
    if (recaptchaToken) void recaptchaToken().then((value) => setToken(value ?? ''));
  };

  return (
    <section aria-labelledby="contact-form" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="contact-form" className="font-display text-2xl text-plum-900">
        {text('formTitle')}
      </h2>
      <Form
        method="post"
        {...formProps}
        onFocus={recaptchaToken ? refreshToken : undefined}
        className="mt-5 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value={CONTACT_INTENT} />
        {recaptchaToken ? <input type="hidden" name="recaptcha_token" value={token} /> : null}
        <TextField
          label={text('fieldName')}
          name="customer_name"
          autoComplete="name"
          defaultValue={defaults.customer_name}
          error={errorFor('customer_name')}
        />
        <TextField
          label={text('fieldEmail')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaults.email}
          error={errorFor('email')}
        />
        <TextField
          label={text('fieldPhone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          optional
          defaultValue={defaults.phone}
          error={errorFor('phone')}
        />
        <SelectField
          label={text('fieldSubject')}
          name="subject"
          defaultValue=""
          error={errorFor('subject')}
        >
          <option value="" disabled>
            {text('subjectChoose')}
          </option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {SUPPORT_TOPIC_LABELS[topic][locale]}
            </option>
          ))}
        </SelectField>
        <TextField
          className="sm:col-span-2"
          label={text('fieldOrder')}
          name="order_reference"
          optional
          hint={text('orderHint')}
          error={errorFor('order_reference')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={text('fieldMessage')}
          name="message"
          rows={4}
          maxLength={160}
          hint={text('messageHint', { count: length })}
          onInput={(event) => setLength(event.currentTarget.value.length)}
          error={errorFor('message')}
        />
        {answer && !answer.ok && answer.message && !answer.fields ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{answer.message}</FormMessage>
          </div>
        ) : null}
        <div className="sm:col-span-2 sm:max-w-xs">
          <SubmitButton busy={busy}>{text('send')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
