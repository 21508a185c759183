import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { aCheck, aHistoryItem, stubAuthenticityApi } from '../testing/authenticity-fixtures';
import { AccountAuthenticityCard } from './account-authenticity-card';
import { AuthenticityButton } from './authenticity-button';
import { codeFromScan } from './code-scanner';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog');

/** Opens the flow from the product page's button and walks to the form. */
async function openForm(locale: 'id' | 'en' = 'id') {
  renderInShell(<AuthenticityButton signedIn={false} className="" />, { locale });
  fireEvent.click(
    screen.getByRole('button', { name: locale === 'id' ? 'Cek keaslian' : 'Check authenticity' }),
  );
  await screen.findByRole('dialog', {
    name: locale === 'id' ? 'Cek keaslian produk' : 'Check that a product is genuine',
  });
  fireEvent.click(
    within(dialog()).getByRole('button', {
      name: locale === 'id' ? 'Masukkan kode' : 'Enter the code',
    }),
  );
  await screen.findByRole('dialog', {
    name: locale === 'id' ? 'Masukkan kode keaslian' : 'Enter the authenticity code',
  });
}

const typeAndCheck = (code: string, submit = 'Cek sekarang') => {
  const field = within(dialog()).getByRole('textbox');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(within(dialog()).getByRole('button', { name: submit }));
};

describe('"Cek keaslian" (001 §2 authenticity confirm, form and success)', () => {
  it('explains the check, refuses a mistyped code without asking, and shows a genuine answer', async () => {
    const calls = stubAuthenticityApi(() => ({ data: aCheck(), message: 'Produk asli.' }));
    await openForm();
    expect(within(dialog()).getByRole('textbox').getAttribute('placeholder')).toBe(
      'XXXX-XXXX-XXXX',
    );
    typeAndCheck('GENU-NEW2-345Y');
    expect(await within(dialog()).findByText(/Kode keaslian terdiri dari 12 huruf/)).toBeTruthy();
    expect(calls).toEqual([]);

    typeAndCheck('genu new2 345x');
    await screen.findByRole('dialog', { name: 'Hasil cek keaslian' });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/authenticity/checks', body: { code: 'GENUNEW2345X' } },
    ]);
    expect(within(dialog()).getByText('Produk asli')).toBeTruthy();
    expect(within(dialog()).getByText('Glow Serum Niacinamide 10%')).toBeTruthy();
    expect(within(dialog()).getByText('KL20260829-1')).toBeTruthy();
    expect(within(dialog()).getByText('29 Agu 2026')).toBeTruthy();
    expect(within(dialog()).queryByRole('link', { name: 'Hubungi kami' })).toBeNull();
    // Another code: back to the form.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cek kode lain' }));
    await screen.findByRole('dialog', { name: 'Masukkan kode keaslian' });
  });

  it('warns when the code was checked before, with the count, and links to the contact page', async () => {
    stubAuthenticityApi(() => ({
      data: aCheck({ result: 'already_checked', times_checked_before: 2 }),
    }));
    await openForm();
    typeAndCheck('GENU-NEW2-345X');
    await screen.findByRole('dialog', { name: 'Hasil cek keaslian' });
    expect(within(dialog()).getByText('Kode sudah pernah dicek')).toBeTruthy();
    expect(within(dialog()).getByText(/sudah dicek 2 kali sebelumnya/)).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Hubungi kami' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('tells an unknown code in English, with advice and the contact page', async () => {
    stubAuthenticityApi(() => ({
      data: aCheck({ result: 'unknown', product: null, batch: null, first_checked_at: null }),
    }));
    await openForm('en');
    typeAndCheck('NTRE-ALCD-E22C', 'Check now');
    await screen.findByRole('dialog', { name: 'Authenticity result' });
    expect(within(dialog()).getByText('Unknown code')).toBeTruthy();
    expect(within(dialog()).getByText(/may not be genuine/)).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it("shows the guess limit's message on the form", async () => {
    stubAuthenticityApi(() => ({
      status: 429,
      errorCode: 'too_many_unknown_codes',
      message:
        'Terlalu banyak kode yang tidak dikenal. Coba lagi dalam 42 menit atau hubungi kami.',
      data: { retry_after_seconds: 2520 },
    }));
    await openForm();
    typeAndCheck('NTRE-ALCD-E22C');
    expect(await within(dialog()).findByRole('alert')).toBeTruthy();
    expect(within(dialog()).getByText(/Coba lagi dalam 42 menit/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Masukkan kode keaslian' })).toBeTruthy();
  });
});

describe('the account card and history (001 §2 authenticity history)', () => {
  it("lists a member's checks a page at a time, then opens a new check", async () => {
    const calls = stubAuthenticityApi((call) =>
      call.url.includes('skip=0')
        ? {
            data: [
              aHistoryItem(3),
              aHistoryItem(2, { result: 'unknown', product: null, batch_number: null }),
            ],
            total: 3,
          }
        : { data: [aHistoryItem(1, { result: 'already_checked' })], total: 3 },
    );
    renderInShell(<AccountAuthenticityCard />, { rootData: { member: { id: 1 } } });
    expect(screen.getByRole('heading', { name: 'Cek keaslian produk' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riwayat cek' }));
    await screen.findByRole('dialog', { name: 'Riwayat cek keaslian' });
    await waitFor(() => expect(within(dialog()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog()).getByText('Asli')).toBeTruthy();
    expect(within(dialog()).getAllByText('Tidak dikenal').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() => expect(within(dialog()).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog()).getByText('Sudah pernah dicek')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/authenticity/checks/mine?skip=0&limit=10',
      '/api/authenticity/checks/mine?skip=2&limit=10',
    ]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cek keaslian' }));
    await screen.findByRole('dialog', { name: 'Cek keaslian produk' });
  });

  it('says so when there are no checks yet', async () => {
    stubAuthenticityApi(() => ({ data: [], total: 0 }));
    renderInShell(<AccountAuthenticityCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Riwayat cek' }));
    expect(await screen.findByText('Kamu belum pernah mengecek kode keaslian.')).toBeTruthy();
  });
});

describe('a scanned QR code', () => {
  it.each([
    ['GENU-NEW2-345X', 'GENU-NEW2-345X'],
    ['https://kilau.id/cek?code=GENU-NEW2-345X', 'GENU-NEW2-345X'],
    ['https://kilau.id/cek', 'https://kilau.id/cek'],
  ])('%s reads as %s', (raw, code) => {
    expect(codeFromScan(raw)).toBe(code);
  });
});
