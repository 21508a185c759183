import type { MessageTable } from './types';

/**
 * The order's life after payment (issue 8, design/order-life-after-payment.md): the operator API, the carrier's tracking
 * events and their refusals. The spec shows none of these words; they are ours.
 */
export const FULFILMENT_MESSAGES = {
  operator_required: {
    id: 'Hanya operator toko yang dapat melakukan ini.',
    en: 'Only a shop operator can do this.',
  },
  order_state_unknown: {
    id: 'Status pesanan "{state}" tidak dikenal.',
    en: 'The order state "{state}" is not known.',
  },
  order_invalid_transition: {
    id: 'Pesanan tidak dapat dipindahkan dari {from} ke {to}.',
    en: 'The order cannot move from {from} to {to}.',
  },
  order_refund_not_owed: {
    id: 'Tidak ada pengembalian dana yang perlu dibayar untuk pesanan ini.',
    en: 'No refund is owed for this order.',
  },
  order_collected_in_store: {
    id: 'Pesanan ini diambil di toko, tidak dikirim: staf toko menyerahkannya lewat QR pengambilan.',
    en: 'This order is collected in the store, not shipped: store staff hand it over with its collection QR.',
  },
  order_advanced: {
    id: 'Pesanan {reference} kini berstatus {state}.',
    en: 'Order {reference} is now {state}.',
  },
  carrier_unavailable: {
    id: 'Ekspedisi sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa saat.',
    en: 'The carrier cannot be reached right now. Please try again shortly.',
  },
  order_not_trackable: {
    id: 'Pesanan ini belum dikirim, jadi belum dapat dilacak.',
    en: 'This order has not been shipped yet, so it cannot be tracked.',
  },
  tracking_manifested: {
    id: 'Data pengiriman diterima {carrier}, paket menunggu dijemput',
    en: 'Shipment details received by {carrier}; the parcel awaits pick-up',
  },
  tracking_picked_up: {
    id: 'Paket telah dijemput kurir dari gudang pengirim',
    en: "The parcel was picked up from the sender's warehouse",
  },
  tracking_origin_hub: {
    id: 'Paket diproses di hub {city}',
    en: 'The parcel is being processed at the {city} hub',
  },
  tracking_departed: {
    id: 'Paket diberangkatkan dari hub {city} menuju {destination}',
    en: 'The parcel left the {city} hub for {destination}',
  },
  tracking_destination_hub: {
    id: 'Paket tiba di hub {city}',
    en: 'The parcel arrived at the {city} hub',
  },
  tracking_out_for_delivery: {
    id: 'Paket dibawa kurir menuju alamat penerima',
    en: 'The parcel is out for delivery with the courier',
  },
  tracking_delivery_failed: {
    id: 'Pengiriman gagal: penerima tidak berada di tempat',
    en: 'Delivery failed: the receiver was not at home',
  },
  tracking_redelivery: {
    id: 'Pengiriman ulang dijadwalkan',
    en: 'Redelivery scheduled',
  },
  tracking_delivered: {
    id: 'Paket telah diterima oleh {receiver}',
    en: 'Delivered; received by {receiver}',
  },
  tracking_returned: {
    id: 'Paket dikembalikan ke pengirim',
    en: 'The parcel was returned to the sender',
  },
} as const satisfies MessageTable;
