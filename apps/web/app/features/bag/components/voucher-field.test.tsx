import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { recordingAction } from '../testing/recording-action';
import { VoucherField } from './voucher-field';

const field = () => screen.getByLabelText<HTMLInputElement>('Kode Voucher');
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Pakai' }));
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the voucher code field (000 §5, §8)', () => {
  it("says 'Kode Voucher harus diisi' for an empty code and sends nothing", async () => {
    const { action } = recordingAction();
    renderInShell(<VoucherField appliedPoints={0} />, { action });
    fireEvent.change(field(), { target: { value: '   ' } });
    apply();
    await waitFor(() => expect(descriptionOf(field())).toContain('Kode Voucher harus diisi'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(action).not.toHaveBeenCalled();
  });

  it('removes all whitespace and sends the code with intent apply-voucher', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: 'apply-voucher',
      ok: true,
      message: 'Voucher berhasil dipakai.',
    }));
    renderInShell(<VoucherField appliedPoints={0} />, { action });
    fireEvent.change(field(), { target: { value: ' GLOW 50\t' } });
    expect(field().value).toBe('GLOW50');
    apply();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ intent: 'apply-voucher', voucher_code: 'GLOW50' });
    // A used code leaves the field empty.
    await waitFor(() => expect(field().value).toBe(''));
  });

  it("shows the API's refusal under the field until the code is edited", async () => {
    const { action } = recordingAction(() => ({
      intent: 'apply-voucher',
      ok: false,
      message: 'Voucher sudah habis.',
      field: 'voucher_code',
    }));
    renderInShell(<VoucherField appliedPoints={0} />, { action });
    fireEvent.change(field(), { target: { value: 'HABIS' } });
    apply();
    await waitFor(() => expect(descriptionOf(field())).toContain('Voucher sudah habis.'));
    fireEvent.change(field(), { target: { value: 'HABIS2' } });
    expect(descriptionOf(field())).not.toContain('Voucher sudah habis.');
  });

  it('warns that points in use are released, and tells the action which', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: 'apply-voucher',
      ok: true,
      message: 'ok',
    }));
    renderInShell(<VoucherField appliedPoints={30} />, { action });
    expect(descriptionOf(field())).toContain('melepas 30 beauty points');
    fireEvent.change(field(), { target: { value: 'GLOW50' } });
    apply();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ applied_points: '30', voucher_code: 'GLOW50' });
  });
});
