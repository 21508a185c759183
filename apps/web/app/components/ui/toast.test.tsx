import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show('Alamat kamu berhasil tersimpan.')}>first</button>
      <button onClick={() => toast.error('Stok produk tidak mencukupi')}>second</button>
      <button onClick={() => toast.error()}>empty</button>
      <button onClick={() => toast.error('   ')}>blank</button>
    </>
  );
}

const status = () => screen.getByRole('status');

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast for 3333 ms, then removes it', () => {
    fireEvent.click(screen.getByText('first'));
    expect(status().textContent).toContain('Alamat kamu berhasil tersimpan.');
    act(() => vi.advanceTimersByTime(3332));
    expect(status().textContent).toContain('Alamat kamu berhasil tersimpan.');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('shows one toast at a time: a new one replaces the old and restarts the clock', () => {
    fireEvent.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('second'));
    expect(status().textContent).toContain('Stok produk tidak mencukupi');
    expect(status().textContent).not.toContain('Alamat kamu');
    expect(status().querySelectorAll('[data-tone]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3332));
    expect(status().textContent).toContain('Stok produk tidak mencukupi');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it.each(['empty', 'blank'])('says "Error" when given no content (%s)', (button) => {
    fireEvent.click(screen.getByText(button));
    expect(status().textContent).toBe('Error');
  });

  it('can be dismissed early', () => {
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(status().textContent).toBe('');
  });
});
