import type { MessageTable } from './types';

/** The back office's products (issue 18, docs/design/back-office.md § Products). */
export const ADMIN_CATALOGUE_MESSAGES = {
  admin_text_too_long: {
    id: 'Paling banyak {max} karakter.',
    en: 'At most {max} characters.',
  },
  product_slug_format: {
    id: 'Slug hanya huruf kecil, angka dan tanda hubung.',
    en: 'A slug is lower-case letters, digits and hyphens only.',
  },
  product_slug_taken: {
    id: 'Slug ini sudah dipakai produk lain.',
    en: 'This slug is already used by another product.',
  },
  product_sku_format: {
    id: 'SKU hanya huruf, angka, titik, garis bawah dan tanda hubung.',
    en: 'A SKU is letters, digits, dots, underscores and hyphens only.',
  },
  product_sku_taken: {
    id: 'SKU ini sudah dipakai.',
    en: 'This SKU is already used.',
  },
  product_barcode_taken: {
    id: 'Barcode ini sudah dipakai.',
    en: 'This barcode is already used.',
  },
  product_hex_format: {
    id: 'Warna ditulis #rrggbb, misalnya #c0392b.',
    en: 'A colour is written #rrggbb, e.g. #c0392b.',
  },
  product_swatch_format: {
    id: 'Gambar swatch berupa alamat /media/… atau https://….',
    en: 'A swatch picture is a /media/… or https://… address.',
  },
  product_discount_above_price: {
    id: 'Potongan tidak boleh lebih dari harga.',
    en: 'The discount cannot be more than the price.',
  },
  product_needs_combination: {
    id: 'Produk perlu paling sedikit satu kombinasi.',
    en: 'A product needs at least one combination.',
  },
  product_bundle_needs_items: {
    id: 'Bundel perlu paling sedikit satu isi.',
    en: 'A bundle needs at least one item.',
  },
  product_option_unknown: {
    id: 'Pilihan ini tidak ada (lagi).',
    en: 'This choice does not exist (any more).',
  },
  product_image_not_found: { id: 'Gambar tidak ditemukan.', en: 'The picture was not found.' },
  product_images_mismatch: {
    id: 'Daftar gambar sudah berubah. Muat ulang halaman.',
    en: 'The pictures changed meanwhile. Reload the page.',
  },
} as const satisfies MessageTable;
