import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codedMessage } from '@kilau/domain';
import type { App } from './app';
import { AppError } from './lib/app-error';
import { buildTestApp } from './test/build-test-app';

let app: App;
const logged: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    env: { BODY_LIMIT: '2048', NOT_FOUND_RATE_LIMIT_MAX: '3' },
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });
  // Routes that exist only in this test, to exercise the shared error handling. Their schemas
  // carry message codes, as every schema does; the error handler translates them once.
  app.post(
    '/api/test/echo',
    {
      schema: { body: z.object({ email: z.email('email_invalid'), name: z.string().min(1) }) },
    },
    async (request) => ({ success: true, data: request.body, meta: { code: 200 } }),
  );
  app.post(
    '/api/test/phone',
    {
      schema: {
        body: z.object({ phone: z.string().min(10, codedMessage('phone_min', { min: 10 })) }),
      },
    },
    async () => ({ success: true, data: null, meta: { code: 200 } }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/repository.ts:42');
  });
  app.get('/api/test/refused', async () => {
    throw new AppError(409, 'out_of_stock', 'order_call_failed');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const expectEnvelope = (body: Record<string, unknown>, status: number, errorCode: string) => {
  expect(body).toMatchObject({ success: false, errorCode, meta: { code: status } });
  expect(typeof body.message).toBe('string');
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stack|secret_table|repository\.ts|at \//);
};

describe('response envelope and errors', () => {
  it('answers success in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'sari@example.com', name: 'Sari' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { email: 'sari@example.com', name: 'Sari' },
      meta: { code: 200 },
    });
  });

  it('malformed JSON → 400 with the envelope and no parser detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "sari@',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 400, 'malformed_json');
    expect(res.json().message).toBe('Format data tidak valid.');
    expect(res.body).not.toMatch(/Unexpected|position/);
  });

  it('oversized body → 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'sari@example.com', name: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), 413, 'payload_too_large');
  });

  it('unknown API route → 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json(), 404, 'route_not_found');
  });

  it('a thrown error → 500 with the generic message; the detail only in the log', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-test-0001' },
    });
    expect(res.statusCode).toBe(500);
    expectEnvelope(res.json(), 500, 'internal_error');
    expect(res.json().message).toBe('Silakan coba lagi dalam beberapa saat.');
    expect(res.headers['x-request-id']).toBe('req-test-0001');
    expect(JSON.stringify(logged)).toContain('secret_table');
    expect(JSON.stringify(logged)).toContain('req-test-0001');
  });

  it('validation → 422 with a message per field, in Indonesian or English', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expectEnvelope(res.json(), 422, 'validation_failed');
    expect(res.json().data.fields).toEqual({
      email: 'Email tidak valid',
      name: 'Data belum diisi',
    });

    const english = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'sari@example.com' },
    });
    expect(english.json().data.fields).toEqual({ name: 'This field is required' });
    expect(english.json().message).toBe('The data sent is not valid.');
  });

  it('translates a catalogue message with values filled in (minimal 10 digit)', async () => {
    const id = await app.inject({
      method: 'POST',
      url: '/api/test/phone',
      payload: { phone: '0812' },
    });
    expect(id.json().data.fields.phone).toBe('Nomor handphone minimal 10 digit');
    const en = await app.inject({
      method: 'POST',
      url: '/api/test/phone',
      headers: { 'accept-language': 'en' },
      payload: { phone: '0812' },
    });
    expect(en.json().data.fields.phone).toMatch(/10/);
    expect(en.json().data.fields.phone).not.toBe('Nomor handphone minimal 10 digit');
  });

  it('an expected refusal keeps its status and stable code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(res.statusCode).toBe(409);
    expectEnvelope(res.json(), 409, 'out_of_stock');
  });

  it('rate-limits unknown routes harder than known ones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/scan-${i}`,
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const limited = await app.inject({
      method: 'GET',
      url: '/api/scan',
      remoteAddress: '10.9.8.7',
    });
    expectEnvelope(limited.json(), 429, 'too_many_requests');
  });

  it('sends strict security headers with a fresh script nonce', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toBe(second.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
    expect(Object.keys(res.json().paths).filter((path) => path.includes('/test/'))).toEqual([
      '/api/test/echo',
      '/api/test/phone',
      '/api/test/boom',
      '/api/test/refused',
    ]);
  });

  it('serves the API docs page with a CSP that lets it render', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });
});
