import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_PATH } from '~/features/support/api/contact.server';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as contact from './contact-us';

const FORM = {
  intent: 'send-contact',
  customer_name: 'Sari Wulandari',
  email: 'sari@example.com',
  phone: '',
  subject: 'pengiriman',
  order_reference: '',
  message: 'Paket saya belum sampai.',
};

async function post(form: Record<string, string>, replies: ApiReplies = {}) {
  const api = stubApi(replies);
  const result = await contact.action({
    request: routeRequest('/contact-us', { form, cookie: null }),
    context: api.context,
    params: {},
  } as Parameters<typeof contact.action>[0]);
  return { ...actionAnswer(result), calls: api.calls };
}

describe('/contact-us (page)', () => {
  it("shows the form, the shop's contact facts, and a member's name and e-mail filled in", async () => {
    const { context } = stubApi({});
    renderRouteModule(contact, {
      path: '/contact-us',
      context,
      rootData: {
        member: {
          id: 7,
          name: 'Rina',
          first_name: 'Rina',
          last_name: 'Kusuma',
          email: 'rina@example.com',
          phone_no: '+6281234567890',
        },
        publicConfig: NO_PUBLIC_CONFIG,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeTruthy();
    expect((screen.getByLabelText('Nama lengkap') as HTMLInputElement).value).toBe('Rina Kusuma');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('rina@example.com');
    expect((screen.getByLabelText(/Nomor handphone/) as HTMLInputElement).value).toBe(
      '081234567890',
    );
    expect(screen.getByRole('link', { name: 'halo@kilau.id' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Pengiriman' })).toBeTruthy();
  });

  it('refuses an empty form in the browser with the spec’s messages', async () => {
    const { context, calls } = stubApi({});
    renderRouteModule(contact, { path: '/contact-us', context, cookie: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim pesan' }));
    expect((await screen.findAllByText('Data belum diisi')).length).toBeGreaterThanOrEqual(3);
    expect(calls.filter((call) => call.path === CONTACT_PATH)).toEqual([]);
  });
});

describe('/contact-us (action)', () => {
  it('sends the parsed form and answers the ticket reference', async () => {
    const { body, status, calls } = await post(FORM, {
      [`POST ${CONTACT_PATH}`]: {
        status: 201,
        data: { reference: 'CS-2026-000042', created_at: '2026-11-21T03:00:00.000Z' },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, reference: 'CS-2026-000042', email: 'sari@example.com' });
    expect(calls[0]?.body).toEqual({
      customer_name: 'Sari Wulandari',
      email: 'sari@example.com',
      subject: 'pengiriman',
      message: 'Paket saya belum sampai.',
    });
  });

  it('refuses a message over 160 characters before calling the API', async () => {
    const { body, status, calls } = await post({ ...FORM, message: 'a'.repeat(161) });
    expect(status).toBe(422);
    expect(body).toEqual({
      ok: false,
      fields: { message: 'Pesan harus 1 sampai 160 karakter' },
    });
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal (the hourly limit)", async () => {
    const { body, status } = await post(FORM, {
      [`POST ${CONTACT_PATH}`]: {
        status: 429,
        errorCode: 'too_many_requests',
        message: 'Kamu sudah mengirim beberapa pesan dalam satu jam terakhir. Coba lagi nanti, ya.',
      },
    });
    expect(status).toBe(429);
    expect(body).toMatchObject({ ok: false, message: expect.stringContaining('satu jam') });
  });
});
