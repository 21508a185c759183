/**
 * The cookie banner and its settings (issue 24, docs/design/analytics.md): plain words on what
 * each kind of cookie does, as UU PDP 27/2022 asks of consent (specific, informed, withdrawable).
 */
export const CONSENT_TEXT = {
  bannerTitle: { id: 'Kami menghargai privasimu', en: 'We respect your privacy' },
  bannerText: {
    id: 'Kami memakai cookie yang diperlukan agar toko berjalan. Dengan izinmu, kami juga memakai cookie analitik untuk memperbaiki toko dan cookie pemasaran untuk iklan yang relevan.',
    en: 'We use the cookies the shop needs to work. With your permission we also use analytics cookies to improve the shop and marketing cookies for relevant ads.',
  },
  privacyLink: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
  acceptAll: { id: 'Terima semua', en: 'Accept all' },
  necessaryOnly: { id: 'Hanya yang diperlukan', en: 'Necessary only' },
  choose: { id: 'Atur pilihan', en: 'Choose' },
  settingsTitle: { id: 'Pengaturan cookie', en: 'Cookie settings' },
  settingsIntro: {
    id: 'Pilih cookie yang boleh kami pakai. Kamu bisa mengubahnya kapan saja dari tautan "Pengaturan cookie" di bagian bawah halaman.',
    en: 'Choose the cookies we may use. You can change this at any time from the "Cookie settings" link at the bottom of the page.',
  },
  necessaryTitle: { id: 'Diperlukan', en: 'Necessary' },
  necessaryText: {
    id: 'Untuk masuk akun, tas belanja, bahasa, dan keamanan. Selalu aktif.',
    en: 'For signing in, the bag, the language and security. Always on.',
  },
  alwaysOn: { id: 'Selalu aktif', en: 'Always on' },
  analyticsTitle: { id: 'Analitik', en: 'Analytics' },
  analyticsText: {
    id: 'Menghitung kunjungan, produk yang dilihat, dan pencarian, agar kami tahu apa yang perlu diperbaiki.',
    en: 'Counts visits, products viewed and searches, so we know what to improve.',
  },
  marketingTitle: { id: 'Pemasaran', en: 'Marketing' },
  marketingText: {
    id: 'Mengirim peristiwa belanja (tanpa email yang terbaca: disamarkan) ke mitra iklan, agar iklan yang kamu lihat lebih relevan.',
    en: 'Sends shopping events (with your e-mail disguised, never readable) to ad partners, so the ads you see are more relevant.',
  },
  save: { id: 'Simpan pilihan', en: 'Save my choice' },
  saveFailed: {
    id: 'Pilihanmu belum tersimpan. Coba lagi sebentar lagi.',
    en: 'Your choice was not saved. Please try again shortly.',
  },
  footerLink: { id: 'Pengaturan cookie', en: 'Cookie settings' },
} as const;
