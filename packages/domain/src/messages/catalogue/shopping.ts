import type { MessageTable } from './types';

/** Tile, bag, vouchers, points, checkout and payment (000 §4, §5, §8). */
export const SHOPPING_MESSAGES = {
  add_to_bag_success: {
    id: 'Produk berhasil ditambahkan ke tas belanja.',
    en: 'The product was added to your bag.',
  },
  product_sold_out: { id: 'Produk ini sudah habis.', en: 'This product is sold out.' },
  product_not_found: { id: 'Produk tidak ditemukan.', en: 'Product not found.' },
  category_not_found: { id: 'Kategori tidak ditemukan.', en: 'Category not found.' },
  brand_not_found: { id: 'Brand tidak ditemukan.', en: 'Brand not found.' },
  promotion_not_found: { id: 'Promo tidak ditemukan.', en: 'Promotion not found.' },
  campaign_not_found: { id: 'Kampanye tidak ditemukan.', en: 'Campaign not found.' },
  notify_me_saved: {
    id: 'Kami akan mengabari kamu lewat email saat produk ini tersedia kembali.',
    en: 'We will e-mail you when this product is back in stock.',
  },
  voucher_code_required: { id: 'Kode Voucher harus diisi', en: 'Voucher code is required' },
  voucher_requires_login: {
    id: 'Silakan login untuk menggunakan voucher.',
    en: 'Please log in to use a voucher.',
  },
  points_requires_login: {
    id: 'Silakan login untuk menukarkan beauty points.',
    en: 'Please log in to redeem beauty points.',
  },
  points_zero: {
    id: 'Jumlah beauty points harus lebih dari 0.',
    en: 'The number of beauty points must be above 0.',
  },
  points_exceed_balance: {
    id: 'Beauty points kamu tidak mencukupi.',
    en: 'You do not have enough beauty points.',
  },
  voucher_points_exclusive: {
    id: 'Voucher dan beauty points tidak dapat digunakan bersamaan.',
    en: 'A voucher and beauty points cannot be used together.',
  },
  voucher_not_applicable: {
    id: 'Voucher tidak dapat digunakan untuk tas belanja kamu.',
    en: 'This voucher cannot be used for your bag.',
  },
  // Voucher redemption in the bag (000 §5, §8; design/the-bag.md). The spec gives only the generic
  // failure's words ('Terjadi kesalahan sistem'); the refusals' words are ours.
  voucher_system_error: { id: 'Terjadi kesalahan sistem', en: 'A system error occurred' },
  voucher_not_found: { id: 'Kode voucher tidak ditemukan.', en: 'Voucher code not found.' },
  voucher_not_started: {
    id: 'Voucher ini belum dapat digunakan.',
    en: 'This voucher cannot be used yet.',
  },
  voucher_expired: { id: 'Voucher ini sudah kedaluwarsa.', en: 'This voucher has expired.' },
  voucher_not_for_you: {
    id: 'Voucher ini tidak berlaku untuk akun kamu.',
    en: 'This voucher is not for your account.',
  },
  voucher_verified_only: {
    id: 'Voucher hanya dapat digunakan oleh akun dengan nomor handphone terverifikasi.',
    en: 'Only accounts with a verified phone number can use vouchers.',
  },
  voucher_quota_user_reached: {
    id: 'Kamu sudah mencapai batas penggunaan voucher ini.',
    en: 'You have reached the usage limit of this voucher.',
  },
  voucher_quota_reached: { id: 'Kuota voucher sudah habis.', en: 'This voucher has run out.' },
  voucher_min_amount: {
    id: 'Minimal belanja {amount} untuk menggunakan voucher ini.',
    en: 'Spend at least {amount} to use this voucher.',
  },
  voucher_products_not_in_cart: {
    id: 'Voucher ini hanya berlaku untuk produk tertentu yang belum ada di tas belanja kamu.',
    en: 'This voucher only applies to products that are not in your bag.',
  },
  voucher_applied: { id: 'Voucher berhasil digunakan.', en: 'The voucher was applied.' },
  voucher_removed: { id: 'Voucher berhasil dilepas.', en: 'The voucher was removed.' },
  voucher_dropped: {
    id: 'Voucher dilepas dari tas belanja karena syaratnya tidak lagi terpenuhi.',
    en: 'The voucher was removed from your bag because its terms are no longer met.',
  },
  voucher_hold_lost: {
    id: 'Kuota voucher sudah habis, voucher dilepas dari tas belanja kamu.',
    en: 'The voucher has run out and was removed from your bag.',
  },
  voucher_not_paper_bag: {
    id: 'Voucher ini bukan voucher paper bag.',
    en: 'This is not a paper-bag voucher.',
  },
  voucher_free_product_mismatch: {
    id: 'Produk ini bukan hadiah dari voucher tersebut.',
    en: 'This product is not the free product of that voucher.',
  },
  promotion_cart_not_found: { id: 'Tas belanja tidak ditemukan.', en: 'Bag not found.' },
  points_disabled: {
    id: 'Penukaran beauty points sedang tidak tersedia.',
    en: 'Redeeming beauty points is not available right now.',
  },
  points_exceed_bag: {
    id: 'Beauty points melebihi nilai belanja kamu. Maksimal {max} points.',
    en: 'That is more beauty points than your bag is worth. At most {max} points.',
  },
  points_applied: { id: 'Beauty points berhasil digunakan.', en: 'Beauty points were applied.' },
  points_removed: { id: 'Beauty points berhasil dilepas.', en: 'Beauty points were removed.' },
  points_clamped: {
    id: 'Beauty points disesuaikan dengan nilai belanja kamu.',
    en: 'Your beauty points were adjusted to the value of your bag.',
  },
  gwp_out_of_stock: {
    id: 'Hadiah untuk pembelian ini sedang habis.',
    en: 'The gift with this purchase has run out.',
  },
  cart_stock_insufficient: {
    id: 'Beberapa stock produk tidak cukup',
    en: 'Some products do not have enough stock',
  },
  cart_egift_alone: {
    id: 'Produk E Gift Card tidak dapat digabung dengan produk lainnya.',
    en: 'E-Gift Card products cannot be combined with other products.',
  },
  cart_preorder_delivery_date: {
    id: 'Produk dengan tanggal pengiriman berbeda tidak dapat dibeli untuk produk pre-order.',
    en: 'Product with different delivery date cannot be bought for preorder products.',
  },
  cart_preorder_mix_confirm: {
    id: 'Produk pre-order tidak dapat digabung dengan produk lain. Produk yang sudah ada di tas belanja kamu akan dihapus. Lanjutkan?',
    en: 'Pre-order products cannot be combined with other products. The items already in your bag will be removed. Continue?',
  },
  cart_preorder_mix: {
    id: 'Produk pre-order tidak dapat digabung dengan produk lain di tas belanja kamu.',
    en: 'Pre-order products cannot be combined with the other products in your bag.',
  },
  cart_quantity_limit: {
    id: 'Maksimal {limit} produk untuk setiap pembelian.',
    en: 'At most {limit} of this product per order.',
  },
  cart_not_found: { id: 'Tas belanja tidak ditemukan.', en: 'Bag not found.' },
  cart_line_not_found: {
    id: 'Produk tidak ada di tas belanja kamu.',
    en: 'This product is not in your bag.',
  },
  cart_line_ambiguous: {
    id: 'Pilih baris produk yang ingin diubah.',
    en: 'Choose which line of this product to change.',
  },
  cart_quantity_min: {
    id: 'Jumlah produk minimal {min}',
    en: 'The quantity must be at least {min}',
  },
  product_not_for_sale: {
    id: 'Produk hadiah ini tidak dijual terpisah.',
    en: 'This gift is not sold on its own.',
  },
  pack_invalid: {
    id: 'Pilihan isi paket tidak sesuai dengan paket ini.',
    en: 'The chosen items do not match this pack.',
  },
  egift_delivery_date_invalid: {
    id: 'Tanggal pengiriman tidak valid',
    en: 'The delivery date is not valid',
  },
  egift_delivery_date_past: {
    id: 'Tanggal pengiriman paling cepat hari ini',
    en: 'The delivery date cannot be before today',
  },
  cart_egift_info_invalid: {
    id: 'Data penerima E Gift Card belum lengkap atau tidak valid.',
    en: 'The E-Gift Card recipient details are missing or not valid.',
  },
  cart_free_product_not_reordered: {
    id: 'Produk gratis tidak ikut dipesan ulang.',
    en: 'Free products are not reordered.',
  },
  id_invalid: { id: 'ID tidak valid', en: 'The ID is not valid' },
  cart_merge_partial: {
    id: 'Beberapa produk tidak dapat ditambahkan ke tas belanja kamu.',
    en: 'Some products could not be added to your bag.',
  },
  price_mismatch: {
    id: 'Terjadi perubahan harga pada produk di tas belanja kamu. Silakan periksa kembali.',
    en: 'The price of a product in your bag has changed. Please check your bag again.',
  },
  out_of_stock: { id: 'Stok produk tidak mencukupi', en: 'Not enough stock for this product' },
  stock_changed: { id: 'Terjadi perubahan stock', en: 'The stock has changed' },
  invalid_address: {
    id: 'Alamat pengiriman tidak valid. Silakan periksa kembali alamat kamu.',
    en: 'The delivery address is not valid. Please check your address.',
  },
  address_saved: { id: 'Alamat kamu berhasil tersimpan.', en: 'Your address has been saved.' },
  address_deleted: { id: 'Alamat kamu berhasil dihapus.', en: 'Your address has been deleted.' },
  address_not_found: { id: 'Alamat tidak ditemukan.', en: 'Address not found.' },
  // 001 §2 max-address alert; the spec does not give its words.
  address_limit_reached: {
    id: 'Kamu hanya dapat menyimpan maksimal {max} alamat. Hapus salah satu alamat untuk menambahkan alamat baru.',
    en: 'You can save at most {max} addresses. Delete one to add a new address.',
  },
  // 001 §2 Papua alert; the spec does not give its words.
  address_papua_notice: {
    id: 'Pengiriman ke wilayah Papua membutuhkan waktu lebih lama dan pilihan kurir yang terbatas.',
    en: 'Delivery to Papua takes longer and fewer couriers serve it.',
  },
  address_region_mismatch: {
    id: 'Pilihan tidak sesuai dengan wilayah di atasnya',
    en: 'This does not belong to the region chosen above',
  },
  address_district_required: {
    id: 'Alamat harus memiliki kecamatan.',
    en: 'The address must have a district.',
  },
  // 001 §5 gives this text as the cities call's refusal: English keeps it, Indonesian is ours (ADR 0030).
  province_id_required: {
    id: 'Provinsi harus dipilih.',
    en: 'ProvinceId should not empty!',
  },
  region_not_found: { id: 'Wilayah tidak ditemukan.', en: 'Region not found.' },
  cart_empty: { id: 'Tas belanja kamu masih kosong.', en: 'Your bag is empty.' },
  shipping_address_required: {
    id: 'Silakan pilih alamat pengiriman terlebih dahulu.',
    en: 'Please choose a delivery address first.',
  },
  shipping_method_required: {
    id: 'Silakan pilih metode pengiriman terlebih dahulu.',
    en: 'Please choose a shipping method first.',
  },
  idempotency_key_reused: {
    id: 'Kunci permintaan ini sudah dipakai untuk pesanan lain.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  order_not_found: { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' },
  date_invalid: { id: 'Tanggal tidak valid', en: 'The date is not valid' },
  order_not_cancellable: {
    id: 'Pesanan ini tidak dapat dibatalkan lagi.',
    en: 'This order can no longer be cancelled.',
  },
  order_cancelled: { id: 'Pesanan kamu berhasil dibatalkan.', en: 'Your order was cancelled.' },
  card_number_not_accepted: {
    id: 'Data kartu tidak dikirim ke toko. Gunakan formulir kartu dari payment gateway.',
    en: 'Card details are never sent to the shop. Use the payment gateway’s card form.',
  },
  ovo_phone_invalid: {
    id: 'Nomor handphone OVO tidak valid',
    en: 'The OVO phone number is not valid',
  },
  payment_method_required: {
    id: 'Silakan pilih metode pembayaran terlebih dahulu.',
    en: 'Please choose a payment method first.',
  },
  payment_method_unavailable: {
    id: 'Metode pembayaran ini tidak tersedia.',
    en: 'This payment method is not available.',
  },
  // 000 §8 gives this text for the 422 itself, in English; Indonesian is ours (ADR 0030).
  payment_change_once: {
    id: 'Metode pembayaran hanya bisa diubah satu kali.',
    en: 'You can only change the payment method once.',
  },
  payment_declined: {
    id: 'Pembayaran kamu tidak berhasil. Silakan coba lagi atau pilih metode pembayaran lain.',
    en: 'Your payment did not go through. Please try again or choose another payment method.',
  },
  order_not_awaiting_payment: {
    id: 'Pesanan ini tidak lagi menunggu pembayaran.',
    en: 'This order is no longer awaiting payment.',
  },
  bank_promo_not_eligible: {
    id: 'Promo bank ini tidak berlaku untuk pesanan kamu.',
    en: 'This bank promotion does not apply to your order.',
  },
  card_number_invalid: { id: 'Nomor kartu tidak valid', en: 'The card number is not valid' },
  payment_due_at: { id: 'Bayar sebelum {date} WIB', en: 'Pay before {date} WIB' },
  insufficient_points: {
    id: 'Mohon maaf token anda tidak mencukupi.',
    en: 'Sorry, you do not have enough tokens.',
  },
  special_price_quota_reached: {
    id: 'Kuota per pengguna sudah tercapai',
    en: 'quota per user has reached',
  },
  special_price_min_amount_brand: {
    id: 'Minimal pembelian {amount} untuk brand {names}',
    en: 'Minimum purchase of {amount} for brand {names}',
  },
  special_price_min_amount_category: {
    id: 'Minimal pembelian {amount} untuk kategori {names}',
    en: 'Minimum purchase of {amount} for category {names}',
  },
  special_price_min_amount_product: {
    id: 'Minimal pembelian {amount} untuk produk {names}',
    en: 'Minimum purchase of {amount} for product {names}',
  },
  special_price_min_amount_any: {
    id: 'Minimal pembelian {amount} untuk produk apa saja',
    en: 'Minimum purchase of {amount} on any products',
  },
  special_price_min_qty_brand: {
    id: 'Minimal pembelian {count} produk dari brand {names}',
    en: 'Minimum purchase of {count} items from brand {names}',
  },
  special_price_min_qty_category: {
    id: 'Minimal pembelian {count} produk dari kategori {names}',
    en: 'Minimum purchase of {count} items from category {names}',
  },
  special_price_min_qty_product: {
    id: 'Minimal pembelian {count} produk {names}',
    en: 'Minimum purchase of {count} items of {names}',
  },
  special_price_min_qty_any: {
    id: 'Minimal pembelian {count} produk apa saja',
    en: 'Minimum purchase of {count} items of any products',
  },
  special_price_not_applicable: {
    id: 'Harga spesial belum berlaku untuk produk ini.',
    en: 'The special price does not apply to this product yet.',
  },
  retry_payment_description: {
    id: 'Proses pembayaran gagal, klik “Coba bayar lagi” untuk membayar ulang.',
    en: 'Payment process is failed, click “Retry” to repayment.',
  },
  // Wishlist (000 §4, design/the-bag.md): the spec gives no words for these.
  wishlist_not_found: {
    id: 'Produk tidak ada di wishlist kamu.',
    en: 'This product is not in your wishlist.',
  },
  wishlist_combination_unavailable: {
    id: 'Varian produk ini tidak tersedia.',
    en: 'This product variant is not available.',
  },
  wishlist_full: {
    id: 'Wishlist kamu sudah berisi {max} produk. Hapus beberapa produk untuk menambah yang baru.',
    en: 'Your wishlist already holds {max} products. Remove some to add new ones.',
  },
  // Search history (001 §3, §7): the spec gives no words for these.
  search_keyword_not_found: {
    id: 'Riwayat pencarian tidak ditemukan.',
    en: 'Search history entry not found.',
  },
  search_history_deleted: {
    id: 'Riwayat pencarian berhasil dihapus.',
    en: 'Your search history has been deleted.',
  },
  search_keyword_too_long: {
    id: 'Kata kunci maksimal {max} karakter',
    en: 'The keyword can have at most {max} characters',
  },
  search_click_position_invalid: {
    id: 'Posisi harus angka 1 sampai {max}',
    en: 'The position must be a number from 1 to {max}',
  },
  shipping_awaiting_carrier: {
    id: 'Menunggu konfirmasi dari ekspedisi',
    en: 'Waiting for confirmation from the courier',
  },
} as const satisfies MessageTable;
