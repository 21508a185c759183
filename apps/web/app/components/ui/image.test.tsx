import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGES, Image } from './image';

describe('Image', () => {
  it('shows the source until it fails, then the dummy product picture', () => {
    render(<Image src="/media/serum.webp" alt="Serum" />);
    const img = screen.getByRole('img', { name: 'Serum' });
    expect(img.getAttribute('src')).toBe('/media/serum.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGES.product);
    expect(img.getAttribute('alt')).toBe('Serum');
  });

  it('falls back to the avatar for profile pictures', () => {
    render(<Image src="/media/me.jpg" alt="Profil" fallback="avatar" />);
    const img = screen.getByRole('img', { name: 'Profil' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGES.avatar);
  });

  it('uses the fallback straight away when there is no source', () => {
    render(<Image src={null} alt="Toner" />);
    expect(screen.getByRole('img', { name: 'Toner' }).getAttribute('src')).toBe(
      FALLBACK_IMAGES.product,
    );
  });

  it('does not loop when the fallback itself fails, and tries a new source again', () => {
    const { rerender } = render(<Image src="/a.jpg" alt="A" />);
    const img = screen.getByRole('img', { name: 'A' });
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGES.product);
    rerender(<Image src="/b.jpg" alt="A" />);
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toBe('/b.jpg');
  });
});
