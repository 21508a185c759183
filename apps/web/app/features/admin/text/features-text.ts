/**
 * The shop's feature toggles in the back office (`/admin/features`, docs/design/quick-tour.md).
 * Each known toggle has a name and a line saying what it does; a toggle the page does not know
 * shows its key.
 */
export const FEATURES_TEXT = {
  adminNavFeatures: { id: 'Fitur toko', en: 'Shop features' },
  welcomeFeaturesLink: {
    id: 'Nyalakan atau matikan fitur toko: tur singkat, Beauty Points, metode kode OTP.',
    en: 'Switch shop features on or off: the quick tour, Beauty Points, one-time code channels.',
  },
  featuresTitle: { id: 'Fitur toko', en: 'Shop features' },
  featuresIntro: {
    id: 'Perubahan berlaku di toko pada permintaan berikutnya dan tercatat di log audit.',
    en: 'A change reaches the shop at its next request and is written to the audit log.',
  },
  featuresOn: { id: 'Nyala', en: 'On' },
  featuresOff: { id: 'Mati', en: 'Off' },
  featuresChanged: { id: 'Diubah {date}', en: 'Changed {date}' },
  featureSwitched: { id: '{name} sekarang {state}.', en: '{name} is now {state}.' },
  feature_kilau_quick_tour: { id: 'Tur singkat', en: 'Quick tour' },
  feature_kilau_quick_tour_about: {
    id: 'Tur sambutan yang menunjukkan pencarian, kategori, tas, akun dan wishlist kepada pengunjung baru.',
    en: 'The welcome tour that shows new visitors the search, categories, bag, account and wishlist.',
  },
  feature_points: { id: 'Beauty Points', en: 'Beauty Points' },
  feature_points_about: {
    id: 'Member dapat memakai Beauty Points di tas belanja.',
    en: 'Members can use Beauty Points in their bag.',
  },
  feature_cart_verified_only_apply_voucher: {
    id: 'Voucher hanya untuk nomor terverifikasi',
    en: 'Vouchers for verified phones only',
  },
  feature_cart_verified_only_apply_voucher_about: {
    id: 'Member harus memverifikasi nomor HP sebelum memakai voucher.',
    en: 'Members must verify their phone number before using a voucher.',
  },
  feature_otp_sms: { id: 'Kode OTP lewat SMS', en: 'One-time codes by SMS' },
  feature_otp_sms_about: {
    id: 'Kode verifikasi dapat dikirim lewat SMS.',
    en: 'Verification codes can be sent by SMS.',
  },
  feature_otp_whatsapp: { id: 'Kode OTP lewat WhatsApp', en: 'One-time codes by WhatsApp' },
  feature_otp_whatsapp_about: {
    id: 'Kode verifikasi dapat dikirim lewat WhatsApp.',
    en: 'Verification codes can be sent by WhatsApp.',
  },
  feature_otp_email: { id: 'Kode OTP lewat e-mail', en: 'One-time codes by e-mail' },
  feature_otp_email_about: {
    id: 'Kode verifikasi dapat dikirim lewat e-mail.',
    en: 'Verification codes can be sent by e-mail.',
  },
} as const;
