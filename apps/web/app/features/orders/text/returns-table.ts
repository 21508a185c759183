import type { Locale } from '@kilau/domain';

/**
 * The member's returns (docs/design/returns.md, issue 25): the order detail's returns section,
 * its cards, and the return form. The API's answers and refusals come from the domain's
 * catalogue (`status_label`, `reason_label`, its messages); these are the words around them.
 */
export const RETURNS_TEXT = {
  // The order detail's section
  returnsSection: { id: 'Pengembalian', en: 'Returns' },
  returnsRequest: { id: 'Ajukan pengembalian', en: 'Request a return' },
  returnsRequestFor: {
    id: 'Ajukan pengembalian untuk pesanan {reference}',
    en: 'Request a return for order {reference}',
  },
  returnsWindow: {
    id: 'Bisa diajukan sampai {date} WIB',
    en: 'You can ask until {date} WIB',
  },
  returnsIntro: {
    id: 'Produk rusak, salah kirim, cacat, atau bikin iritasi? Ajukan pengembalian dan kami bantu sampai dananya kembali.',
    en: 'Damaged, wrong, defective, or gave you a reaction? Request a return and we will see it through until your money is back.',
  },
  returnsLoading: { id: 'Memuat pengembalian…', en: 'Loading returns…' },
  returnsLoadFailed: {
    id: 'Pengembalian pesanan ini belum bisa dimuat. Coba buka lagi nanti.',
    en: 'This order’s returns could not be loaded. Please open it again later.',
  },

  // A return's card
  returnsCardTitle: { id: 'Pengembalian {reference}', en: 'Return {reference}' },
  returnsRequestedAt: { id: 'Diajukan {date} WIB', en: 'Requested {date} WIB' },
  returnsSteps: { id: 'Tahapan pengembalian', en: 'Return steps' },
  returnsStepWaiting: { id: 'Menunggu', en: 'Waiting' },
  returnsStepAt: { id: '{date} WIB', en: '{date} WIB' },
  returnsProducts: { id: 'Produk yang dikembalikan', en: 'Products returned' },
  returnsLineQuantity: { id: '{count} pcs', en: '{count} pcs' },
  returnsReason: { id: 'Alasan', en: 'Reason' },
  returnsInstructions: { id: 'Cara mengirim paket', en: 'How to send the parcel' },
  returnsInstructionsHint: {
    id: 'Tulis nomor pengembalian {reference} di luar paket.',
    en: 'Write the return number {reference} on the outside of the parcel.',
  },
  returnsRejected: { id: 'Alasan penolakan', en: 'Why it was declined' },
  returnsRefund: { id: 'Dana kembali', en: 'Refund' },
  returnsRefundEstimate: { id: 'Perkiraan dana kembali', en: 'Expected refund' },
  returnsShippingRefund: {
    id: 'termasuk ongkos kirim {amount}',
    en: 'shipping {amount} included',
  },
  returnsRefundTo: { id: 'Ke', en: 'To' },
  returnsBankAccount: {
    id: '{bank} {number} a.n. {name}',
    en: '{bank} {number}, {name}',
  },
  returnsTransferReference: { id: 'No. referensi transfer', en: 'Transfer reference' },
  returnsStoreCredit: { id: 'Kode voucher kredit toko', en: 'Store credit voucher code' },
  returnsStoreCreditHint: {
    id: 'Pakai kode ini di tas belanja. Berlaku 365 hari.',
    en: 'Use this code in your bag. Valid for 365 days.',
  },
  returnsPointsTaken: {
    id: '{points} Beauty Points dari pesanan ini ditarik kembali.',
    en: '{points} Beauty Points from this order were taken back.',
  },
  returnsPhotos: { id: 'Foto', en: 'Photos' },
  returnsPhotoAlt: {
    id: 'Foto {n} pengembalian {reference}',
    en: 'Photo {n} of return {reference}',
  },
  returnsPhotoOpen: { id: 'Buka foto {n}', en: 'Open photo {n}' },
  returnsPhotoAdd: { id: 'Tambah foto', en: 'Add a photo' },
  returnsPhotoUploading: { id: 'Mengunggah {percent}%', en: 'Uploading {percent}%' },
  returnsPhotoWaiting: { id: 'Menunggu giliran', en: 'Waiting' },
  returnsPhotoFailed: { id: 'Gagal diunggah', en: 'Upload failed' },
  returnsPhotoRetry: { id: 'Coba lagi', en: 'Try again' },
  returnsPhotoRetryNamed: { id: 'Unggah ulang {name}', en: 'Upload {name} again' },
  returnsPhotoDiscard: { id: 'Buang', en: 'Discard' },
  returnsPhotoDiscardNamed: { id: 'Buang {name}', en: 'Discard {name}' },
  returnsCancel: { id: 'Batalkan pengajuan', en: 'Withdraw request' },
  returnsCancelQuestion: {
    id: 'Batalkan pengajuan {reference}? Kamu bisa mengajukan lagi selama batas waktunya belum lewat.',
    en: 'Withdraw {reference}? You can ask again while the return window is open.',
  },
  returnsCancelConfirm: { id: 'Ya, batalkan', en: 'Yes, withdraw' },
  returnsCancelKeep: { id: 'Tidak', en: 'No' },
  returnsCancelled: {
    id: 'Pengajuan {reference} dibatalkan.',
    en: 'Request {reference} withdrawn.',
  },

  // The return form (/my-orders/:reference/return)
  returnFormTitle: { id: 'Ajukan Pengembalian', en: 'Request a Return' },
  returnFormSeoDescription: {
    id: 'Ajukan pengembalian produk dari pesananmu di Kilau.',
    en: 'Request a return of products from your Kilau order.',
  },
  returnFormBack: { id: 'Kembali ke pesanan', en: 'Back to the order' },
  returnFormOrder: { id: 'Pesanan {reference}', en: 'Order {reference}' },
  returnFormDeadline: {
    id: 'Ajukan sebelum {date} WIB.',
    en: 'Send it before {date} WIB.',
  },
  returnFormStepProducts: { id: 'Produk yang ingin dikembalikan', en: 'Products to return' },
  returnFormStepProductsHint: {
    id: 'Centang produknya, lalu atur jumlahnya.',
    en: 'Tick the products, then set how many.',
  },
  returnFormChooseLine: { id: 'Kembalikan {name}', en: 'Return {name}' },
  returnFormQuantity: { id: 'Jumlah', en: 'Quantity' },
  returnFormQuantityOf: { id: 'Jumlah {name}', en: 'Quantity of {name}' },
  returnFormLess: { id: 'Kurangi jumlah {name}', en: 'Fewer {name}' },
  returnFormMore: { id: 'Tambah jumlah {name}', en: 'More {name}' },
  returnFormOfQuantity: { id: 'dari {count}', en: 'of {count}' },
  returnFormReturned: { id: 'Sudah dikembalikan', en: 'Already returned' },
  returnFormBought: { id: 'Dibeli {count} pcs', en: '{count} bought' },
  returnFormStepReason: { id: 'Alasan pengembalian', en: 'Why are you returning it?' },
  returnFormNote: { id: 'Ceritakan kondisinya', en: 'Tell us what happened' },
  returnFormNoteHint: {
    id: 'Misalnya: segel terbuka, botol bocor, warna berbeda. Wajib minimal 10 karakter untuk alasan “Lainnya”.',
    en: 'For example: the seal was open, the bottle leaked, the shade differs. At least 10 characters for “Other”.',
  },
  returnFormNoteCount: { id: '{count}/1000', en: '{count}/1000' },
  returnFormStepPhotos: { id: 'Foto produk', en: 'Photos of the product' },
  returnFormPhotosHint: {
    id: 'Maksimal 4 foto PNG atau JPG, masing-masing sampai 5 MB. Foto kemasan dan bagian yang rusak membantu kami memproses lebih cepat.',
    en: 'Up to 4 PNG or JPG photos, 5 MB each. Photos of the packaging and the damage help us decide faster.',
  },
  returnFormPhotosChoose: { id: 'Pilih foto', en: 'Choose photos' },
  returnFormPhotosMore: { id: 'Tambah foto', en: 'Add photos' },
  returnFormPhotoPreview: { id: 'Pratinjau {name}', en: 'Preview of {name}' },
  returnFormPhotoRemove: { id: 'Hapus {name}', en: 'Remove {name}' },
  returnFormPhotosTooMany: {
    id: 'Maksimal 4 foto per pengembalian.',
    en: 'At most 4 photos per return.',
  },
  returnFormStepRefund: { id: 'Pengembalian dana ke', en: 'Refund to' },
  returnFormMethodUnavailable: {
    id: 'Tidak tersedia untuk pesanan ini.',
    en: 'Not available for this order.',
  },
  returnFormMethodHint_original: {
    id: 'Dana kembali ke kartu atau e-wallet yang kamu pakai, lewat payment gateway.',
    en: 'The money goes back to the card or e-wallet you paid with, through the payment gateway.',
  },
  returnFormMethodHint_bank_transfer: {
    id: 'Kami transfer ke rekening atas namamu setelah paket diterima.',
    en: 'We transfer it to your account once the parcel arrives.',
  },
  returnFormMethodHint_store_credit: {
    id: 'Voucher senilai dana kembali, berlaku 365 hari.',
    en: 'A voucher of the refund’s value, valid for 365 days.',
  },
  returnFormBank: { id: 'Bank tujuan', en: 'Bank' },
  returnFormBankChoose: { id: 'Pilih bank', en: 'Choose a bank' },
  returnFormAccountNumber: { id: 'Nomor rekening', en: 'Account number' },
  returnFormAccountNumberHint: {
    id: 'Nomor rekening {bank}: {digits} angka.',
    en: '{bank} account numbers have {digits} digits.',
  },
  returnFormAccountName: { id: 'Nama pemilik rekening', en: 'Account holder’s name' },
  returnFormAccountNameHint: {
    id: 'Sesuai buku tabungan.',
    en: 'As it appears on the account.',
  },
  returnFormSummary: { id: 'Ringkasan', en: 'Summary' },
  returnFormSummaryItems: { id: '{count} produk dipilih', en: '{count} products chosen' },
  returnFormSummaryHint: {
    id: 'Jumlah dana kembali dihitung dari harga yang kamu bayar dan dikonfirmasi setelah paket kami terima.',
    en: 'The refund is worked out from what you paid and confirmed once we receive the parcel.',
  },
  returnFormSubmit: { id: 'Kirim pengajuan', en: 'Send request' },
  returnFormSubmitting: { id: 'Mengirim…', en: 'Sending…' },
  returnFormSent: {
    id: 'Pengajuan {reference} terkirim. Kami kabari lewat e-mail setelah diperiksa.',
    en: 'Request {reference} sent. We will e-mail you once it has been checked.',
  },
  returnFormNotEligible: {
    id: 'Pesanan ini tidak bisa dikembalikan lewat sini.',
    en: 'This order cannot be returned here.',
  },

  // The form's own checks (the API checks again)
  returnFormErrorQuantity: {
    id: 'Jumlah antara 1 dan {max}.',
    en: 'A quantity from 1 to {max}.',
  },
  returnFormErrorReason: { id: 'Pilih alasan pengembalian.', en: 'Choose a reason.' },
  returnFormErrorNoteLong: {
    id: 'Maksimal 1000 karakter.',
    en: 'At most 1,000 characters.',
  },
  returnFormErrorText: {
    id: 'Ada karakter yang tidak bisa dipakai.',
    en: 'Some characters cannot be used.',
  },
  returnFormErrorMethod: {
    id: 'Pilih ke mana dana dikembalikan.',
    en: 'Choose where the money goes.',
  },
  returnFormErrorAccountNumber: {
    id: 'Nomor rekening {bank} terdiri dari {digits} angka.',
    en: 'A {bank} account number has {digits} digits.',
  },
  returnFormDigits: { id: '{min}–{max}', en: '{min}–{max}' },
} as const satisfies Record<string, Record<Locale, string>>;
