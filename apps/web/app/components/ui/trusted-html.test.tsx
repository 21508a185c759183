import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TrustedHtml } from './trusted-html';

function Parent({ html }: { html: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        again
      </button>
      <TrustedHtml html={html} className="content-prose" data-renders={count} />
    </>
  );
}

describe('TrustedHtml', () => {
  it('renders the HTML with the given attributes', () => {
    const { container } = render(<TrustedHtml html="<p>Halo <strong>Kilau</strong></p>" id="x" />);
    const div = container.querySelector('div#x');
    expect(div?.innerHTML).toBe('<p>Halo <strong>Kilau</strong></p>');
  });

  it('keeps its nodes when the parent re-renders with the same text', () => {
    const { container } = render(<Parent html="<p>Tetap</p>" />);
    const paragraph = container.querySelector('p');
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(container.querySelector('div')?.getAttribute('data-renders')).toBe('1');
    expect(container.querySelector('p')).toBe(paragraph);
  });

  it('replaces its nodes when the text changes', () => {
    const { container, rerender } = render(<Parent html="<p>Lama</p>" />);
    rerender(<Parent html="<p>Baru</p>" />);
    expect(container.querySelector('p')?.textContent).toBe('Baru');
  });
});
