import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aCombination, aDetail } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { imagesFor } from '../../lib/combination';
import type { ProductCombination, ProductImage } from '../../types';
import { ProductGallery } from './product-gallery';

beforeAll(() => {
  // jsdom lays nothing out: scrolling a strip is recorded, not performed.
  HTMLElement.prototype.scrollTo = vi.fn();
});

const picture = (
  kind: ProductImage['kind'],
  url: string,
  alt: string,
  combination_id: number | null = null,
): ProductImage => ({
  url,
  alt,
  alt_en: `${alt} (en)`,
  is_cover: kind === 'packshot',
  kind,
  combination_id,
});

const shade = (id: number, name: string): ProductCombination =>
  aCombination({
    id,
    _id: String(id),
    attributes: { shade: { name, hex: '#c8232c' } },
    images: [picture('texture', `/media/products/textures/swipe-${id}.webp`, `Swatch ${name}`, id)],
  });

const rosy = shade(21, '01 Rosy');
const brick = shade(22, '03 Brick Red');
const product = aDetail({
  // The API answers them in position order; the gallery puts them in kind order.
  images: [
    picture('packshot', '/media/products/7-1.webp', 'Lip cream'),
    picture('ingredients', '/media/products/cards/ab.webp', 'Bahan utama'),
    picture('lifestyle', '/media/products/7-lifestyle.webp', 'Lip cream di meja rias'),
  ],
  combinations: [rosy, brick],
  default_combination: rosy,
});

const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Pilih foto produk' })).getAllByRole('button');
const currentThumbnail = () => thumbnails().find((button) => button.getAttribute('aria-current'));
const slideImages = () =>
  within(screen.getByTestId('gallery-track')).getAllByRole('img') as HTMLImageElement[];

/** The gallery as the product page uses it: the chosen shade's pictures, a button per shade. */
function Page({ first }: { first: ProductCombination }) {
  const [selected, setSelected] = useState(first);
  return (
    <>
      {[rosy, brick].map((option) => (
        <button key={option.id} type="button" onClick={() => setSelected(option)}>
          {`Pilih ${option.attributes.shade?.name}`}
        </button>
      ))}
      <ProductGallery
        images={imagesFor(product, selected)}
        name="Lip cream"
        shadeId={selected.id}
      />
    </>
  );
}

const renderGallery = (selected: ProductCombination, locale: 'id' | 'en' = 'id') =>
  renderInShell(<Page first={selected} />, { locale });

describe('the product gallery (issue 17)', () => {
  it('shows packshot, the shade’s swatch, the setting and the card; only the first loads at once', async () => {
    renderGallery(rosy);
    await screen.findByTestId('gallery-track');
    const images = slideImages();
    expect(images.map((image) => image.getAttribute('data-kind'))).toEqual([
      'packshot',
      'texture',
      'lifestyle',
      'ingredients',
    ]);
    expect(images.map((image) => image.alt)).toContain('Swatch 01 Rosy');
    expect(images.map((image) => image.alt)).not.toContain('Swatch 03 Brick Red');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual([
      '600',
      '600',
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('srcset')).toContain('/media/w/320/products/7-1.webp 320w');
    for (const image of images.slice(1)) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('switches the picture from a thumbnail, and with the arrow keys, Home and End', async () => {
    renderGallery(rosy);
    await screen.findByTestId('gallery-track');
    expect(thumbnails()).toHaveLength(4);
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe(
      'Tampilkan foto 1 dari 4: Lip cream',
    );

    fireEvent.click(thumbnails()[2]!);
    expect(currentThumbnail()).toBe(thumbnails()[2]);
    expect(HTMLElement.prototype.scrollTo).toHaveBeenCalled();

    fireEvent.keyDown(thumbnails()[2]!, { key: 'ArrowDown' });
    expect(currentThumbnail()).toBe(thumbnails()[3]);
    expect(document.activeElement).toBe(thumbnails()[3]);
    fireEvent.keyDown(thumbnails()[3]!, { key: 'ArrowDown' });
    expect(currentThumbnail()).toBe(thumbnails()[3]);
    fireEvent.keyDown(thumbnails()[3]!, { key: 'Home' });
    expect(currentThumbnail()).toBe(thumbnails()[0]);
    fireEvent.keyDown(thumbnails()[0]!, { key: 'End' });
    expect(currentThumbnail()).toBe(thumbnails()[3]);

    // On the strip itself: the shown picture's button moves with the arrows.
    const track = screen.getByTestId('gallery-track');
    fireEvent.keyDown(within(track).getAllByRole('button')[3]!, { key: 'ArrowLeft' });
    expect(currentThumbnail()).toBe(thumbnails()[2]);
    expect(screen.getByRole('button', { name: 'Perbesar foto 3 dari 4' })).toBe(
      document.activeElement,
    );
  });

  it('shows the chosen shade’s swatch when the shade changes', async () => {
    renderGallery(rosy);
    await screen.findByTestId('gallery-track');
    expect(currentThumbnail()).toBe(thumbnails()[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Pilih 03 Brick Red' }));
    const alts = slideImages().map((image) => image.alt);
    expect(alts).toContain('Swatch 03 Brick Red');
    expect(alts).not.toContain('Swatch 01 Rosy');
    expect(currentThumbnail()?.getAttribute('aria-label')).toBe(
      'Tampilkan foto 2 dari 4: Swatch 03 Brick Red',
    );
  });

  it('opens the picture enlarged, steps with the arrow keys, and hands back the one in view', async () => {
    renderGallery(rosy);
    await screen.findByTestId('gallery-track');
    fireEvent.click(screen.getByRole('button', { name: 'Perbesar foto 2 dari 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto Lip cream' });
    expect(within(dialog).getByText('2 dari 4')).toBeTruthy();
    // The zoom is loaded on demand: its key listener is attached by an effect that may run just
    // after the dialog shows. A press before that is not seen, so press again only then (a seen
    // press renders at once, and one step is all it takes).
    await waitFor(() => {
      if (!within(dialog).queryByText('3 dari 4')) {
        fireEvent.keyDown(within(dialog).getByTestId('gallery-zoom-track'), { key: 'ArrowRight' });
      }
      expect(within(dialog).getByText('3 dari 4')).toBeTruthy();
    });
    expect(within(dialog).getByText('Lip cream di meja rias')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentThumbnail()).toBe(thumbnails()[2]);
  });

  it('describes the pictures in English on the English shop', async () => {
    renderGallery(rosy, 'en');
    await screen.findByTestId('gallery-track');
    expect(slideImages().map((image) => image.alt)).toContain('Swatch 01 Rosy (en)');
    expect(screen.getByRole('button', { name: 'Enlarge photo 1 of 4' })).toBeTruthy();
  });
});
