import type { MessageTable } from './types';

/**
 * Shipping quotes and the bag's shipping method (000 §3, §4, §7; design/checkout-and-payment.md). The spec gives only
 * 'Alamat harus memiliki kecamatan.' (`address_district_required`, in the shopping part); these
 * words are ours.
 */
export const SHIPPING_MESSAGES = {
  shipping_service_invalid: {
    id: 'Layanan pengiriman tidak valid',
    en: 'The shipping service is not valid',
  },
  shipping_type_invalid: {
    id: 'Jenis pengiriman tidak valid',
    en: 'The shipping type is not valid',
  },
  shipping_amount_invalid: {
    id: 'Total belanja harus berupa bilangan bulat 0 atau lebih',
    en: 'The order total must be a whole number of 0 or more',
  },
  shipping_service_unavailable: {
    id: 'Layanan pengiriman ini tidak tersedia untuk alamat dan paket kamu.',
    en: 'This shipping service is not available for your address and parcel.',
  },
  shipping_type_mismatch: {
    id: 'Layanan pengiriman tidak sesuai dengan jenis pengiriman yang dipilih.',
    en: 'The shipping service does not match the chosen shipping type.',
  },
  shipping_carrier_not_found: {
    id: 'Ekspedisi tidak ditemukan.',
    en: 'Carrier not found.',
  },
  shipping_nothing_to_ship: {
    id: 'Tidak ada produk yang perlu dikirim di tas belanja kamu.',
    en: 'Your bag has nothing to ship.',
  },
  shipping_selected: {
    id: 'Metode pengiriman berhasil dipilih.',
    en: 'Your shipping method has been chosen.',
  },
  shipping_eta_today: { id: 'Tiba hari ini', en: 'Arrives today' },
  shipping_eta_tomorrow: { id: 'Tiba besok', en: 'Arrives tomorrow' },
  shipping_eta_days: { id: 'Estimasi tiba {days} hari', en: 'Arrives in about {days} days' },
  shipping_eta_range: {
    id: 'Estimasi tiba {min}-{max} hari',
    en: 'Arrives in about {min}-{max} days',
  },
  shipping_type_regular: { id: 'Reguler', en: 'Regular' },
  shipping_type_express: { id: 'Ekspres', en: 'Express' },
  shipping_type_same_day: { id: 'Same Day', en: 'Same day' },
} as const satisfies MessageTable;
