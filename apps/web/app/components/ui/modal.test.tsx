import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { ModalStackProvider } from './modal-stack';

describe('a dialog', () => {
  it('shows its title, with the close button after it at the right', () => {
    render(
      <ModalStackProvider>
        <Modal kind="loginRegister" open onClose={vi.fn()} title="Masuk">
          <p>form</p>
        </Modal>
      </ModalStackProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Masuk' });
    const title = screen.getByRole('heading', { name: 'Masuk' });
    const close = screen.getByRole('button', { name: 'Tutup' });
    expect(title.className).not.toContain('sr-only');
    // One row: the title first, then the close button pushed to the right.
    expect(title.parentElement).toBe(close.parentElement);
    expect(title.nextElementSibling).toBe(close);
    expect(close.className).toContain('ml-auto');
    expect(dialog.contains(close)).toBe(true);
  });
});
