import type { MessageTable } from './types';

/** The back office's banners and campaigns (issue 18, docs/design/back-office.md). */
export const ADMIN_BANNER_MESSAGES = {
  banner_not_found: { id: 'Banner tidak ditemukan.', en: 'The banner was not found.' },
  banner_placement_invalid: {
    id: 'Pilih salah satu penempatan.',
    en: 'Choose one of the placements.',
  },
  banner_text_length: {
    id: 'Paling banyak {max} karakter.',
    en: 'At most {max} characters.',
  },
  banner_link_invalid: {
    id: 'Tautan diawali / (halaman toko) atau https://.',
    en: 'A link starts with / (a shop page) or https://.',
  },
  banner_page_path_invalid: {
    id: 'Halaman diawali / (mis. /campaign/glow-up-week), tanpa spasi.',
    en: 'A page starts with / (e.g. /campaign/glow-up-week), without spaces.',
  },
  banner_background_invalid: {
    id: 'Warna latar berupa kode hex, mis. #F7D6E0.',
    en: 'The background is a hex colour, e.g. #F7D6E0.',
  },
  banner_datetime_invalid: {
    id: 'Isi tanggal dan jam (WIB).',
    en: 'Enter a date and time (WIB).',
  },
  banner_end_before_start: {
    id: 'Waktu selesai harus setelah waktu mulai.',
    en: 'The end must be after the start.',
  },
  banner_popup_setting_required: {
    id: 'Pilih kapan popup ditampilkan.',
    en: 'Choose when the popup shows.',
  },
  banner_voucher_unknown: {
    id: 'Kode voucher ini tidak ada.',
    en: 'There is no voucher with this code.',
  },
  banner_one_offer: {
    id: 'Pilih voucher atau gratis ongkir, tidak keduanya.',
    en: 'Choose a voucher or free shipping, not both.',
  },
  banner_text_no_image: {
    id: 'Banner teks tidak memakai gambar.',
    en: 'A text banner has no picture.',
  },
  campaign_slug_invalid: {
    id: 'Slug hanya huruf kecil, angka dan tanda -, mis. promo-akhir-tahun.',
    en: 'A slug is lower-case letters, digits and -, e.g. year-end-sale.',
  },
  campaign_slug_taken: {
    id: 'Slug ini sudah dipakai kampanye lain.',
    en: 'Another campaign already uses this slug.',
  },
  campaign_section_title_taken: {
    id: 'Setiap bagian perlu judul yang berbeda.',
    en: 'Each section needs a title of its own.',
  },
  campaign_product_unknown: {
    id: 'Produk {ids} tidak ada.',
    en: 'Product {ids} does not exist.',
  },
  campaign_section_products_required: {
    id: 'Bagian produk perlu paling sedikit satu produk.',
    en: 'A product section needs at least one product.',
  },
} as const satisfies MessageTable;
