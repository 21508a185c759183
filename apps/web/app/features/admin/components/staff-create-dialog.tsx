import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { STAFF_ROLES } from '@kilau/domain/admin';
import { Modal } from '~/components/ui/modal';
import {
  BUTTON_CLASS,
  FormMessage,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { parseStaffCreate, STAFF_INTENTS, type StaffActionData } from '../admin-forms';
import { ROLE_LABEL } from '../lib/role-words';
import { useAdminText } from '../text';

function CreateForm({ answer }: { answer: StaffActionData | undefined }) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseStaffCreate(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer?.fields });
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === STAFF_INTENTS.create;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={STAFF_INTENTS.create} />
      {answer?.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <TextField {...field('email')} label={text('staffEmail')} type="email" autoComplete="off" />
      <TextField {...field('name')} label={text('staffName')} autoComplete="off" />
      <SelectField {...field('role')} label={text('staffRole')} defaultValue="">
        <option value="" disabled>
          {text('staffRoleChoose')}
        </option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {text(ROLE_LABEL[role])}
          </option>
        ))}
      </SelectField>
      <PasswordField
        {...field('password')}
        label={text('staffCreatePassword')}
        hint={text('staffCreatePasswordHint')}
        autoComplete="new-password"
      />
      <SubmitButton busy={busy}>{text('staffCreateSubmit')}</SubmitButton>
    </Form>
  );
}

/** "Add staff": the button and its dialog; the dialog closes once the account is made. */
export function StaffCreateDialog({ answer }: { answer: StaffActionData | undefined }) {
  const text = useAdminText();
  const mine = answer?.intent === STAFF_INTENTS.create ? answer : undefined;
  // Open since which answer (null: closed); a new account made since then closes it.
  const [openedAt, setOpenedAt] = useState<{ answer: StaffActionData | undefined } | null>(null);
  const open = openedAt !== null && !(mine?.ok && mine !== openedAt.answer);
  const setOpen = (value: boolean) => setOpenedAt(value ? { answer: mine } : null);
  return (
    <>
      <button type="button" className={BUTTON_CLASS.primary} onClick={() => setOpen(true)}>
        {text('staffCreate')}
      </button>
      <Modal
        kind="staffCreate"
        open={open}
        onClose={() => setOpen(false)}
        title={text('staffCreateTitle')}
      >
        {/* Only a refusal of this opening's submit shows in the form. */}
        <CreateForm answer={mine && !mine.ok && mine !== openedAt?.answer ? mine : undefined} />
      </Modal>
    </>
  );
}
