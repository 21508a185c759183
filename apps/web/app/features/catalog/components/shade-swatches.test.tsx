import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aCombination, aTile } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { selectedCombination } from '../lib/combination';
import type { ProductCombination } from '../types';
import { ProductTile } from './product-tile';
import { VariantPicker } from './variant-picker';

const SHADES = [
  aCombination({ id: 1, attributes: { shade: { name: '01 Nude Pink' } }, hex: '#d99a94' }),
  aCombination({ id: 2, attributes: { shade: { name: '02 Rosy Brown' } }, hex: '#b06a62' }),
  aCombination({
    id: 3,
    attributes: { shade: { name: '03 Brick Red' } },
    hex: '#9e3b2f',
    stock: 0,
  }),
  aCombination({ id: 4, attributes: { shade: { name: '04 Cocoa' } }, hex: '#6b3a2e' }),
];

/** The picker as a modal holds it: the chosen shade in state. */
function InModal({ onSelect }: { onSelect: (combination: ProductCombination) => void }) {
  const [chosen, setChosen] = useState<ProductCombination>(SHADES[0]!);
  return (
    <VariantPicker
      combinations={SHADES}
      selected={chosen}
      choose={{
        kind: 'button',
        onSelect: (combination) => {
          onSelect(combination);
          setChosen(combination);
        },
      }}
    />
  );
}

/** The picker as the product page holds it: the chosen shade in `?variant=`. */
function OnPage() {
  const [params] = useSearchParams();
  const selected = selectedCombination(
    { combinations: SHADES, default_combination: SHADES[0]! },
    params.get('variant'),
  );
  return (
    <VariantPicker
      combinations={SHADES}
      selected={selected}
      choose={{ kind: 'link', hrefFor: (combination) => `?variant=${combination.id}` }}
    />
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Shade' });
const swatch = (name: string | RegExp) => within(group()).getByRole('radio', { name });
const shownName = () => screen.getByTestId('shade-name').textContent;

describe('shade swatches (issue 17, item 16)', () => {
  it('draws each shade as a round swatch of its colour, named, the chosen one checked', () => {
    renderInShell(<InModal onSelect={() => {}} />);
    const radios = within(group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '01 Nude Pink',
      '02 Rosy Brown',
      '03 Brick Red (Habis)',
      '04 Cocoa',
    ]);
    expect(swatch('01 Nude Pink').getAttribute('aria-checked')).toBe('true');
    expect(swatch('02 Rosy Brown').getAttribute('aria-checked')).toBe('false');
    const face = swatch('02 Rosy Brown').querySelector('.swatch-face') as HTMLElement;
    expect(face.style.backgroundColor).toBe('rgb(176, 106, 98)');
    expect(shownName()).toBe('01 Nude Pink');
    // One tab stop: the chosen swatch.
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('names the shade under the pointer, then the chosen one again', () => {
    renderInShell(<InModal onSelect={() => {}} />);
    fireEvent.mouseEnter(swatch('04 Cocoa'));
    expect(shownName()).toBe('04 Cocoa');
    fireEvent.mouseLeave(group());
    expect(shownName()).toBe('01 Nude Pink');
  });

  it('chooses by click; a sold-out shade is crossed out and still choosable', () => {
    const onSelect = vi.fn();
    renderInShell(<InModal onSelect={onSelect} />);
    const soldOut = swatch(/03 Brick Red/);
    expect(soldOut.hasAttribute('data-sold-out')).toBe(true);
    fireEvent.click(soldOut);
    expect(onSelect).toHaveBeenLastCalledWith(SHADES[2]);
    expect(swatch(/03 Brick Red/).getAttribute('aria-checked')).toBe('true');
    expect(swatch(/03 Brick Red/).hasAttribute('data-selected')).toBe(true);
    expect(screen.getByText(/· Habis/)).toBeTruthy();
  });

  it('moves and chooses with the arrow keys, Home and End, wrapping around', () => {
    const onSelect = vi.fn();
    renderInShell(<InModal onSelect={onSelect} />);
    swatch('01 Nude Pink').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(swatch('02 Rosy Brown'));
    expect(swatch('02 Rosy Brown').getAttribute('aria-checked')).toBe('true');
    expect(shownName()).toBe('02 Rosy Brown');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(swatch('04 Cocoa'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(swatch('01 Nude Pink'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(swatch('04 Cocoa'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(onSelect.mock.calls.map(([combination]) => combination.id)).toEqual([2, 4, 1, 4, 1]);
    expect(
      within(group())
        .getAllByRole('radio')
        .map((radio) => radio.tabIndex),
    ).toEqual([0, -1, -1, -1]);
  });

  it('on the product page each swatch is a link to ?variant=, and arrows choose through it', async () => {
    const { router } = renderInShell(<OnPage />, { path: '/lip/9-velvet-lip' });
    expect(swatch('02 Rosy Brown').getAttribute('href')).toBe('/lip/9-velvet-lip?variant=2');
    fireEvent.click(swatch('02 Rosy Brown'));
    await waitFor(() => expect(router.state.location.search).toBe('?variant=2'));
    await waitFor(() => expect(swatch('02 Rosy Brown').getAttribute('aria-checked')).toBe('true'));
    swatch('02 Rosy Brown').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?variant=3'));
    await waitFor(() => expect(swatch(/03 Brick Red/).getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(swatch(/03 Brick Red/));
    expect(shownName()).toBe('03 Brick Red');
  });

  it('keeps chips for sizes, and for shades without a colour', () => {
    const sizes = [
      aCombination({ id: 5, attributes: { size: { name: '30 ml' } } }),
      aCombination({ id: 6, attributes: { size: { name: '50 ml' } } }),
    ];
    const plain = SHADES.map((shade) => ({ ...shade, hex: null }));
    for (const combinations of [sizes, plain]) {
      const view = renderInShell(
        <VariantPicker
          combinations={combinations}
          selected={combinations[0]!}
          choose={{ kind: 'button', onSelect: () => {} }}
        />,
      );
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(screen.getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0);
      view.unmount();
    }
  });
});

describe("the tile's shade dots", () => {
  const shaded = aTile({
    option_count: 12,
    swatches: ['#d99a94', '#b06a62', '#9e3b2f', '#6b3a2e', '#c2185b'],
  });

  it('shows the first five shades as dots and +7 warna, in place of More Options Available', () => {
    renderInShell(<ProductTile product={shaded} />);
    const row = screen.getByTestId('tile-swatches');
    expect(row.querySelectorAll('.swatch-dot')).toHaveLength(5);
    expect((row.querySelector('.swatch-dot') as HTMLElement).style.backgroundColor).toBe(
      'rgb(217, 154, 148)',
    );
    expect(row.textContent).toBe('Tersedia 12 warna+7 warna');
    expect(screen.queryByText('Tersedia pilihan lain')).toBeNull();
  });

  it('says +7 shades in English', () => {
    renderInShell(<ProductTile product={shaded} />, { locale: 'en' });
    expect(screen.getByText('+7 shades')).toBeTruthy();
    expect(screen.getByText('Available in 12 shades')).toBeTruthy();
  });

  it('draws no dots for a product of sizes', () => {
    renderInShell(<ProductTile product={aTile({ option_count: 3 })} />);
    expect(screen.queryByTestId('tile-swatches')).toBeNull();
    expect(screen.getByText('Tersedia pilihan lain')).toBeTruthy();
  });
});
