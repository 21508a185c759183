import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { makeCart, makeTotals, POINTS } from '../testing/fixtures';
import { recordingAction } from '../testing/recording-action';
import { maxPointsFor, PointsForm } from './points-form';

const input = () => screen.getByLabelText<HTMLInputElement>('Jumlah poin');
const redeem = () => fireEvent.click(screen.getByRole('button', { name: 'Tukar' }));
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('beauty-points redemption (000 §5, §6)', () => {
  it('shows the balance and what it is worth', () => {
    renderInShell(<PointsForm cart={makeCart()} points={POINTS} />);
    expect(screen.getByText('Kamu punya 120 poin (senilai Rp120.000)')).toBeTruthy();
    expect(descriptionOf(input())).toContain('1 poin = Rp1.000. Maks. 120 poin untuk tas ini.');
  });

  it('sends nothing for zero or an empty value', async () => {
    const { action } = recordingAction();
    renderInShell(<PointsForm cart={makeCart()} points={POINTS} />, { action });
    redeem();
    await waitFor(() =>
      expect(descriptionOf(input())).toContain('Jumlah beauty points harus lebih dari 0.'),
    );
    fireEvent.change(input(), { target: { value: '0' } });
    redeem();
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses more than the balance, and more than the bag can take', async () => {
    const { action } = recordingAction();
    const small = makeCart({ totals: makeTotals({ total_amount: 45_500 }) });
    renderInShell(<PointsForm cart={small} points={POINTS} />, { action });
    fireEvent.change(input(), { target: { value: '500' } });
    redeem();
    await waitFor(() =>
      expect(descriptionOf(input())).toContain('Beauty points kamu tidak mencukupi.'),
    );
    fireEvent.change(input(), { target: { value: '60' } });
    redeem();
    await waitFor(() =>
      expect(descriptionOf(input())).toContain('Maks. 45 poin untuk tas belanja ini.'),
    );
    expect(action).not.toHaveBeenCalled();
  });

  it('keeps digits only, and redeems with the voucher it releases named', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: 'apply-points',
      ok: true,
      message: 'ok',
    }));
    const cart = makeCart({
      voucher_code: 'GLOW50',
      voucher_id: 'v-1',
      voucher: { _id: 'v-1', code: 'GLOW50', name: 'Glow', discount_type: 'amount' },
      totals: makeTotals({ discount: 50_000, voucher_discount: 50_000 }),
    });
    renderInShell(<PointsForm cart={cart} points={POINTS} />, { action });
    expect(descriptionOf(input())).toContain('Menukar poin akan melepas voucher GLOW50.');
    fireEvent.change(input(), { target: { value: '2a5' } });
    expect(input().value).toBe('25');
    redeem();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      intent: 'apply-points',
      points: '25',
      applied_voucher_code: 'GLOW50',
    });
  });

  it('shows the points in use with a way to remove them', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: 'remove-points',
      ok: true,
      message: 'ok',
    }));
    const cart = makeCart({
      point_applied: 30,
      totals: makeTotals({ discount: 30_000, points_discount: 30_000, point_applied: 30 }),
    });
    renderInShell(<PointsForm cart={cart} points={POINTS} />, { action });
    expect(screen.getByText('30 poin dipakai (−Rp30.000)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lepas 30 beauty points' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ intent: 'remove-points', points: '30', cart_id: 'cart-1' });
  });

  it('takes at most the balance and the bag value after its other discounts', () => {
    const cart = makeCart({
      totals: makeTotals({
        total_amount: 100_000,
        discount: 40_000,
        voucher_discount: 20_000,
        points_discount: 0,
      }),
    });
    // The voucher is released by redeeming, so only the other Rp20.000 counts: 80 points.
    expect(maxPointsFor(cart, POINTS)).toBe(80);
    expect(maxPointsFor(cart, { balance: 10, point_value: 1_000 })).toBe(10);
  });
});
