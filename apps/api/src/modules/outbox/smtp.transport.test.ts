import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { MailSender } from './smtp.transport';
import { createOutboxTransport, createSmtpTransport, defaultSender } from './smtp.transport';
import type { OutgoingMessage } from './outbox.transport';

const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 41,
  channel: 'email',
  recipient: 'dewi@example.com',
  template: 'otp_code',
  locale: 'id',
  idempotencyKey: 'kilau-outbox-41',
  subject: '123456 adalah kode verifikasi Kilau kamu',
  text: 'Kode verifikasi kamu: 123456. Berlaku 10 menit.',
  headers: {},
  ...over,
});

/** nodemailer's JSON transport: builds the whole message, sends nothing; we keep what it built. */
function jsonMailer() {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  const built: Array<Record<string, unknown>> = [];
  const mailer: MailSender = {
    async sendMail(mail) {
      const info = await transporter.sendMail(mail);
      built.push(JSON.parse(info.message) as Record<string, unknown>);
      return info;
    },
  };
  return { mailer, built };
}

const config = {
  SMTP_URL: 'smtp://kilau:secret@127.0.0.1:2525',
  SMTP_FROM: undefined,
  STORE_NAME: 'Kilau',
  PUBLIC_URL: 'https://shop.kilau.id',
};

describe('SMTP delivery of the outbox', () => {
  it('hands nodemailer the rendered e-mail, marked as generated', async () => {
    const { mailer, built } = jsonMailer();
    await createSmtpTransport({ mailer, from: 'Kilau <no-reply@kilau.id>' }).send(message());
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({
      from: { address: 'no-reply@kilau.id', name: 'Kilau' },
      to: [{ address: 'dewi@example.com', name: '' }],
      subject: '123456 adalah kode verifikasi Kilau kamu',
      text: 'Kode verifikasi kamu: 123456. Berlaku 10 menit.',
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Outbox-Id': '41' },
    });
  });

  it('refuses other channels (the sender records the failure)', async () => {
    const { mailer } = jsonMailer();
    const smtp = createSmtpTransport({ mailer, from: 'x <x@kilau.id>' });
    await expect(
      smtp.send(message({ channel: 'sms', recipient: '+6281234567890' })),
    ).rejects.toThrow(/e-mail only/);
  });

  it('reports a failed delivery by throwing', async () => {
    const failing: MailSender = {
      sendMail: async () => {
        throw new Error('451 4.3.0 try again later');
      },
    };
    await expect(
      createSmtpTransport({ mailer: failing, from: 'x <x@kilau.id>' }).send(message()),
    ).rejects.toThrow('451');
  });
});

describe('choosing the transport', () => {
  it('keeps the development transport without SMTP_URL', () => {
    expect(createOutboxTransport({ ...config, SMTP_URL: undefined }).name).toBe('dev');
  });

  it('sends e-mail over SMTP and leaves SMS and WhatsApp in the outbox when SMTP_URL is set', async () => {
    const { mailer, built } = jsonMailer();
    const transport = createOutboxTransport(config, { mailer });
    expect(transport.name).toBe('email:smtp,other:dev');
    await transport.send(message());
    await transport.send(message({ channel: 'whatsapp', recipient: '+6281234567890' }));
    expect(built.map((mail) => mail.to)).toEqual([[{ address: 'dewi@example.com', name: '' }]]);
    expect(built[0]).toMatchObject({ from: { address: 'no-reply@shop.kilau.id', name: 'Kilau' } });
  });

  it('connects to SMTP_URL with nodemailer when no mailer is handed in (nothing sent here)', () => {
    expect(createOutboxTransport(config).name).toBe('email:smtp,other:dev');
  });

  it.each([
    ['Kilau', 'https://shop.kilau.id', 'Kilau <no-reply@shop.kilau.id>'],
    ['Toko "Cantik" <ID>', undefined, 'Toko Cantik ID <no-reply@localhost>'],
  ])('default sender for %s at %s', (store, url, expected) => {
    expect(defaultSender(store, url)).toBe(expected);
  });
});
