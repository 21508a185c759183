/** The stores page's copy (docs/design/contact-and-stores.md). */
export const STORES_TEXT = {
  findUsTitle: { id: 'Toko Kilau', en: 'Kilau stores' },
  findUsSeoDescription: {
    id: 'Kunjungi toko offline Kilau di Jakarta, Bandung dan Surabaya: alamat, jam buka, telepon dan petunjuk arah.',
    en: 'Visit Kilau stores in Jakarta, Bandung and Surabaya: addresses, opening hours, phone numbers and directions.',
  },
  findUsLead: {
    id: 'Coba produk favoritmu langsung, konsultasi dengan beauty advisor kami, dan ambil pesanan online di toko terdekat.',
    en: 'Try your favourites in person, ask our beauty advisors, and pick up online orders at a store near you.',
  },
  storesUnavailable: {
    id: 'Daftar toko belum bisa dimuat. Coba muat ulang halaman ini.',
    en: 'The stores could not be loaded. Please reload this page.',
  },
  openNow: { id: 'Buka sekarang', en: 'Open now' },
  closedNow: { id: 'Tutup sekarang', en: 'Closed now' },
  todayHours: { id: 'Hari ini {open}–{close} WIB', en: 'Today {open}–{close} WIB' },
  closedToday: { id: 'Hari ini tutup', en: 'Closed today' },
  call: { id: 'Telepon {phone}', en: 'Call {phone}' },
  directions: { id: 'Petunjuk arah', en: 'Directions' },
  directionsTo: { id: 'Petunjuk arah ke {name}', en: 'Directions to {name}' },
  mainStore: { id: 'Toko utama', en: 'Flagship' },
  mapLabel: { id: 'Peta toko Kilau', en: 'Map of Kilau stores' },
} as const;
