import { useMemo, useState } from 'react';
import { Form } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { STAFF_ROLES } from '@kilau/domain/admin';
import { CONTROL_CLASS } from '~/components/ui/form-field';
import { STAFF_INTENTS } from '../admin-forms';
import { ROLE_LABEL } from '../lib/role-words';
import { useAdminTable } from '../hooks/use-admin-table';
import { useAdminText } from '../text';
import type { Staff } from '../types';
import { ConfirmButton, ROW_BUTTON_CLASS } from './confirm-button';
import { DataTable } from './data-table';

const column = createColumnHelper<Staff>();

const rowFields = (staff: Staff) => ({ id: staff.id, version: staff.version, name: staff.name });

function Badge({ tone, children }: { tone: 'good' | 'warn' | 'quiet'; children: string }) {
  const styles = {
    good: 'bg-leaf-700/10 text-leaf-700',
    warn: 'bg-berry-700/10 text-berry-700',
    quiet: 'bg-cream-200 text-plum-800',
  }[tone];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${styles}`}>
      {children}
    </span>
  );
}

/** A row's role: a select and its save button (your own role is not yours to change). */
function RoleCell({ staff, self }: { staff: Staff; self: boolean }) {
  const text = useAdminText();
  if (self) return <>{text(ROLE_LABEL[staff.role])}</>;
  return (
    // Keyed by version: a reloaded row shows the role it now has.
    <Form method="post" key={staff.version} className="flex flex-wrap items-center gap-2">
      {Object.entries({ ...rowFields(staff), intent: STAFF_INTENTS.role }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <select
        name="role"
        defaultValue={staff.role}
        aria-label={text('staffChangeRole', { name: staff.name })}
        className={`${CONTROL_CLASS} h-9 w-auto rounded-lg border-blush-300 px-2 text-sm`}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {text(ROLE_LABEL[role])}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={ROW_BUTTON_CLASS}
        aria-label={text('staffSaveRoleFor', { name: staff.name })}
      >
        {text('staffSaveRole')}
      </button>
    </Form>
  );
}

function ActionsCell({ staff, self }: { staff: Staff; self: boolean }) {
  const text = useAdminText();
  const fields = rowFields(staff);
  return (
    <div className="flex flex-wrap gap-2">
      {self ? null : staff.locked ? (
        <Form method="post">
          {Object.entries({ ...fields, intent: STAFF_INTENTS.unlock }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className={ROW_BUTTON_CLASS}
            aria-label={text('staffUnlockFor', { name: staff.name })}
          >
            {text('staffUnlock')}
          </button>
        </Form>
      ) : (
        <ConfirmButton
          label={text('staffLock')}
          accessibleLabel={text('staffLockFor', { name: staff.name })}
          question={text('staffLockConfirm', { name: staff.name })}
          fields={{ ...fields, intent: STAFF_INTENTS.lock }}
          tone="danger"
        />
      )}
      {staff.totp_enabled ? (
        <ConfirmButton
          label={text('staffResetTotp')}
          accessibleLabel={text('staffResetTotpFor', { name: staff.name })}
          question={text('staffResetTotpConfirm', { name: staff.name })}
          fields={{ ...fields, intent: STAFF_INTENTS.resetTotp }}
        />
      ) : null}
    </div>
  );
}

/** Every staff account, sortable by its columns, with each row's writes. */
export function StaffTable({ staff, meId }: { staff: Staff[]; meId: number }) {
  const text = useAdminText();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: text('staffName'),
        cell: (info) => (
          <span className="font-semibold text-plum-900">
            {info.getValue()}
            {info.row.original.id === meId ? (
              <>
                {' '}
                <span className="font-normal text-plum-600">{text('staffYou')}</span>
              </>
            ) : null}
          </span>
        ),
      }),
      column.accessor('email', { header: text('staffEmail') }),
      column.accessor((row) => text(ROLE_LABEL[row.role]), {
        id: 'role',
        header: text('staffRole'),
        cell: (info) => <RoleCell staff={info.row.original} self={info.row.original.id === meId} />,
      }),
      column.accessor('totp_enabled', {
        header: text('staffSecondFactor'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="good">{text('staffSecondFactorOn')}</Badge>
          ) : (
            <Badge tone="quiet">{text('staffSecondFactorOff')}</Badge>
          ),
      }),
      column.accessor('locked', {
        header: text('staffStatus'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="warn">{text('staffLocked')}</Badge>
          ) : (
            <Badge tone="good">{text('staffActive')}</Badge>
          ),
      }),
      column.display({
        id: 'actions',
        header: text('staffActions'),
        cell: (info) => (
          <ActionsCell staff={info.row.original} self={info.row.original.id === meId} />
        ),
      }),
    ],
    [text, meId],
  );
  const table = useAdminTable({
    data: staff,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(row.id),
  });
  return (
    <DataTable
      table={table}
      caption={text('staffTableLabel')}
      empty={text('staffEmpty')}
      rowHeader
    />
  );
}
