import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { MODAL_PRIORITY, ModalStackProvider, topmostModal, type ModalKind } from './modal-stack';

function Opener({ kind, label }: { kind: ModalKind; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open {label}</button>
      <Modal kind={kind} open={open} onClose={() => setOpen(false)} title={label}>
        <button>inside {label}</button>
      </Modal>
    </>
  );
}

function renderStack() {
  return render(
    <ModalStackProvider>
      <Opener kind="globalConfirmation" label="Confirm" />
      <Opener kind="quickView" label="Quick view" />
      <Opener kind="addToBag" label="Add to bag" />
      <Opener kind="quickTour" label="Tour" />
    </ModalStackProvider>,
  );
}

describe('topmostModal', () => {
  it('picks the highest priority, not the latest opened', () => {
    const open = [
      { id: 1, kind: 'globalConfirmation' as const, openedAt: 1 },
      { id: 2, kind: 'quickView' as const, openedAt: 2 },
    ];
    expect(topmostModal(open)?.kind).toBe('globalConfirmation');
  });
  it('breaks ties within a kind by the latest opened', () => {
    const open = [
      { id: 1, kind: 'popupBanner' as const, openedAt: 1 },
      { id: 2, kind: 'popupBanner' as const, openedAt: 2 },
    ];
    expect(topmostModal(open)?.id).toBe(2);
  });
  it('is null when nothing is open', () => {
    expect(topmostModal([])).toBeNull();
  });
  it('puts the global confirmation first and card authentication above quick view', () => {
    expect(MODAL_PRIORITY[0]).toBe('globalConfirmation');
    expect(MODAL_PRIORITY.indexOf('cardAuthentication')).toBeLessThan(
      MODAL_PRIORITY.indexOf('quickView'),
    );
    expect(new Set(MODAL_PRIORITY).size).toBe(MODAL_PRIORITY.length);
  });
});

describe('modal stack', () => {
  it('renders an accessible dialog and moves focus into it', () => {
    renderStack();
    fireEvent.click(screen.getByText('open Quick view'));
    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes the topmost modal by priority, whatever the opening order', () => {
    renderStack();
    // The confirmation opens first, the quick view second: the confirmation still ranks higher.
    fireEvent.click(screen.getByText('open Confirm'));
    fireEvent.click(screen.getByText('open Quick view'));
    fireEvent.click(screen.getByText('open Add to bag'));
    expect(screen.getAllByRole('dialog')).toHaveLength(3);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Add to bag' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('an overlay click closes the topmost modal only', () => {
    renderStack();
    fireEvent.click(screen.getByText('open Quick view'));
    fireEvent.click(screen.getByText('open Confirm'));
    const overlays = screen.getAllByTestId('modal-overlay');
    // Click the quick view's overlay: the confirmation is topmost, so it is the one that closes.
    fireEvent.click(overlays[0]!);
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeTruthy();
  });

  it('keeps Tab inside the dialog and gives focus back to the opener on close', () => {
    renderStack();
    const opener = screen.getByText('open Quick view');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    const close = screen.getByRole('button', { name: 'Tutup' });
    const inside = screen.getByText('inside Quick view');
    expect(document.activeElement).toBe(close);

    inside.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(inside);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scroll while a modal is open', () => {
    renderStack();
    fireEvent.click(screen.getByText('open Quick view'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the page scrolling behind the quick tour alone', () => {
    renderStack();
    fireEvent.click(screen.getByText('open Tour'));
    expect(screen.getByRole('dialog', { name: 'Tour' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');
    fireEvent.click(screen.getByText('open Quick view'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' }); // the quick view is above the tour
    expect(screen.getByRole('dialog', { name: 'Tour' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');
  });
});
