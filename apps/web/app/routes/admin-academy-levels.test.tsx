import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ACADEMY_AUTHORING_API } from '~/features/admin/api/academy-authoring.server';
import {
  makeAcademyLevel,
  makeAcademyPostSummary,
} from '~/features/admin/testing/academy-authoring-fixtures';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as levelsPage from './admin-academy-levels';

vi.setConfig({ testTimeout: 20_000 });

const LEVELS = [
  makeAcademyLevel({ class_count: 1 }),
  makeAcademyLevel({
    id: 2,
    position: 2,
    title_id: 'Lanjutan',
    title_en: 'Advanced',
    assignment: {
      title_id: 'Riasan pesta',
      title_en: 'Party look',
      brief_id: 'Foto sebelum dan sesudah.',
      brief_en: 'Before and after photos.',
      pass_score: 75,
    },
    version: 5,
  }),
];

const render = (replies: ApiReplies = {}) => {
  const stub = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('content') },
    [`GET ${ACADEMY_AUTHORING_API.levels}`]: { data: LEVELS },
    [`GET ${ACADEMY_AUTHORING_API.posts}`]: { data: [makeAcademyPostSummary()] },
    ...replies,
  });
  renderRouteModule(levelsPage, {
    path: '/admin/academy/levels',
    context: stub.context,
    cookie: STAFF_COOKIE,
  });
  return stub;
};

describe('/admin/academy/levels', () => {
  it('lists the levels in order with their classes, each linked to its lesson and quiz', async () => {
    const { calls } = render();
    const first = within(await screen.findByRole('region', { name: 'Level 1: Dasar' }));
    const classes = within(first.getByRole('list', { name: 'Kelas level 1' }));
    expect(classes.getByText(/Pembersihan ganda/)).toBeTruthy();
    expect(
      classes.getByRole('link', { name: 'Ubah materi Pembersihan ganda' }).getAttribute('href'),
    ).toBe('/admin/academy/posts/40');
    expect(
      classes.getByRole('link', { name: 'Ubah kuis Pembersihan ganda' }).getAttribute('href'),
    ).toBe('/admin/academy/classes/90/quiz');
    const second = within(screen.getByRole('region', { name: 'Level 2: Lanjutan' }));
    expect(second.getByText('Belum ada kelas di level ini.')).toBeTruthy();
    expect(second.getByRole('link', { name: 'Tambah kelas' }).getAttribute('href')).toBe(
      '/admin/academy/posts/new?kind=course&level=2',
    );
    expect((second.getByLabelText('Nilai lulus tugas (1–100)') as HTMLInputElement).value).toBe(
      '75',
    );
    expect(screen.getByRole('button', { name: 'Naikkan level 1' })).toHaveProperty(
      'disabled',
      true,
    );
    // The courses are asked for by kind.
    expect(calls.some((call) => call.path === `${ACADEMY_AUTHORING_API.posts}?kind=course`)).toBe(
      true,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a level with its practice paper, and moves a level down', async () => {
    const { callsTo } = render({
      [`POST ${ACADEMY_AUTHORING_API.levels}`]: { status: 201, data: makeAcademyLevel() },
      [`POST ${ACADEMY_AUTHORING_API.levelOrder}`]: { data: LEVELS },
    });
    const added = within(await screen.findByRole('form', { name: 'Level baru' }));
    fireEvent.change(added.getByLabelText('Judul (Indonesia)'), { target: { value: 'Mahir' } });
    fireEvent.change(added.getByLabelText('Judul (Inggris)'), { target: { value: 'Expert' } });
    fireEvent.click(added.getByLabelText('Level ini punya tugas praktik'));
    fireEvent.click(added.getByRole('button', { name: 'Tambah level' }));
    expect(await added.findAllByText('Data belum diisi')).toHaveLength(4);
    expect(callsTo('POST', ACADEMY_AUTHORING_API.levels)).toEqual([]);
    fireEvent.change(added.getByLabelText('Judul tugas (Indonesia)'), { target: { value: 'T' } });
    fireEvent.change(added.getByLabelText('Judul tugas (Inggris)'), { target: { value: 'T' } });
    fireEvent.change(added.getByLabelText('Petunjuk tugas (Indonesia)'), {
      target: { value: 'B' },
    });
    fireEvent.change(added.getByLabelText('Petunjuk tugas (Inggris)'), { target: { value: 'B' } });
    fireEvent.click(added.getByRole('button', { name: 'Tambah level' }));
    await waitFor(() => expect(callsTo('POST', ACADEMY_AUTHORING_API.levels)).toHaveLength(1));
    expect(callsTo('POST', ACADEMY_AUTHORING_API.levels)[0]!.body).toEqual({
      title_id: 'Mahir',
      title_en: 'Expert',
      summary_id: '',
      summary_en: '',
      assignment: { title_id: 'T', title_en: 'T', brief_id: 'B', brief_en: 'B', pass_score: 70 },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Turunkan level 1' }));
    await waitFor(() => expect(callsTo('POST', ACADEMY_AUTHORING_API.levelOrder)).toHaveLength(1));
    expect(callsTo('POST', ACADEMY_AUTHORING_API.levelOrder)[0]!.body).toEqual({ ids: [2, 1] });
    expect(await screen.findByText('Urutan level disimpan.')).toBeTruthy();
  });

  it('edits a level at its version, and shows the API’s refusal to delete one with classes', async () => {
    const { callsTo } = render({
      [`PUT ${ACADEMY_AUTHORING_API.level(2)}`]: { data: LEVELS[1] },
      [`DELETE ${ACADEMY_AUTHORING_API.level(1)}`]: {
        status: 409,
        errorCode: 'academy_level_has_classes',
        message: 'Level ini masih punya kelas. Pindahkan atau hapus kelasnya dulu.',
      },
    });
    const edit = within(await screen.findByRole('form', { name: 'Ubah level 2' }));
    fireEvent.click(edit.getByLabelText('Level ini punya tugas praktik'));
    fireEvent.click(edit.getByRole('button', { name: 'Simpan level' }));
    await waitFor(() => expect(callsTo('PUT', ACADEMY_AUTHORING_API.level(2))).toHaveLength(1));
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.level(2))[0]!.body).toEqual({
      version: 5,
      title_id: 'Lanjutan',
      title_en: 'Advanced',
      summary_id: '',
      summary_en: '',
      assignment: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Hapus level 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    expect(
      await screen.findByText('Level ini masih punya kelas. Pindahkan atau hapus kelasnya dulu.'),
    ).toBeTruthy();
    expect(callsTo('DELETE', ACADEMY_AUTHORING_API.level(1))).toHaveLength(1);
  });
});
