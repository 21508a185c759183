import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAcademyPaper } from '@kilau/domain/academy';
import { ACADEMY_QUEUES_API } from '~/features/admin/api/academy-queues-admin.server';
import { academyPanel, renderAcademyQueue } from '~/features/admin/testing/academy-queue-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import type { ApiReplies } from '~/testing/route-module';
import * as papersPage from './admin-academy-papers';

const ROW: AdminAcademyPaper = {
  id: 9,
  user_id: 40,
  member_email: 'sari@example.com',
  level_id: 1,
  level_title: 'Dasar',
  pass_score: 70,
  attempt_no: 2,
  body: '',
  images: [],
  status: 'submitted',
  score: null,
  passed: null,
  feedback: null,
  created_at: '2026-11-22T01:00:00.000Z',
  scored_at: null,
  version: 3,
};
const PAPER: AdminAcademyPaper = {
  ...ROW,
  body: 'Rutinitas pagi: pembersih, serum, tabir surya.',
  images: ['https://files.example/papers/9/a.jpg?sig=abc'],
};
const SCORED: AdminAcademyPaper = {
  ...PAPER,
  status: 'scored',
  score: 85,
  passed: true,
  feedback: 'Urutan sudah tepat.',
  scored_at: '2026-11-23T02:00:00.000Z',
  version: 4,
};

const render = (
  replies: ApiReplies = {},
  url = '/admin/academy/papers',
  role: StaffRole = 'content',
) =>
  renderAcademyQueue(papersPage, '/admin/academy/papers', {
    url,
    role,
    replies: {
      [`GET ${ACADEMY_QUEUES_API.papers}`]: { data: [ROW], meta: { total: 1, limit: 20 } },
      [`GET ${ACADEMY_QUEUES_API.paper(9)}`]: { data: PAPER },
      [`GET ${ACADEMY_QUEUES_API.levels}`]: { data: [] },
      [`GET ${ACADEMY_QUEUES_API.posts}`]: { data: [] },
      ...replies,
    },
  });

const panel = () => academyPanel('Tugas sari@example.com: Dasar');

describe('/admin/academy/papers (route module)', () => {
  it('lists the waiting papers with their level, attempt and time in WIB', async () => {
    const { callsTo } = render();
    const table = within(await screen.findByRole('table', { name: 'Daftar tugas praktik' }));
    const row = within(table.getByRole('rowheader', { name: 'sari@example.com' }).closest('tr')!);
    expect(row.getByText('Dasar')).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(row.getByText('22 Nov 2026, 08:00')).toBeTruthy();
    expect(
      row
        .getByRole('link', { name: 'Periksa tugas sari@example.com untuk Dasar' })
        .getAttribute('href'),
    ).toBe('/admin/academy/papers?open=9');
    expect(callsTo('GET', ACADEMY_QUEUES_API.papers)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.papers}?status=submitted&page=1`,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Status tugas' }));
    expect(tabs.getByRole('link', { name: 'Menunggu nilai' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(tabs.getByRole('link', { name: 'Sudah dinilai' }).getAttribute('href')).toBe(
      '/admin/academy/papers?status=scored',
    );
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('opens a paper with its text and images, checks the score, and saves it at the version read', async () => {
    const { callsTo } = render(
      { [`POST ${ACADEMY_QUEUES_API.score(9)}`]: { data: SCORED } },
      '/admin/academy/papers?open=9',
    );
    const paper = await panel();
    expect(paper.getByText('Rutinitas pagi: pembersih, serum, tabir surya.')).toBeTruthy();
    expect(paper.getByRole('img', { name: 'Foto tugas 1' }).getAttribute('src')).toBe(
      'https://files.example/papers/9/a.jpg?sig=abc',
    );
    expect(callsTo('GET', ACADEMY_QUEUES_API.posts)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.posts}?kind=course&level_id=1`,
    );
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(paper.getByLabelText('Nilai (0–100)'), { target: { value: '120' } });
    fireEvent.click(paper.getByRole('button', { name: 'Simpan nilai' }));
    expect((await paper.findByLabelText('Nilai (0–100)')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(callsTo('POST', ACADEMY_QUEUES_API.score(9))).toEqual([]);

    fireEvent.change(paper.getByLabelText('Nilai (0–100)'), { target: { value: '85' } });
    fireEvent.change(paper.getByLabelText(/Masukan/), {
      target: { value: 'Urutan sudah tepat.' },
    });
    fireEvent.click(paper.getByRole('button', { name: 'Simpan nilai' }));
    expect(await screen.findByText('Tugas sari@example.com dinilai 85 (lulus).')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.score(9)).map((call) => call.body)).toEqual([
      { version: 3, score: 85, feedback: 'Urutan sudah tepat.' },
    ]);
  }, 20_000);

  it('shows the API’s refusal when the paper was scored already, then the score given', async () => {
    let scored = false;
    render(
      {
        [`GET ${ACADEMY_QUEUES_API.paper(9)}`]: () => ({ data: scored ? SCORED : PAPER }),
        [`POST ${ACADEMY_QUEUES_API.score(9)}`]: () => {
          scored = true;
          return {
            status: 409,
            errorCode: 'academy_paper_scored',
            message: 'Tugas ini sudah dinilai.',
          };
        },
      },
      '/admin/academy/papers?open=9',
    );
    const paper = await panel();
    fireEvent.change(paper.getByLabelText('Nilai (0–100)'), { target: { value: '60' } });
    fireEvent.click(paper.getByRole('button', { name: 'Simpan nilai' }));
    expect(await screen.findByText('Tugas ini sudah dinilai.')).toBeTruthy();
    expect(await screen.findByText('Nilai 85 · lulus')).toBeTruthy();
    expect(screen.getByText(/Urutan sudah tepat\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan nilai' })).toBeNull();
  }, 20_000);

  it('says so when the address names a paper that is gone', async () => {
    render(
      { [`GET ${ACADEMY_QUEUES_API.paper(9)}`]: { status: 404 } },
      '/admin/academy/papers?open=9',
    );
    expect(await screen.findByText('Tugas ini tidak ditemukan.')).toBeTruthy();
  });

  it('is not for a role without academy.manage', async () => {
    const api = render({}, '/admin/academy/papers', 'support');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', ACADEMY_QUEUES_API.papers)).toEqual([]);
  });
});
