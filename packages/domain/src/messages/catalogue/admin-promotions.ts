import type { MessageTable } from './types';

/**
 * The back office's promotions (issue 18, docs/design/back-office.md "Promotions"): the voucher
 * forms' refusals (vouchers, special prices, flash sales, bank promotions). The bag's own words
 * for a voucher stay in `shopping.ts`.
 */
export const ADMIN_PROMOTION_MESSAGES = {
  admin_voucher_lucky_draw_owned: {
    id: 'Voucher ini hadiah lucky draw: ubah lewat halaman Hadiah lucky draw.',
    en: 'This voucher is a lucky-draw prize: change it on the Lucky-draw prizes page.',
  },
  admin_voucher_not_found: {
    id: 'Voucher tidak ditemukan.',
    en: 'The voucher was not found.',
  },
  admin_voucher_code_format: {
    id: 'Kode 3 sampai 40 karakter: huruf besar, angka, _ atau -.',
    en: 'The code is 3 to 40 characters: capital letters, digits, _ or -.',
  },
  admin_voucher_code_taken: {
    id: 'Kode ini sudah dipakai voucher lain.',
    en: 'Another voucher already has this code.',
  },
  admin_voucher_text_length: {
    id: 'Paling banyak {max} karakter.',
    en: 'At most {max} characters.',
  },
  admin_voucher_type_invalid: {
    id: 'Pilih jenis potongan.',
    en: 'Choose the kind of discount.',
  },
  admin_voucher_amount_required: {
    id: 'Isi potongan dalam rupiah, lebih dari 0.',
    en: 'Enter the rupiah off, more than 0.',
  },
  admin_voucher_percentage_range: {
    id: 'Persentase antara 1 dan 100.',
    en: 'The percentage is between 1 and 100.',
  },
  admin_voucher_max_discount_amount: {
    id: 'Batas potongan hanya untuk persentase, gratis ongkir atau produk gratis.',
    en: 'A cap is only for a percentage, free shipping or a free product.',
  },
  admin_voucher_money: {
    id: 'Isi angka rupiah antara {min} dan {max}.',
    en: 'Enter rupiah between {min} and {max}.',
  },
  admin_voucher_count: {
    id: 'Isi angka bulat antara {min} dan {max}.',
    en: 'Enter a whole number between {min} and {max}.',
  },
  admin_voucher_date_invalid: {
    id: 'Tanggal dan jam tidak valid.',
    en: 'The date and time are not valid.',
  },
  admin_voucher_dates_order: {
    id: 'Akhir berlaku harus setelah mulai berlaku.',
    en: 'The end must come after the start.',
  },
  admin_voucher_quota_below_used: {
    id: 'Kuota tidak boleh kurang dari yang sudah terpakai ({used}).',
    en: 'The quota cannot be below the uses so far ({used}).',
  },
  admin_voucher_free_product_required: {
    id: 'Pilih kombinasi produk yang diberikan gratis.',
    en: 'Choose the product combination given free.',
  },
  admin_voucher_free_product_unknown: {
    id: 'Kombinasi produk ini tidak ada.',
    en: 'This product combination does not exist.',
  },
  admin_voucher_targets_unknown: {
    id: 'Ada pilihan yang tidak ada lagi: {ids}.',
    en: 'Some choices no longer exist: {ids}.',
  },
  admin_voucher_targets_too_many: {
    id: 'Paling banyak {max} pilihan.',
    en: 'At most {max} choices.',
  },
  admin_voucher_assign_empty: {
    id: 'Isi minimal satu email member.',
    en: 'Enter at least one member email.',
  },
  admin_voucher_assign_unknown: {
    id: 'Tidak ada member dengan email ini: {emails}.',
    en: 'No member has this email: {emails}.',
  },
  admin_special_price_not_found: {
    id: 'Harga spesial tidak ditemukan.',
    en: 'The special price was not found.',
  },
  admin_special_price_scope_ids: {
    id: 'Pilih minimal satu untuk cakupan ini.',
    en: 'Choose at least one for this scope.',
  },
  admin_special_price_code_taken: {
    id: 'Kode ini sudah dipakai harga spesial lain.',
    en: 'Another special price already has this code.',
  },
  admin_flash_sale_not_found: {
    id: 'Flash sale tidak ditemukan.',
    en: 'The flash sale was not found.',
  },
  admin_promotion_combination_required: {
    id: 'Pilih kombinasi produk.',
    en: 'Choose a product combination.',
  },
  admin_flash_sale_item_duplicate: {
    id: 'Kombinasi ini sudah ada di flash sale ini.',
    en: 'This combination is already in this flash sale.',
  },
  admin_flash_sale_item_unknown: {
    id: 'Kombinasi produk ini tidak ada atau tidak dijual.',
    en: 'This product combination does not exist or is not on sale.',
  },
  admin_flash_sale_price_not_below: {
    id: 'Harga flash sale harus di bawah harga biasa ({price}).',
    en: 'The flash price must be below the usual price ({price}).',
  },
  admin_flash_sale_quota_below_sold: {
    id: 'Kuota tidak boleh kurang dari yang sudah terjual ({sold}).',
    en: 'The quota cannot be below what has sold ({sold}).',
  },
  admin_flash_sale_item_sold: {
    id: 'Item yang sudah terjual tidak dapat dihapus: {items}. Turunkan kuotanya saja.',
    en: 'Items that have sold cannot be removed: {items}. Lower their quota instead.',
  },
  admin_flash_sale_overlap: {
    id: 'Waktunya bertumpuk dengan flash sale aktif "{name}"; toko hanya menampilkan satu flash sale.',
    en: 'Its window overlaps the active flash sale "{name}"; the shop shows one flash sale at a time.',
  },
  admin_bank_promotion_not_found: {
    id: 'Promo bank tidak ditemukan.',
    en: 'The bank promotion was not found.',
  },
  admin_bank_promotion_bins: {
    id: 'BIN kartu berisi 4 sampai 8 angka; tidak valid: {bins}.',
    en: 'A card BIN is 4 to 8 digits; not valid: {bins}.',
  },
  admin_bank_promotion_methods_unknown: {
    id: 'Metode pembayaran tidak dikenal: {codes}.',
    en: 'Unknown payment methods: {codes}.',
  },
} as const satisfies MessageTable;
