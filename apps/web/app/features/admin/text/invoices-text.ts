/**
 * The invoices' legal and tax details in the back office (`/admin/invoice-settings`,
 * docs/design/invoices.md).
 */
export const INVOICES_TEXT = {
  adminNavInvoices: { id: 'Faktur & pajak', en: 'Invoices & tax' },
  welcomeInvoicesLink: {
    id: 'Data legal toko, NPWP dan PPN yang dicetak di faktur.',
    en: "The shop's legal details, NPWP and PPN printed on invoices.",
  },
  invoicesTitle: { id: 'Faktur & pajak', en: 'Invoices & tax' },
  invoicesIntro: {
    id: 'Berlaku untuk faktur yang terbit setelah disimpan; faktur yang sudah terbit tidak berubah. Setiap perubahan tercatat di log audit.',
    en: 'Applies to invoices issued after saving; invoices already issued never change. Every change is written to the audit log.',
  },
  invoicesForm: { id: 'Data faktur & pajak', en: 'Invoice and tax details' },
  invoicesFieldLegalName: { id: 'Nama badan usaha', en: 'Legal name' },
  invoicesFieldAddress: { id: 'Alamat terdaftar', en: 'Registered address' },
  invoicesFieldNpwp: { id: 'NPWP', en: 'Tax ID (NPWP)' },
  invoicesFieldNpwpHint: {
    id: '15 digit (01.234.567.8-901.000) atau 16 digit.',
    en: '15 digits (01.234.567.8-901.000) or 16 digits.',
  },
  invoicesFieldPkp: {
    id: 'Pengusaha Kena Pajak (PKP): faktur memungut PPN',
    en: 'VAT-registered (PKP): invoices charge PPN',
  },
  invoicesFieldRate: { id: 'Tarif PPN (%)', en: 'PPN rate (%)' },
  invoicesFieldRateHint: { id: 'Contoh 11 atau 12.', en: 'For example 11 or 12.' },
  invoicesFieldIncluded: {
    id: 'Harga di toko sudah termasuk PPN',
    en: "The shop's prices include PPN",
  },
  invoicesFieldFooter: { id: 'Catatan kaki faktur', en: 'Invoice footer' },
  invoicesSave: { id: 'Simpan', en: 'Save' },
  invoicesUpdated: {
    id: 'Terakhir diubah {date} oleh {who}.',
    en: 'Last changed {date} by {who}.',
  },
} as const;
