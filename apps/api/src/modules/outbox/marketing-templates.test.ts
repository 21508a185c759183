import { describe, expect, it } from 'vitest';
import {
  MARKETING_TEMPLATES,
  renderMessage,
  templateKind,
  type OutboxMessage,
} from './outbox.templates';

const links = {
  unsubscribe_url: 'https://shop.example.id/newsletter/unsubscribe?token=abc',
  one_click_url: 'https://shop.example.id/api/newsletter/subscriptions/unsubscribe?token=abc',
};
const message = (template: string, payload: Record<string, unknown>): OutboxMessage => ({
  id: 7,
  channel: 'email',
  recipient: 'dewi@example.com',
  template,
  payload,
  locale: 'id',
  created_at: new Date('2026-11-21T03:00:00.000Z'),
});

describe('marketing e-mails (docs/design/newsletter.md)', () => {
  it('are the newsletter’s welcome and editions; the rest is transactional', () => {
    expect([...MARKETING_TEMPLATES].sort()).toEqual(['newsletter_issue', 'newsletter_welcome']);
    for (const name of ['otp_code', 'password_reset', 'back_in_stock', 'newsletter_confirm']) {
      expect(templateKind(name)).toBe('transactional');
    }
  });

  it.each(MARKETING_TEMPLATES)(
    '%s carries the unsubscribe link and the one-click headers',
    (name) => {
      for (const locale of ['id', 'en'] as const) {
        const rendered = renderMessage(
          {
            ...message(name, { ...links, title: 'Promo', body: 'Isi', shop_url: 'https://x' }),
            locale,
          },
          'Kilau',
        );
        expect(rendered.text).toContain(links.unsubscribe_url);
        expect(rendered.headers).toEqual({
          'List-Unsubscribe': `<${links.one_click_url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        });
      }
    },
  );

  it.each(MARKETING_TEMPLATES)('%s is never rendered without its links', (name) => {
    expect(() => renderMessage(message(name, { title: 'Promo', body: 'Isi' }), 'Kilau')).toThrow(
      /no unsubscribe link/,
    );
    expect(() =>
      renderMessage(message(name, { unsubscribe_url: links.unsubscribe_url }), 'Kilau'),
    ).toThrow(/no unsubscribe link/);
  });

  it('leaves transactional mail without list headers', () => {
    const rendered = renderMessage(message('password_reset', { url: 'https://x/reset' }), 'Kilau');
    expect(rendered.headers).toEqual({});
    expect(rendered.text).not.toContain('Berhenti berlangganan');
  });
});
