import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  AdminAcademyEnrolment,
  AdminAcademyLevel,
  AdminAcademyPostSummary,
} from '@kilau/domain/academy';
import { ACADEMY_QUEUES_API } from '~/features/admin/api/academy-queues-admin.server';
import { academyPanel, renderAcademyQueue } from '~/features/admin/testing/academy-queue-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import type { ApiReplies } from '~/testing/route-module';
import * as enrolmentsPage from './admin-academy-enrolments';

const WAITING: AdminAcademyEnrolment = {
  id: 5,
  user_id: 40,
  member_email: 'sari@example.com',
  status: 'pending',
  full_name: 'Sari Wulandari',
  phone_no: '081234567890',
  city: 'Bandung',
  workplace_kind: 'beauty_advisor',
  workplace_name: 'Toko Cantik Dago',
  instagram: '@sari.glow',
  motivation: 'Ingin paham kandungan serum.',
  rejection_reason: null,
  auto_approved: false,
  submitted_at: '2026-11-20T03:15:00.000Z',
  decided_at: null,
  products: [
    { id: 3, name: 'Lumera Serum Glow', cover_image: '/media/products/3-1.webp' },
    { id: 4, name: 'Lumera Sunscreen', cover_image: null },
  ],
  version: 1,
};
const APPROVED: AdminAcademyEnrolment = {
  ...WAITING,
  status: 'approved',
  decided_at: '2026-11-21T02:00:00.000Z',
  version: 2,
};
const LEVELS: AdminAcademyLevel[] = [
  {
    id: 1,
    position: 1,
    title_id: 'Dasar',
    title_en: 'Basics',
    summary_id: '',
    summary_en: '',
    assignment: null,
    class_count: 2,
    version: 1,
  },
];
const course = (id: number, position: number, title: string): AdminAcademyPostSummary => ({
  id: id + 100,
  kind: 'course',
  slug: `kelas-${id}`,
  title_id: title,
  title_en: `${title} (en)`,
  owner: 'Lumera',
  is_published: true,
  published_at: '2026-11-01T03:00:00.000Z',
  class: { id, level_id: 1, position },
  version: 1,
});

const render = (
  replies: ApiReplies = {},
  url = '/admin/academy/enrolments',
  role: StaffRole = 'content',
) =>
  renderAcademyQueue(enrolmentsPage, '/admin/academy/enrolments', {
    url,
    role,
    replies: {
      [`GET ${ACADEMY_QUEUES_API.enrolments}`]: { data: [WAITING], meta: { total: 1, limit: 20 } },
      [`GET ${ACADEMY_QUEUES_API.enrolment(5)}`]: { data: WAITING },
      [`GET ${ACADEMY_QUEUES_API.levels}`]: { data: LEVELS },
      [`GET ${ACADEMY_QUEUES_API.posts}`]: {
        data: [course(8, 2, 'Membaca label'), course(7, 1, 'Kenali kulitmu')],
      },
      ...replies,
    },
  });

const panel = () => academyPanel('Pendaftaran Sari Wulandari');

describe('/admin/academy/enrolments (route module)', () => {
  it('lists the waiting enrolments: member, time in WIB, where they work, the products chosen', async () => {
    const { callsTo } = render(
      { [`GET ${ACADEMY_QUEUES_API.enrolments}`]: { data: [WAITING], meta: { total: 21 } } },
      '/admin/academy/enrolments?status=approved&page=2',
    );
    const table = within(await screen.findByRole('table', { name: 'Daftar pendaftaran akademi' }));
    const row = within(table.getByRole('rowheader', { name: /Sari Wulandari/ }).closest('tr')!);
    expect(row.getByText('sari@example.com')).toBeTruthy();
    expect(row.getByText('20 Nov 2026, 10:15')).toBeTruthy();
    expect(row.getByText('Beauty advisor')).toBeTruthy();
    expect(row.getByText('Toko Cantik Dago · Bandung')).toBeTruthy();
    expect(row.getByText('Lumera Serum Glow, Lumera Sunscreen')).toBeTruthy();
    expect(
      row.getByRole('link', { name: 'Periksa pendaftaran Sari Wulandari' }).getAttribute('href'),
    ).toBe('/admin/academy/enrolments?status=approved&page=2&open=5');
    expect(callsTo('GET', ACADEMY_QUEUES_API.enrolments)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.enrolments}?status=approved&page=2`,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Status pendaftaran' }));
    expect(tabs.getByRole('link', { name: 'Disetujui' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Menunggu' }).getAttribute('href')).toBe(
      '/admin/academy/enrolments',
    );
    const sections = within(screen.getByRole('navigation', { name: 'Bagian akademi' }));
    expect(sections.getByRole('link', { name: 'Pendaftaran' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('21–21 dari 21')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('says when no enrolment has the status', async () => {
    render({ [`GET ${ACADEMY_QUEUES_API.enrolments}`]: { data: [], meta: { total: 0 } } });
    expect(await screen.findByText('Tidak ada pendaftaran dengan status ini.')).toBeTruthy();
  });

  it('opens an enrolment whole and approves it', async () => {
    const { callsTo } = render(
      { [`POST ${ACADEMY_QUEUES_API.approve(5)}`]: { data: APPROVED } },
      '/admin/academy/enrolments?open=5',
    );
    const enrolment = await panel();
    expect(enrolment.getByText('081234567890')).toBeTruthy();
    expect(enrolment.getByText('@sari.glow')).toBeTruthy();
    expect(enrolment.getByText('Beauty advisor · Toko Cantik Dago')).toBeTruthy();
    expect(enrolment.getByText('Lumera Sunscreen')).toBeTruthy();
    // Each product with its cover picture; one without a picture keeps an empty square.
    const products = enrolment.getByText('Lumera Serum Glow').closest('ul')!;
    expect([...products.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/products/3-1.webp',
    ]);
    expect(enrolment.getByText('Ingin paham kandungan serum.')).toBeTruthy();
    expect(enrolment.getByRole('link', { name: 'Tutup' }).getAttribute('href')).toBe(
      '/admin/academy/enrolments',
    );
    expect(callsTo('GET', ACADEMY_QUEUES_API.posts)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(enrolment.getByRole('button', { name: 'Setujui pendaftaran' }));
    expect(await screen.findByText('Pendaftaran Sari Wulandari disetujui.')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.approve(5))).toHaveLength(1);
  }, 20_000);

  it('rejects with a required reason, and shows the API’s refusal when it was decided already', async () => {
    let decided = false;
    const { callsTo } = render(
      {
        [`GET ${ACADEMY_QUEUES_API.enrolment(5)}`]: () => ({
          data: decided ? { ...WAITING, status: 'rejected', rejection_reason: 'Lain' } : WAITING,
        }),
        [`POST ${ACADEMY_QUEUE_API_REJECT}`]: () => {
          decided = true;
          return {
            status: 409,
            errorCode: 'academy_enrolment_decided',
            message: 'Pendaftaran ini sudah diputuskan.',
          };
        },
      },
      '/admin/academy/enrolments?open=5',
    );
    const enrolment = await panel();
    fireEvent.click(enrolment.getByRole('button', { name: 'Tolak pendaftaran' }));
    expect(await enrolment.findByText('Data belum diisi')).toBeTruthy();
    expect(enrolment.getByLabelText('Alasan penolakan').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', ACADEMY_QUEUE_API_REJECT)).toEqual([]);

    fireEvent.change(enrolment.getByLabelText('Alasan penolakan'), {
      target: { value: 'Belum memakai produk Lumera.' },
    });
    fireEvent.click(enrolment.getByRole('button', { name: 'Tolak pendaftaran' }));
    expect(await screen.findByText('Pendaftaran ini sudah diputuskan.')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUE_API_REJECT).map((call) => call.body)).toEqual([
      { reason: 'Belum memakai produk Lumera.' },
    ]);
    // The page reloads after the refusal: the enrolment shows as decided, without the forms.
    expect(await screen.findByText('Lain')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tolak pendaftaran' })).toBeNull();
    expect(screen.getByText('Pendaftaran ini sudah diputuskan.')).toBeTruthy();
  }, 20_000);

  it('gives an approved member’s quiz attempts at a class back, class by class', async () => {
    const reset = ACADEMY_QUEUES_API.resetAttempts(40, 7);
    const { callsTo } = render(
      {
        [`GET ${ACADEMY_QUEUES_API.enrolment(5)}`]: { data: APPROVED },
        [`POST ${reset}`]: { data: { user_id: 40, class_id: 7, attempts_removed: 3 } },
      },
      '/admin/academy/enrolments?status=approved&open=5',
    );
    const enrolment = await panel();
    const classes = within(await enrolment.findByRole('table', { name: 'Kelas akademi' }));
    const names = classes.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Kenali kulitmu', 'Membaca label']);
    expect(enrolment.queryByRole('button', { name: 'Setujui pendaftaran' })).toBeNull();
    expect(callsTo('GET', ACADEMY_QUEUES_API.posts)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.posts}?kind=course`,
    );
    fireEvent.click(
      classes.getByRole('button', { name: 'Kembalikan kesempatan kuis Kenali kulitmu' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Kembalikan kesempatan kuis Kenali kulitmu' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(
      await screen.findByText('3 percobaan kuis dihapus; member bisa mencoba lagi.'),
    ).toBeTruthy();
    expect(callsTo('POST', reset)).toHaveLength(1);
  }, 20_000);

  it('says so when the address names an enrolment that is gone', async () => {
    render(
      { [`GET ${ACADEMY_QUEUES_API.enrolment(5)}`]: { status: 404 } },
      '/admin/academy/enrolments?open=5',
    );
    expect(await screen.findByText('Pendaftaran ini tidak ditemukan.')).toBeTruthy();
  });

  it('is not for a role without academy.manage, and asks the API for no list', async () => {
    const api = render({}, '/admin/academy/enrolments', 'merchandiser');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', ACADEMY_QUEUES_API.enrolments)).toEqual([]);
  });
});

const ACADEMY_QUEUE_API_REJECT = ACADEMY_QUEUES_API.reject(5);
