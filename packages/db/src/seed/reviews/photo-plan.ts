import { textureStyleOf } from '../images/texture';
import type { ProductPlan } from '../plan/types';
import { hashString, type Random } from '../random';
import { lines } from './sentences-common';

/** A reviewer's photo: the product's colour swatched on their skin, or the pack at home. */
export type PhotoKind = 'swatch' | 'at-home';

/** The first photo of a product with a texture is often a swatch; the others show the pack. */
export function photoKindFor(random: Random, product: ProductPlan, position: number): PhotoKind {
  const swatchable = product.classification === null && textureStyleOf(product.leaf) !== undefined;
  return swatchable && (position === 0 ? random.chance(0.6) : random.chance(0.3))
    ? 'swatch'
    : 'at-home';
}

/** 16 hex digits from a name: two FNV-1a hashes of it. */
export const photoFingerprint = (name: string): string =>
  [hashString(name), hashString(`${name}#kilau`)]
    .map((part) => part.toString(16).padStart(8, '0'))
    .join('');

/** Where a review photo is kept in the shop's public files (served at `/media/<key>`). */
export const reviewPhotoKey = (userId: number, fingerprint: string) =>
  `reviews/${userId}-${fingerprint}.webp`;

const CAPTIONS: Record<PhotoKind, readonly string[]> = {
  swatch: lines(`
    Swatch di punggung tangan, tanpa filter.
    Warna aslinya di kulitku, di bawah cahaya siang.
    Teksturnya waktu baru dioles, belum diratakan.
    Dioles tipis lalu diratakan sedikit dengan jari.
  `),
  'at-home': lines(`
    Kemasannya waktu baru sampai.
    Di meja riasku, sudah dipakai sekitar dua minggu.
    Foto produk asli, bukan dari katalog.
    Sisa isinya setelah pemakaian rutin.
    Bersama produk lain di rutinitas harianku.
  `),
};

/** A caption as a reviewer writes one, naming the shade (`shade`) when a swatch shows it. */
export function photoCaption(random: Random, kind: PhotoKind, shade: string | null): string {
  if (kind === 'swatch' && shade && random.chance(0.5)) {
    return `Swatch ${shade} di punggung tangan, tanpa filter.`;
  }
  return random.pick(CAPTIONS[kind]);
}
