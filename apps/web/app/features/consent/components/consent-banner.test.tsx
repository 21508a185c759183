import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTrackingForTests } from '~/lib/analytics';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import { resetConsentStateForTests } from '../consent-store';
import { ConsentBanner, CookieSettingsLink } from './consent-banner';

/** The consent post answers with the choice it was sent, as the API does. */
function answerConsent(status = 200) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const choice = JSON.parse(String(init?.body ?? '{}')) as Record<string, boolean>;
    return new Response(
      JSON.stringify(
        status === 200
          ? {
              success: true,
              data: {
                necessary: true,
                analytics: choice.analytics,
                marketing: choice.marketing,
                version: 1,
                decided_at: '2026-11-29T01:00:00.000Z',
              },
              meta: { code: 200 },
            }
          : { success: false, data: null, message: 'Gagal', meta: { code: status } },
      ),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (mock: ReturnType<typeof answerConsent>, index = 0) =>
  JSON.parse(String(mock.mock.calls[index]?.[1]?.body));

beforeEach(() => {
  resetConsentStateForTests();
  resetTrackingForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'kilau_consent=; Max-Age=0; Path=/';
  resetConsentStateForTests();
  resetTrackingForTests();
});

const renderBanner = () =>
  renderInShell(
    <>
      <ConsentBanner />
      <CookieSettingsLink />
    </>,
  );

describe('the cookie banner (UU PDP consent)', () => {
  it('asks before any choice, with the privacy policy, and has no axe violation', async () => {
    answerConsent();
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Kami menghargai privasimu' });
    expect(
      within(banner).getByRole('link', { name: 'Kebijakan Privasi' }).getAttribute('href'),
    ).toBe('/page/kebijakan-privasi');
    expect(await axeViolations()).toEqual([]);
  });

  it('is not shown once a choice is in the cookie', async () => {
    document.cookie = 'kilau_consent=v1.a1.m0.1764000000; Path=/';
    renderBanner();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Kami menghargai privasimu' })).toBeNull();
  });

  it.each([
    ['Terima semua', { analytics: true, marketing: true }],
    ['Hanya yang diperlukan', { analytics: false, marketing: false }],
  ])('"%s" saves %o and closes the banner', async (button, choice) => {
    const fetchMock = answerConsent();
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Kami menghargai privasimu' })).toBeNull(),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/analytics/consent');
    expect(bodyOf(fetchMock)).toMatchObject(choice);
  });

  it('lets the shopper choose each kind, necessary always on', async () => {
    const fetchMock = answerConsent();
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Atur pilihan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan cookie' });
    const necessary = within(dialog).getByRole('switch', { name: 'Diperlukan' });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    const analytics = within(dialog).getByRole('switch', { name: 'Analitik' });
    const marketing = within(dialog).getByRole('switch', { name: 'Pemasaran' });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect((marketing as HTMLInputElement).checked).toBe(false);
    fireEvent.click(analytics);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan pilihan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock)).toMatchObject({ analytics: true, marketing: false });
  });

  it('changes an earlier choice from the footer link', async () => {
    document.cookie = 'kilau_consent=v1.a1.m1.1764000000; Path=/';
    const fetchMock = answerConsent();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pengaturan cookie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan cookie' });
    const marketing = within(dialog).getByRole('switch', { name: 'Pemasaran' });
    expect((marketing as HTMLInputElement).checked).toBe(true);
    fireEvent.click(marketing);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan pilihan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock)).toMatchObject({ analytics: true, marketing: false });
  });

  it('says so when the choice could not be saved, and keeps the banner', async () => {
    answerConsent(500);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Terima semua' }));
    expect(
      await screen.findByText('Pilihanmu belum tersimpan. Coba lagi sebentar lagi.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kami menghargai privasimu' })).toBeTruthy();
  });
});
