import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { NewsletterSignup } from './newsletter-signup';

/** The browser API client calls `fetch`: the subscribe post answers `reply`. */
function answerSubscribe(reply: { status: number; body: Record<string, unknown> }) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const accepted = {
  status: 202,
  body: {
    success: true,
    data: { status: 'check_email' },
    message: 'Cek email kamu: kami mengirim tautan untuk mengonfirmasi langganan.',
    meta: { code: 202 },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openModal() {
  renderInShell(<NewsletterSignup />);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Berlangganan newsletter' }));
  return screen.findByRole('dialog', { name: 'Berlangganan newsletter' });
}

describe('the newsletter block and modal', () => {
  it('opens only when asked, with the consent unticked and the privacy policy linked', async () => {
    answerSubscribe(accepted);
    await openModal();
    const consent = screen.getByRole('checkbox', { name: /Saya setuju menerima newsletter/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' }).getAttribute('href')).toBe(
      '/page/kebijakan-privasi',
    );
  });

  it('refuses without consent, without calling the API', async () => {
    const fetchMock = answerSubscribe(accepted);
    await openModal();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dewi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(
      await screen.findByText('Centang persetujuan untuk berlangganan newsletter.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail, the consent, the language and the source, then says to check the inbox', async () => {
    const fetchMock = answerSubscribe(accepted);
    await openModal();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dewi@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Saya setuju/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('dialog', { name: 'Cek kotak masuk kamu' })).toBeTruthy();
    expect(screen.getByText(/klik tautan konfirmasi/)).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/newsletter/subscriptions');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'dewi@example.com',
      consent: true,
      language: 'id',
      source: 'footer',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Oke, mengerti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the API’s refusal (too many requests) in the modal', async () => {
    answerSubscribe({
      status: 429,
      body: {
        success: false,
        data: null,
        message: 'Terlalu banyak permintaan.',
        errorCode: 'too_many_requests',
        meta: { code: 429 },
      },
    });
    await openModal();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dewi@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Saya setuju/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Terlalu banyak permintaan.');
  });
});
