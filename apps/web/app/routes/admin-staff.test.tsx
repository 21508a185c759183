import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, makeStaff, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { Staff } from '~/features/admin/types';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as staffPage from './admin-staff';

const ME = makeMe('admin');
const SELF = makeStaff({ id: ME.id, email: ME.email, name: ME.name, role: 'admin', version: 1 });
const AYU = makeStaff();
const BUDI = makeStaff({
  id: 3,
  email: 'budi@kilau.id',
  name: 'Budi Ops',
  role: 'operations',
  totp_enabled: false,
  locked: true,
  version: 7,
});

const render = (replies: ApiReplies = {}, accounts: Staff[] = [SELF, AYU, BUDI]) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: ME },
    [`GET ${ADMIN_API.staff}`]: { data: accounts },
    ...replies,
  });
  renderRouteModule(staffPage, {
    path: '/admin/staff',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

const table = () => screen.findByRole('table', { name: 'Akun staf' });
const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(name) });
  return within(header.closest('tr') as HTMLElement);
};
const namesInOrder = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(' (kamu)', ''));

describe('/admin/staff (route module)', () => {
  it('lists the accounts with role, authenticator and lock, sortable by its headers', async () => {
    render();
    await table();
    const budi = rowOf('Budi Ops');
    expect(budi.getByText('Belum dipasang')).toBeTruthy();
    expect(budi.getByText('Dikunci')).toBeTruthy();
    expect(budi.getByRole('button', { name: 'Buka kunci akun Budi Ops' })).toBeTruthy();
    expect(rowOf('Ayu').getByText('Terpasang')).toBeTruthy();
    // Your own row: no role change, no lock.
    const self = rowOf('Rina Admin');
    expect(self.getByText('(kamu)')).toBeTruthy();
    expect(self.queryByRole('combobox')).toBeNull();
    expect(self.queryByRole('button', { name: /Kunci/ })).toBeNull();

    expect(namesInOrder()).toEqual(['Ayu Merchandiser', 'Budi Ops', 'Rina Admin']);
    const sortByName = screen.getByRole('button', { name: 'Urutkan menurut Nama' });
    expect(sortByName.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortByName);
    expect(namesInOrder()).toEqual(['Rina Admin', 'Budi Ops', 'Ayu Merchandiser']);
    expect(sortByName.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(await axeViolations()).toEqual([]);
  });

  it('adds an account: the schema first, the API’s taken email on the email field', async () => {
    const { callsTo } = render({
      [`POST ${ADMIN_API.staff}`]: {
        status: 409,
        errorCode: 'staff_email_taken',
        message: 'Email ini sudah dipakai akun staf lain.',
      },
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah staf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tambah akun staf' }));
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'ayu@kilau.id' } });
    fireEvent.change(dialog.getByLabelText('Nama'), { target: { value: 'Ayu Baru' } });
    fireEvent.change(dialog.getByLabelText('Peran'), { target: { value: 'content' } });
    fireEvent.change(dialog.getByLabelText('Password pertama'), { target: { value: 'pendek' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan akun' }));
    expect(await dialog.findByText('Password harus 10 sampai 128 karakter.')).toBeTruthy();
    expect(callsTo('POST', ADMIN_API.staff)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Password pertama'), {
      target: { value: 'rahasia-panjang' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan akun' }));
    expect(await dialog.findByText('Email ini sudah dipakai akun staf lain.')).toBeTruthy();
    expect(dialog.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    expect(callsTo('POST', ADMIN_API.staff).map((call) => call.body)).toEqual([
      { email: 'ayu@kilau.id', name: 'Ayu Baru', role: 'content', password: 'rahasia-panjang' },
    ]);
  });

  it('closes the dialog once the account is made and shows the new row', async () => {
    const SARI = makeStaff({ id: 4, email: 'sari@kilau.id', name: 'Sari', role: 'content' });
    let created = false;
    render({
      [`POST ${ADMIN_API.staff}`]: () => {
        created = true;
        return { status: 201, data: SARI };
      },
      [`GET ${ADMIN_API.staff}`]: () => ({ data: created ? [SELF, AYU, BUDI, SARI] : [SELF] }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah staf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tambah akun staf' }));
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'sari@kilau.id' } });
    fireEvent.change(dialog.getByLabelText('Nama'), { target: { value: 'Sari' } });
    fireEvent.change(dialog.getByLabelText('Peran'), { target: { value: 'content' } });
    fireEvent.change(dialog.getByLabelText('Password pertama'), {
      target: { value: 'rahasia-panjang' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan akun' }));
    expect(await screen.findByText('Akun sari@kilau.id dibuat.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('rowheader', { name: 'Sari' })).toBeTruthy();
  });

  it('changes a role at the version read; someone else’s change in between is said and reloaded', async () => {
    const { callsTo } = render({
      [`PATCH ${ADMIN_API.staffMember(AYU.id)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
        data: { ...AYU, version: 4 },
      },
    });
    await table();
    const ayu = rowOf('Ayu');
    fireEvent.change(ayu.getByRole('combobox', { name: 'Ubah peran Ayu Merchandiser' }), {
      target: { value: 'support' },
    });
    fireEvent.click(ayu.getByRole('button', { name: 'Simpan peran Ayu Merchandiser' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
    );
    expect(callsTo('PATCH', ADMIN_API.staffMember(AYU.id)).map((call) => call.body)).toEqual([
      { version: 3, role: 'support' },
    ]);
    // The table is read again.
    expect(callsTo('GET', ADMIN_API.staff)).toHaveLength(2);
  });

  it('locks after a confirmation, and resets an authenticator', async () => {
    const { callsTo } = render({
      [`PATCH ${ADMIN_API.staffMember(AYU.id)}`]: { data: { ...AYU, locked: true, version: 4 } },
      [`POST ${ADMIN_API.resetTotp(AYU.id)}`]: { data: { ...AYU, totp_enabled: false } },
    });
    await table();
    fireEvent.click(rowOf('Ayu').getByRole('button', { name: 'Kunci akun Ayu Merchandiser' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Kunci akun Ayu Merchandiser' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Akun Ayu Merchandiser dikunci.')).toBeTruthy();
    expect(callsTo('PATCH', ADMIN_API.staffMember(AYU.id)).map((call) => call.body)).toEqual([
      { version: 3, locked: true },
    ]);

    fireEvent.click(
      rowOf('Ayu').getByRole('button', { name: 'Atur ulang autentikator Ayu Merchandiser' }),
    );
    const reset = within(
      await screen.findByRole('dialog', { name: 'Atur ulang autentikator Ayu Merchandiser' }),
    );
    fireEvent.click(reset.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Autentikator Ayu Merchandiser diatur ulang.')).toBeTruthy();
    expect(callsTo('POST', ADMIN_API.resetTotp(AYU.id)).map((call) => call.body)).toEqual([
      { version: 3 },
    ]);
  });

  it('is not for a role without staff.manage, and asks the API for no list', async () => {
    const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('support') } });
    renderRouteModule(staffPage, {
      path: '/admin/staff',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', ADMIN_API.staff)).toEqual([]);
  });
});
