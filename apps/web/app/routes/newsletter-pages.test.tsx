import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionAnswer, renderRouteModule, routeRequest, stubApi } from '~/testing/route-module';
import * as confirmPage from './newsletter-confirm';
import * as unsubscribePage from './newsletter-unsubscribe';

const CONFIRM = 'POST /api/newsletter/subscriptions/confirm';
const UNSUBSCRIBE = 'POST /api/newsletter/subscriptions/unsubscribe';
const TOKEN = 'a'.repeat(43);

describe('/newsletter/confirm', () => {
  it('confirms with the link’s token and says where the newsletter goes', async () => {
    const { context, calls } = stubApi({
      [CONFIRM]: { data: { status: 'confirmed', email: 'd•••@example.com' } },
    });
    renderRouteModule(confirmPage, {
      path: '/newsletter/confirm',
      url: `/newsletter/confirm?token=${TOKEN}`,
      context,
      cookie: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Langganan aktif' })).toBeTruthy();
    expect(screen.getByText(/d•••@example\.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lanjut belanja' }).getAttribute('href')).toBe('/');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/newsletter/subscriptions/confirm',
      body: { token: TOKEN },
    });
  });

  it('shows why an expired link cannot be used', async () => {
    const { context } = stubApi({
      [CONFIRM]: {
        status: 410,
        errorCode: 'newsletter_link_expired',
        message: 'Tautan konfirmasi sudah kedaluwarsa (berlaku 7 hari).',
      },
    });
    renderRouteModule(confirmPage, {
      path: '/newsletter/confirm',
      url: `/newsletter/confirm?token=${TOKEN}`,
      context,
      cookie: null,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tautan tidak bisa dipakai' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('kedaluwarsa');
  });

  it('calls nothing for a link without its token', async () => {
    const { context, calls } = stubApi({});
    renderRouteModule(confirmPage, { path: '/newsletter/confirm', context, cookie: null });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/newsletter'))).toEqual([]);
  });
});

describe('/newsletter/unsubscribe', () => {
  it('changes nothing on opening: one button unsubscribes', async () => {
    const { context, calls } = stubApi({});
    renderRouteModule(unsubscribePage, {
      path: '/newsletter/unsubscribe',
      url: `/newsletter/unsubscribe?token=${TOKEN}`,
      context,
      cookie: null,
    });
    expect(await screen.findByRole('button', { name: 'Ya, berhenti berlangganan' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/newsletter'))).toEqual([]);
  });

  it('posts the token and answers the result', async () => {
    const { context, calls } = stubApi({
      [UNSUBSCRIBE]: { data: { status: 'unsubscribed', email: 'd•••@example.com' } },
    });
    const result = await unsubscribePage.action({
      request: routeRequest('/newsletter/unsubscribe', {
        form: { intent: 'unsubscribe', token: TOKEN },
        cookie: null,
      }),
      context,
      params: {},
    } as never);
    expect(actionAnswer(result).body).toMatchObject({ ok: true, email: 'd•••@example.com' });
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/newsletter/subscriptions/unsubscribe',
      body: { token: TOKEN },
    });
  });

  it('answers an unknown link with the API’s message', async () => {
    const { context } = stubApi({
      [UNSUBSCRIBE]: {
        status: 400,
        errorCode: 'newsletter_link_invalid',
        message: 'Tautan ini tidak berlaku.',
      },
    });
    const result = await unsubscribePage.action({
      request: routeRequest('/newsletter/unsubscribe', {
        form: { intent: 'unsubscribe', token: TOKEN },
        cookie: null,
      }),
      context,
      params: {},
    } as never);
    expect(actionAnswer(result).body).toEqual({ ok: false, message: 'Tautan ini tidak berlaku.' });
  });
});
