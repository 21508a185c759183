import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import type { LuckyDrawVoucher } from '@kilau/domain/engagement';
import { renderInShell } from '~/testing/render';
import { makeDrawVoucher } from '../testing/fixtures';
import { LuckyDrawScreen } from './lucky-draw-screen';
import type { DrawCampaigns } from './use-lucky-draw';

type Answer = {
  ok: boolean;
  data?: unknown;
  errorCode?: string;
  message?: string;
  status?: number;
};

/** Renders the screen with the campaign's answer under control and the action's answers given. */
function renderDraw({
  claimed = null,
  campaigns = Promise.resolve({ ok: true as const, campaigns: [{ slug: 'lucky-draw' }] }),
  claim = { ok: true, data: makeDrawVoucher() },
  email = { ok: true, data: { voucher_id: '41', emailed_at: '2026-11-27T10:00:00.000Z' } },
}: {
  claimed?: LuckyDrawVoucher | null;
  campaigns?: DrawCampaigns;
  claim?: Answer;
  email?: Answer;
} = {}) {
  const posted: Array<Record<string, string>> = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const form = Object.fromEntries(await request.formData()) as Record<string, string>;
    posted.push(form);
    return { intent: form.intent, result: form.intent === 'claim' ? claim : email };
  };
  const view = renderInShell(<LuckyDrawScreen claimedVoucher={claimed} campaigns={campaigns} />, {
    path: '/lucky-draw',
    action,
  });
  const phase = () => view.container.querySelector('[data-phase]')?.getAttribute('data-phase');
  const bulbs = () => [...screen.getByTestId('lucky-draw-bulbs').children];
  const lit = () => bulbs().map((bulb) => bulb.getAttribute('data-lit'));
  return { ...view, posted, phase, bulbs, lit };
}

const playButton = () => screen.getByRole('button', { name: 'Main sekarang' });

describe('the lucky-draw screen on the domain state machine (001 §2, §4, §8, §9)', () => {
  beforeEach(() => {
    delete window.dataLayer;
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts loading with the quota unknown: banner, 3 hearts, 16 bulbs, a question mark', async () => {
    const { phase, bulbs } = renderDraw({ campaigns: new Promise(() => {}) });
    expect(phase()).toBe('loading');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/voucher kejutan/);
    expect(screen.getByTestId('lucky-draw-hearts').children).toHaveLength(3);
    expect(bulbs()).toHaveLength(16);
    expect(screen.getByTestId('lucky-draw-slot').textContent).toContain('Hadiah tersembunyi');
    expect(screen.getByText('Memeriksa kuota hadiah…')).toBeTruthy();
    expect(playButton()).toHaveProperty('disabled', true);
  });

  it('blinks hearts and bulbs every 500 ms while it waits', async () => {
    const { lit } = renderDraw();
    await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
    const before = lit();
    expect(new Set(before)).toEqual(new Set(['true', 'false']));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(lit()).toEqual(before.map((value) => (value === 'true' ? 'false' : 'true')));
  });

  it('keeps the lights still when the shopper prefers less motion', async () => {
    const matchMedia = vi.fn(() => ({
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { lit } = renderDraw();
      await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(new Set(lit())).toEqual(new Set(['true']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an empty campaign list or a failed fetch: no quota, no play', async () => {
    const { phase } = renderDraw({ campaigns: Promise.resolve({ ok: true, campaigns: [] }) });
    await screen.findByText(/hadiah lucky draw sudah habis/);
    expect(phase()).toBe('unavailable');
    expect(playButton()).toHaveProperty('disabled', true);
  });

  it('plays: lights stop, the slot cycles the gifts, the claim goes out after 3.5 s, the voucher shows', async () => {
    const { posted, phase, lit } = renderDraw();
    await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
    fireEvent.click(playButton());
    expect(phase()).toBe('claiming');
    expect(new Set(lit())).toEqual(new Set(['true']));
    const slot = screen.getByTestId('lucky-draw-slot');
    const labels = new Set<string>();
    for (let step = 0; step < 6; step += 1) {
      labels.add(slot.textContent ?? '');
      await act(() => vi.advanceTimersByTimeAsync(500));
    }
    expect(labels).toEqual(new Set(['Kejutan', 'Hadiah', 'Voucher', 'Rewards']));
    expect(posted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(posted).toEqual([{ intent: 'claim' }]);
    expect(await screen.findByRole('heading', { name: 'Selamat, kamu menang!' })).toBeTruthy();
    expect(phase()).toBe('rewarded');
    expect(screen.getByText('LUCKY10K')).toBeTruthy();
    expect(screen.getByText(/^Berlaku hingga 27 Des/)).toBeTruthy();
    // The play is tracked once, with its outcome (issue 24).
    expect(window.dataLayer?.filter((event) => event.event === 'lucky_draw_play')).toEqual([
      expect.objectContaining({ object_type: 'lucky_draw', object_id: '41', won: true }),
    ]);
  });

  it('e-mails the voucher, says so and goes home', async () => {
    const { posted, router } = renderDraw();
    await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
    fireEvent.click(playButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim voucher ke email' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posted.at(-1)).toEqual({ intent: 'email', voucher_id: '41' });
    const toast = screen.getByRole('region', { name: 'Notifikasi' });
    expect(within(toast).getByText('Voucher berhasil dikirim ke email')).toBeTruthy();
  });

  it('a failed e-mail says to try again and goes home too', async () => {
    const { router } = renderDraw({ email: { ok: false, status: 500 } });
    await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
    fireEvent.click(playButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim voucher ke email' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const toast = screen.getByRole('region', { name: 'Notifikasi' });
    expect(toast.textContent).toContain('Coba beberapa saat lagi');
  });

  it('a refused claim toasts its error code and lets the lights blink again', async () => {
    const { phase } = renderDraw({
      claim: { ok: false, status: 409, errorCode: 'lucky_draw_out_of_prizes', message: 'Habis' },
    });
    await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.');
    fireEvent.click(playButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByText('lucky_draw_out_of_prizes')).toBeTruthy();
    expect(phase()).toBe('available');
    expect(window.dataLayer?.filter((event) => event.event === 'lucky_draw_play')).toEqual([
      expect.objectContaining({ won: false, error: 'lucky_draw_out_of_prizes' }),
    ]);
  });

  it('a member who played is shown their voucher and cannot play again', async () => {
    const { phase, posted } = renderDraw({ claimed: makeDrawVoucher({ code: 'LUCKY25K' }) });
    expect(await screen.findByRole('heading', { name: 'Kamu sudah bermain' })).toBeTruthy();
    expect(phase()).toBe('claimed');
    expect(screen.getByText('LUCKY25K')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Main sekarang' })).toBeNull();
    expect(posted).toEqual([]);
  });
});
