import { data, redirect } from 'react-router';
import type { Locale } from '@kilau/domain';
import { changePasswordMessage, profileUpdateMessage } from '@kilau/domain/accounts';
import { translate } from '@kilau/domain/messages';
import type { ApiClient } from '~/lib/api-client.server';
import {
  MESSAGES_INTENT,
  NEWSLETTER_INTENT,
  parseMessagesForm,
  parseNewsletterForm,
  parsePasswordForm,
  parseProfileForm,
  parseTagsForm,
  PASSWORD_INTENT,
  PROFILE_INTENT,
  TAGS_INTENT,
  toProfileFormFields,
  typedValues,
  type AccountActionData,
} from '../account-forms';
import {
  changePassword,
  fetchMember,
  saveMemberTags,
  savePreferences,
  updateProfile,
} from './account.server';
import { accountText } from '~/features/account/text';

type ActionInput = {
  api: ApiClient;
  form: FormData;
  locale: Locale;
  /** Where a guest (or a member whose session ended) is sent: the login. */
  loginPath: string;
};

const refused = (payload: AccountActionData, status: number) => data(payload, { status });

/** Conflicts the API answers for one field of the profile (409: taken by another member). */
const CONFLICT_FIELDS: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'user_name',
};

/** `update-profile`: the domain's profile schema, then `PUT /api/users/{id}` (001 §7, §8). */
export async function saveProfile({ api, form, locale, loginPath }: ActionInput) {
  const intent = PROFILE_INTENT;
  const values = typedValues(form);
  const parsed = parseProfileForm(form, locale);
  if (!parsed.ok) return refused({ intent, ok: false, fields: parsed.fields, values }, 422);

  const member = await fetchMember(api);
  if (!member) throw redirect(loginPath);
  const result = await updateProfile(api, member.id, parsed.data);
  if (result.ok) {
    return {
      intent,
      ok: true as const,
      message: result.message || translate(profileUpdateMessage(true), locale),
    };
  }
  if (result.status === 401) throw redirect(loginPath);
  const conflict = result.errorCode ? CONFLICT_FIELDS[result.errorCode] : undefined;
  if (conflict && result.message) {
    return refused(
      { intent, ok: false, fields: { [conflict]: result.message }, values },
      result.status,
    );
  }
  if (result.status === 422 && result.fields) {
    return refused(
      { intent, ok: false, fields: toProfileFormFields(result.fields, parsed.slots), values },
      422,
    );
  }
  return refused(
    { intent, ok: false, message: translate(profileUpdateMessage(false), locale), values },
    result.status || 503,
  );
}

/** The change-password answers that concern one field (001 §8): 401/403 old, 402 new. */
const PASSWORD_FIELD_BY_STATUS: Record<number, string> = {
  401: 'old_password',
  403: 'old_password',
  402: 'new_password',
};

/** `change-password`: the domain's schema, then `POST /api/auth/change-password`. */
export async function savePassword({ api, form, locale, loginPath }: ActionInput) {
  const intent = PASSWORD_INTENT;
  const parsed = parsePasswordForm(form, locale);
  if (!parsed.ok) return refused({ intent, ok: false, fields: parsed.fields }, 422);

  const result = await changePassword(api, parsed.data);
  if (result.ok) {
    return {
      intent,
      ok: true as const,
      message: result.message || translate(changePasswordMessage(200), locale),
    };
  }
  // A 401 without a session is the login's business; a 401 with one is a wrong old password.
  if (result.errorCode === 'unauthorized') throw redirect(loginPath);
  const field = PASSWORD_FIELD_BY_STATUS[result.status];
  if (field) {
    const message = result.message || translate(changePasswordMessage(result.status), locale);
    return refused({ intent, ok: false, fields: { [field]: message } }, result.status);
  }
  if (result.status === 422 && result.fields) {
    return refused({ intent, ok: false, fields: result.fields }, 422);
  }
  return refused(
    { intent, ok: false, message: translate(changePasswordMessage(result.status), locale) },
    result.status || 503,
  );
}

/**
 * `update-tags`: the beauty profile and the interests, each kind replaced through
 * `POST /api/user/me/tags`. The answer is "Profile successfully updated" or the retry text.
 */
export async function saveTags({ api, form, locale, loginPath }: ActionInput) {
  const intent = TAGS_INTENT;
  const updates = parseTagsForm(form);
  if (!updates) {
    return refused({ intent, ok: false, message: translate('option_invalid', locale) }, 422);
  }
  let message: string | undefined;
  for (const update of updates) {
    const result = await saveMemberTags(api, update);
    if (!result.ok && result.status === 401) throw redirect(loginPath);
    if (!result.ok) {
      return refused(
        { intent, ok: false, message: translate(profileUpdateMessage(false), locale) },
        result.status || 503,
      );
    }
    message = result.message;
  }
  return {
    intent,
    ok: true as const,
    message: message || translate(profileUpdateMessage(true), locale),
  };
}

/** `update-newsletter`: consent to the newsletter given or withdrawn (`POST /user/me/preferences`). */
export async function saveNewsletter({ api, form, locale, loginPath }: ActionInput) {
  const intent = NEWSLETTER_INTENT;
  const newsletter = parseNewsletterForm(form);
  if (newsletter === null) throw data(null, { status: 400 });
  const result = await savePreferences(api, { newsletter });
  if (!result.ok && result.status === 401) throw redirect(loginPath);
  if (!result.ok) {
    return refused(
      { intent, ok: false, message: translate(profileUpdateMessage(false), locale) },
      result.status || 503,
    );
  }
  return {
    intent,
    ok: true as const,
    message: accountText(
      !newsletter
        ? 'newsletterUnsubscribed'
        : result.data.preferences.newsletter_pending
          ? 'newsletterConfirmSent'
          : 'newsletterSubscribed',
      locale,
    ),
  };
}

/** `update-messages`: the order messages' channels and kinds (`POST /user/me/preferences`). */
export async function saveMessages({ api, form, locale, loginPath }: ActionInput) {
  const intent = MESSAGES_INTENT;
  const result = await savePreferences(api, parseMessagesForm(form));
  if (!result.ok && result.status === 401) throw redirect(loginPath);
  if (!result.ok) {
    return refused(
      { intent, ok: false, message: translate(profileUpdateMessage(false), locale) },
      result.status || 503,
    );
  }
  return { intent, ok: true as const, message: accountText('messagesSaved', locale) };
}
