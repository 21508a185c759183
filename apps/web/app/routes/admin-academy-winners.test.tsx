import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAcademyCandidates, AdminAcademyWinner } from '@kilau/domain/academy';
import { ACADEMY_QUEUES_API } from '~/features/admin/api/academy-queues-admin.server';
import { wibPeriodOf } from '~/features/admin/lib/academy-queue-address';
import { renderAcademyQueue } from '~/features/admin/testing/academy-queue-fixtures';
import { axeViolations } from '~/testing/axe';
import type { ApiReplies } from '~/testing/route-module';
import * as winnersPage from './admin-academy-winners';

const WINNER: AdminAcademyWinner = {
  id: 3,
  period: '2026-11',
  kind: 'graduate',
  user_id: 41,
  member_email: 'dewi@example.com',
  rank: 1,
  note: 'Lulus tercepat',
  created_at: '2026-11-25T03:00:00.000Z',
};
const CANDIDATES: AdminAcademyCandidates = {
  period: '2026-11',
  graduates: [
    { user_id: 41, member_email: 'dewi@example.com', graduated_at: '2026-11-10T03:00:00.000Z' },
    { user_id: 40, member_email: 'sari@example.com', graduated_at: '2026-11-12T03:00:00.000Z' },
  ],
  top_scorers: [{ user_id: 40, member_email: 'sari@example.com', average_score: 92, attempts: 5 }],
};

const render = (replies: ApiReplies = {}, url = '/admin/academy/winners?period=2026-11') =>
  renderAcademyQueue(winnersPage, '/admin/academy/winners', {
    url,
    replies: {
      [`GET ${ACADEMY_QUEUES_API.winners}`]: { data: [WINNER] },
      [`GET ${ACADEMY_QUEUES_API.candidates}`]: { data: CANDIDATES },
      ...replies,
    },
  });

const graduates = async () =>
  within(await screen.findByRole('table', { name: 'Kandidat lulusan' }));

describe('/admin/academy/winners (route module)', () => {
  it('shows the month’s winners and its candidates, the next free rank offered', async () => {
    const { callsTo } = render();
    const chosen = within(await screen.findByRole('table', { name: 'Pemenang bulan ini' }));
    const winner = within(
      chosen.getByRole('rowheader', { name: 'dewi@example.com' }).closest('tr')!,
    );
    expect(winner.getByText('Lulusan')).toBeTruthy();
    expect(winner.getByText('Lulus tercepat')).toBeTruthy();
    const table = await graduates();
    const dewi = within(table.getByRole('rowheader', { name: 'dewi@example.com' }).closest('tr')!);
    expect(dewi.getByText('Sudah dipilih')).toBeTruthy();
    const sari = within(table.getByRole('rowheader', { name: 'sari@example.com' }).closest('tr')!);
    expect(sari.getByText('12 Nov 2026, 10:00')).toBeTruthy();
    expect((sari.getByLabelText('Peringkat sari@example.com') as HTMLInputElement).value).toBe('2');
    const scorers = within(screen.getByRole('table', { name: 'Kandidat nilai terbaik' }));
    const top = within(scorers.getByRole('rowheader', { name: 'sari@example.com' }).closest('tr')!);
    expect(top.getByText('92')).toBeTruthy();
    expect((top.getByLabelText('Peringkat sari@example.com') as HTMLInputElement).value).toBe('1');
    expect(callsTo('GET', ACADEMY_QUEUES_API.winners)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.winners}?period=2026-11`,
    );
    expect(callsTo('GET', ACADEMY_QUEUES_API.candidates)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.candidates}?period=2026-11`,
    );
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('chooses a candidate at a rank with a note', async () => {
    const { callsTo } = render({
      [`POST ${ACADEMY_QUEUES_API.winners}`]: {
        status: 201,
        data: { ...WINNER, id: 4, user_id: 40, member_email: 'sari@example.com', rank: 2 },
      },
    });
    const sari = within(
      (await graduates()).getByRole('rowheader', { name: 'sari@example.com' }).closest('tr')!,
    );
    fireEvent.change(sari.getByLabelText('Catatan untuk sari@example.com'), {
      target: { value: 'Tugas terbaik' },
    });
    fireEvent.click(sari.getByRole('button', { name: 'Pilih sari@example.com sebagai pemenang' }));
    expect(await screen.findByText('sari@example.com menjadi pemenang peringkat 2.')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.winners).map((call) => call.body)).toEqual([
      { period: '2026-11', kind: 'graduate', user_id: 40, rank: 2, note: 'Tugas terbaik' },
    ]);
  }, 20_000);

  it('checks the rank first, then shows the API’s refusal on the candidate', async () => {
    const { callsTo } = render({
      [`POST ${ACADEMY_QUEUES_API.winners}`]: {
        status: 409,
        errorCode: 'academy_winner_taken',
        message: 'Anggota atau peringkat ini sudah ada di periode tersebut.',
      },
    });
    const sari = within(
      (await graduates()).getByRole('rowheader', { name: 'sari@example.com' }).closest('tr')!,
    );
    fireEvent.change(sari.getByLabelText('Peringkat sari@example.com'), { target: { value: '0' } });
    fireEvent.click(sari.getByRole('button', { name: 'Pilih sari@example.com sebagai pemenang' }));
    expect(
      (await sari.findByLabelText('Peringkat sari@example.com')).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(callsTo('POST', ACADEMY_QUEUES_API.winners)).toEqual([]);

    fireEvent.change(sari.getByLabelText('Peringkat sari@example.com'), { target: { value: '1' } });
    fireEvent.click(sari.getByRole('button', { name: 'Pilih sari@example.com sebagai pemenang' }));
    expect(
      await sari.findByText('Anggota atau peringkat ini sudah ada di periode tersebut.'),
    ).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.winners)).toHaveLength(1);
  }, 20_000);

  it('deletes a winner after asking', async () => {
    const { callsTo } = render({
      [`DELETE ${ACADEMY_QUEUES_API.winner(3)}`]: { data: { id: 3 } },
    });
    const chosen = within(await screen.findByRole('table', { name: 'Pemenang bulan ini' }));
    fireEvent.click(chosen.getByRole('button', { name: 'Hapus dewi@example.com dari pemenang' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Hapus dewi@example.com dari pemenang' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Pemenang dihapus.')).toBeTruthy();
    expect(callsTo('DELETE', ACADEMY_QUEUES_API.winner(3))).toHaveLength(1);
  }, 20_000);

  it('shows this month (WIB) when the address names no valid month, and says why', async () => {
    const { callsTo } = render({}, '/admin/academy/winners?period=2026-13');
    expect(
      await screen.findByText('Bulan ditulis TTTT-BB; yang ditampilkan bulan ini.'),
    ).toBeTruthy();
    expect(callsTo('GET', ACADEMY_QUEUES_API.winners)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.winners}?period=${wibPeriodOf(new Date())}`,
    );
  });
});
