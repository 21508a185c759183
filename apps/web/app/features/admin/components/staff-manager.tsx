import { FormMessage } from '~/components/ui/form-field';
import { STAFF_INTENTS, type StaffActionData } from '../admin-forms';
import { useAdminText } from '../text';
import type { Staff } from '../types';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffTable } from './staff-table';

/** /admin/staff: the accounts, adding one, and what the last write said. */
export function StaffManager({
  staff,
  meId,
  answer,
}: {
  staff: Staff[];
  meId: number;
  answer: StaffActionData | undefined;
}) {
  const text = useAdminText();
  // The create dialog shows its own refusals; everything else is said above the table.
  const said = answer && !(answer.intent === STAFF_INTENTS.create && !answer.ok) ? answer : null;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {text('staffTitle')}
          </h1>
          <p className="mt-1 text-plum-700">{text('staffIntro')}</p>
          <p className="mt-1 text-sm text-plum-600">
            {text('staffCount', { count: staff.length })}
          </p>
        </div>
        <StaffCreateDialog answer={answer} />
      </header>
      {said?.message ? (
        <FormMessage tone={said.ok ? 'success' : 'error'}>{said.message}</FormMessage>
      ) : null}
      <StaffTable staff={staff} meId={meId} />
    </div>
  );
}
