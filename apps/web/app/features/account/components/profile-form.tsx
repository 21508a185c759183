import { useActionData, useFetcher } from 'react-router';
import { dateOfBirthText, SALUTE_OPTIONS } from '@kilau/domain/accounts';
import { PHONE_DISPLAY_PREFIX } from '@kilau/domain/shared';
import { BUTTON_CLASS, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { phoneFieldDefault } from '~/lib/phone-input';
import {
  isAccountAnswer,
  parseProfileForm,
  PROFILE_INTENT,
  SOCIAL_LINK_SLOTS,
  socialLinkField,
} from '../account-forms';
import type { Member } from '../types';
import { FormCard, useAnswerToast } from './form-card';
import { SaluteField } from '~/components/ui/salute-field';
import { useAccountText } from '~/features/account/text';

/**
 * The member's profile (001 §3 User): username, names, e-mail, phone (+62), salute, birth date,
 * bio and social links. Checked with the domain's profile schema as the shopper types and
 * leaves each field; saved through the page's action (`PUT /api/users/{id}`), which also works
 * without JavaScript. The answer is the toast "Profile successfully updated" or the retry text.
 */
export function ProfileForm({ member }: { member: Member }) {
  const text = useAccountText();
  const locale = useLocale();
  const fetcher = useFetcher({ key: PROFILE_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) => isAccountAnswer(value, PROFILE_INTENT));
  const validation = useFormValidation({
    parse: (data) => parseProfileForm(data, locale),
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  useAnswerToast(answer);
  const busy = fetcher.state !== 'idle';
  // A refused save rendered without JavaScript shows what was typed, not the saved profile.
  const typed = answer && !answer.ok ? answer.values : undefined;
  const initial = (name: string, saved: string) => typed?.[name] ?? saved;
  const salute = Number(
    initial(
      'salute_id',
      String(SALUTE_OPTIONS.find((entry) => entry.salute === member.salute)?.id ?? ''),
    ),
  );

  return (
    <FormCard title={text('profileTitle')} intro={text('profileIntro')} answer={answer}>
      <fetcher.Form method="post" {...validation.formProps} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value={PROFILE_INTENT} />
        <TextField
          label={text('fieldFirstName')}
          name="first_name"
          defaultValue={initial('first_name', member.first_name)}
          autoComplete="given-name"
          error={validation.errorFor('first_name')}
        />
        <TextField
          label={text('fieldLastName')}
          name="last_name"
          defaultValue={initial('last_name', member.last_name)}
          autoComplete="family-name"
          error={validation.errorFor('last_name')}
        />
        <TextField
          label={text('fieldUserName')}
          name="user_name"
          defaultValue={initial('user_name', member.user_name)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={validation.errorFor('user_name')}
        />
        <TextField
          label={text('fieldEmail')}
          name="email"
          type="email"
          defaultValue={initial('email', member.email)}
          autoComplete="email"
          error={validation.errorFor('email')}
        />
        <TextField
          label={text('fieldPhone')}
          name="phone_no"
          type="tel"
          inputMode="numeric"
          prefix={PHONE_DISPLAY_PREFIX}
          defaultValue={initial('phone_no', phoneFieldDefault(member.phone_no))}
          autoComplete="tel-national"
          hint={text('phoneHint')}
          error={validation.errorFor('phone_no')}
        />
        <TextField
          label={text('fieldDateOfBirth')}
          name="date_of_birth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={text('dateOfBirthPlaceholder')}
          hint={text('dateOfBirthHint')}
          optional
          defaultValue={initial('date_of_birth', dateOfBirthText(member.date_of_birth))}
          error={validation.errorFor('date_of_birth')}
        />
        <SaluteField
          className="sm:col-span-2"
          defaultValue={salute}
          error={validation.errorFor('salute_id')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={text('fieldBio')}
          name="bio"
          optional
          defaultValue={initial('bio', member.bio)}
          hint={text('bioHint')}
          error={validation.errorFor('bio')}
        />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-plum-900">
            {text('fieldSocialLinks')}
            <span className="ml-1 font-normal text-plum-600">({text('optional')})</span>
          </legend>
          {Array.from({ length: SOCIAL_LINK_SLOTS }, (_, slot) => (
            <TextField
              key={slot}
              label={text('socialLinkLabel', { index: slot + 1 })}
              hideLabel
              name={socialLinkField(slot)}
              type="url"
              inputMode="url"
              placeholder={SOCIAL_PLACEHOLDERS[slot]}
              defaultValue={initial(socialLinkField(slot), member.social_links[slot]?.url ?? '')}
              error={validation.errorFor(socialLinkField(slot))}
            />
          ))}
        </fieldset>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className={`${BUTTON_CLASS.primary} w-full sm:w-auto`}
          >
            {busy ? text('saving') : text('profileSave')}
          </button>
        </div>
      </fetcher.Form>
    </FormCard>
  );
}

const SOCIAL_PLACEHOLDERS = [
  'https://instagram.com/username',
  'https://tiktok.com/@username',
  'https://youtube.com/@channel',
];
