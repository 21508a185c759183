import { describe, expect, it } from 'vitest';
import { ORDER_STATE_NAMES } from './lifecycle';
import { groupOrderStatus } from './order-status';
import { orderStateLabel } from './state-label';

describe('order state labels (ADR 0030)', () => {
  it.each([
    ['Order created', 'Pesanan dibuat'],
    ['Awaiting bank wire payment', 'Menunggu transfer bank'],
    ['Payment accepted', 'Pembayaran diterima'],
    ['payment accepted', 'Pembayaran diterima'],
    ['Payment Failure', 'Pembayaran gagal'],
    ['Delivered', 'Pesanan sampai'],
  ])('%s reads "%s" in Indonesian', (name, label) => {
    expect(orderStateLabel(name, 'id')).toBe(label);
  });

  it('reads the stored name in English', () => {
    for (const name of Object.values(ORDER_STATE_NAMES))
      expect(orderStateLabel(name, 'en')).toBe(name);
  });

  it('gives every state of the shop an Indonesian label of its own', () => {
    for (const name of Object.values(ORDER_STATE_NAMES)) {
      expect(orderStateLabel(name, 'id'), name).not.toBe(name);
    }
  });

  it('shows a state it does not know as it came', () => {
    expect(orderStateLabel('Held at customs', 'id')).toBe('Held at customs');
  });

  it('leaves the name the status groups match untouched', () => {
    expect(groupOrderStatus('Payment accepted').group).toBe('payment_accepted');
  });
});
