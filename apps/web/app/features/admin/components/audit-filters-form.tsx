import { Form, Link } from 'react-router';
import { SelectField, TextField } from '~/components/ui/form-field';
import { AUDIT_WORD_MAX, type AuditFilters } from '../lib/audit-filters';
import { useAdminText } from '../text';
import type { Staff } from '../types';

/**
 * The audit log's filters: a GET form, so the page's address is its state (a filtered view is
 * a link to share, and Back goes to the previous filters).
 */
export function AuditFiltersForm({
  filters,
  invalid,
  staff,
}: {
  filters: AuditFilters;
  invalid: ReadonlyArray<'from' | 'to'>;
  /** The accounts to choose from; null when the list is not the role's to read. */
  staff: Array<Pick<Staff, 'id' | 'name' | 'email'>> | null;
}) {
  const text = useAdminText();
  const dayError = (bound: 'from' | 'to') =>
    invalid.includes(bound) ? text('auditDayInvalid') : undefined;
  return (
    <Form
      method="get"
      // Keyed by the filters: Back and Forward show the fields of the address they land on.
      key={JSON.stringify(filters)}
      role="search"
      aria-label={text('auditFilters')}
      className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 dt:grid-cols-[repeat(5,minmax(0,1fr))_auto] dt:items-start"
    >
      {staff ? (
        <SelectField name="staff_id" label={text('auditStaff')} defaultValue={filters.staff_id}>
          <option value="">{text('auditAnyStaff')}</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name} ({member.email})
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          name="staff_id"
          label={text('auditStaff')}
          inputMode="numeric"
          defaultValue={filters.staff_id}
        />
      )}
      <TextField
        name="entity"
        maxLength={AUDIT_WORD_MAX}
        label={text('auditEntity')}
        hint={text('auditEntityHint')}
        defaultValue={filters.entity}
      />
      <TextField
        name="action"
        maxLength={AUDIT_WORD_MAX}
        label={text('auditAction')}
        hint={text('auditActionHint')}
        defaultValue={filters.action}
      />
      <TextField
        name="from"
        label={text('auditFrom')}
        hint={text('auditDayHint')}
        inputMode="numeric"
        placeholder="01/11/2026"
        defaultValue={filters.from}
        error={dayError('from')}
      />
      <TextField
        name="to"
        label={text('auditTo')}
        hint={text('auditDayHint')}
        inputMode="numeric"
        placeholder="30/11/2026"
        defaultValue={filters.to}
        error={dayError('to')}
      />
      <div className="flex flex-col gap-2 dt:pt-7">
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold text-cream-50 transition hover:bg-plum-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2"
        >
          {text('auditApply')}
        </button>
        <Link
          to="/admin/audit-log"
          className="text-center text-sm font-semibold text-plum-800 underline underline-offset-4"
        >
          {text('auditClear')}
        </Link>
      </div>
    </Form>
  );
}
