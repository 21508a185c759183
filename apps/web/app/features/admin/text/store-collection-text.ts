import type { TextTable } from '~/lib/ui-text';

/** The back office's store collection (`/admin/store-collection`, docs/design/store-collection.md). */
export const STORE_COLLECTION_TEXT = {
  adminNavStoreCollection: { id: 'Pengambilan di toko', en: 'Store collection' },
  welcomeStoreCollectionLink: {
    id: 'Periksa QR pesanan di pintu keluar toko, serahkan pesanannya, dan terima pembayaran di kasir.',
    en: 'Check order QR codes at the store exit, hand orders over and take cashier payments.',
  },
  storeCollectionTitle: { id: 'Pengambilan di toko', en: 'Store collection' },
  storeCollectionStore: { id: 'Toko', en: 'Store' },
  storeCollectionChooseStore: { id: 'Pilih toko', en: 'Choose store' },
  storeCollectionToken: { id: 'Kode QR pesanan', en: 'Order QR code' },
  storeCollectionTokenHint: {
    id: 'Pindai QR pembeli atau tempel kodenya (KCT1.…).',
    en: 'Scan the shopper’s QR or paste its code (KCT1.…).',
  },
  storeCollectionVerify: { id: 'Periksa', en: 'Verify' },
  storeCollectionResult: { id: 'Hasil pemeriksaan', en: 'Verification result' },
  storeCollectionPaid: { id: 'Sudah dibayar', en: 'Paid' },
  storeCollectionUnpaid: { id: 'Belum dibayar', en: 'Not paid' },
  storeCollectionAwaitingCashier: {
    id: 'Menunggu pembayaran di kasir',
    en: 'Waiting at the cashier',
  },
  storeCollectionCollectedAt: {
    id: 'Sudah diambil {date} oleh {by}',
    en: 'Collected {date} by {by}',
  },
  storeCollectionNotCollected: { id: 'Belum diambil', en: 'Not collected yet' },
  storeCollectionProduct: { id: 'Produk', en: 'Product' },
  storeCollectionOption: { id: 'Varian', en: 'Option' },
  storeCollectionQuantity: { id: 'Jumlah', en: 'Qty' },
  storeCollectionCollect: { id: 'Tandai sudah diambil', en: 'Mark as collected' },
  storeCollectionCashierTitle: { id: 'Menunggu pembayaran di kasir', en: 'Waiting at the cashier' },
  storeCollectionCashierNone: {
    id: 'Tidak ada pesanan yang menunggu pembayaran di kasir.',
    en: 'No orders are waiting at the cashier.',
  },
  storeCollectionTakePayment: { id: 'Terima pembayaran', en: 'Take payment' },
  storeCollectionTakePaymentOf: {
    id: 'Terima pembayaran {reference}',
    en: 'Take payment for {reference}',
  },
} as const satisfies TextTable;
