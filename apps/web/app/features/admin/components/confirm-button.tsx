import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { Modal } from '~/components/ui/modal';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useAdminText } from '../text';

export const ROW_BUTTON_CLASS =
  'inline-flex min-h-9 items-center justify-center rounded-full border border-plum-900/20 bg-white px-3 text-xs font-bold text-plum-900 transition hover:border-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50';

/**
 * A row's write that asks first (lock, reset the authenticator): the button opens a
 * confirmation whose "yes" posts `fields` to the page's action.
 */
export function ConfirmButton({
  label,
  accessibleLabel,
  question,
  fields,
  tone = 'primary',
}: {
  label: string;
  accessibleLabel: string;
  question: ReactNode;
  fields: Record<string, string | number>;
  tone?: 'primary' | 'danger';
}) {
  const text = useAdminText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={ROW_BUTTON_CLASS}
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Modal
        kind="globalConfirmation"
        open={open}
        onClose={() => setOpen(false)}
        title={accessibleLabel}
      >
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-col gap-5">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-plum-800">{question}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={BUTTON_CLASS.secondary} onClick={() => setOpen(false)}>
              {text('cancel')}
            </button>
            <button type="submit" className={BUTTON_CLASS[tone]}>
              {text('confirm')}
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
