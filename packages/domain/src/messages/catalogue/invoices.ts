import type { MessageTable } from './types';

/** Invoices (issue 25, docs/design/invoices.md): downloads and the back office's tax settings. */
export const INVOICE_MESSAGES = {
  invoice_not_issued: {
    id: 'Faktur belum tersedia: faktur dibuat setelah pembayaran pesanan diterima.',
    en: 'The invoice is not available yet: it is issued once the order has been paid.',
  },
  invoice_npwp_invalid: {
    id: 'NPWP harus 15 atau 16 digit angka (contoh 01.234.567.8-901.000).',
    en: 'The NPWP must be 15 or 16 digits (for example 01.234.567.8-901.000).',
  },
  invoice_ppn_rate_invalid: {
    id: 'Tarif PPN harus antara 0 dan 100 %.',
    en: 'The PPN rate must be between 0 and 100 %.',
  },
  invoice_settings_saved: {
    id: 'Data faktur & pajak disimpan.',
    en: 'Invoice and tax details saved.',
  },
  invoice_settings_missing: {
    id: 'Data faktur & pajak belum diatur.',
    en: 'The invoice and tax details are not set up yet.',
  },
} as const satisfies MessageTable;
