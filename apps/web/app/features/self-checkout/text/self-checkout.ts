/** Self-checkout's copy (issue 23, docs/design/self-checkout.md). */
export const SELF_CHECKOUT_TEXT = {
  title: { id: 'Belanja mandiri di {name}', en: 'Self-checkout at {name}' },
  storeNotFoundTitle: { id: 'Toko tidak ditemukan', en: 'Store not found' },
  storeNotFoundText: {
    id: 'Tautan belanja mandiri ini tidak cocok dengan toko Kilau mana pun. Pindai ulang kode QR di toko.',
    en: 'This self-checkout link matches no Kilau store. Scan the QR code in the store again.',
  },
  scanTitle: { id: 'Pindai barcode produk', en: "Scan a product's barcode" },
  scanLead: {
    id: 'Arahkan kamera ke barcode di kemasan, atau ketik angkanya di bawah.',
    en: 'Point the camera at the barcode on the box, or type its digits below.',
  },
  barcodeLabel: { id: 'Kode barcode', en: 'Barcode number' },
  barcodeHint: {
    id: '8, 12 atau 13 angka di bawah garis barcode',
    en: 'The 8, 12 or 13 digits under the bars',
  },
  findProduct: { id: 'Cari produk', en: 'Find product' },
  finding: { id: 'Mencari…', en: 'Searching…' },
  leave: { id: 'Keluar dari mode toko', en: 'Leave store mode' },
  leaveShort: { id: 'Keluar', en: 'Leave' },
  storeStripLabel: { id: 'Toko tempat kamu belanja', en: 'The store you are shopping in' },
  storeFlag: { id: 'Belanja di toko', en: 'Shopping in store' },
  scanAnother: { id: 'Pindai produk', en: 'Scan a product' },
  tilesTitle: { id: 'Produk di toko ini', en: 'Products in this store' },
  scanCamera: { id: 'Pindai dengan kamera', en: 'Scan with camera' },
  stopCamera: { id: 'Hentikan kamera', en: 'Stop camera' },
  scanPhoto: { id: 'Pindai dari foto', en: 'Scan from photo' },
  cameraPreview: { id: 'Pratinjau kamera', en: 'Camera preview' },
  cameraDenied: {
    id: 'Kamera tidak bisa dipakai. Ketik angka barcode di kolom di bawah.',
    en: 'The camera cannot be used. Type the barcode digits in the field below.',
  },
  scannerFailed: {
    id: 'Pemindai tidak bisa dimuat. Ketik angka barcode di kolom di bawah.',
    en: 'The scanner could not load. Type the barcode digits in the field below.',
  },
  noBarcodeInPhoto: {
    id: 'Tidak ada barcode yang terbaca di foto ini. Coba foto lain atau ketik angkanya.',
    en: 'No barcode could be read in this photo. Try another photo or type the digits.',
  },
  decoding: { id: 'Membaca barcode…', en: 'Reading the barcode…' },
} as const;
