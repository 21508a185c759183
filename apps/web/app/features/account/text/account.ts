import type { Locale } from '@kilau/domain';

/**
 * The account screen (001 §2): the shared layout and its tabs, the profile, password, beauty-
 * profile and newsletter forms.
 */
export const ACCOUNT_TEXT = {
  // The account screen (001 §2: /my-orders, /shipping-address, /my-account, /wishlist)
  accountSeoDescription: {
    id: 'Kelola profil, password, dan alamat pengiriman akun Kilau kamu.',
    en: 'Manage your Kilau profile, password and shipping addresses.',
  },
  accountMenu: { id: 'Menu akun', en: 'Account menu' },
  accountTabOrders: { id: 'Pesanan Saya', en: 'My Orders' },
  accountTabProfile: { id: 'Akun Saya', en: 'My Account' },
  accountGreeting: { id: 'Halo, {name}', en: 'Hi, {name}' },
  accountAvatarAlt: { id: 'Foto profil {name}', en: 'Profile picture of {name}' },

  // Profile (001 §3 User, §5, §8)
  profileTitle: { id: 'Profil Saya', en: 'My Profile' },
  profileIntro: {
    id: 'Data diri ini dipakai untuk pesanan, promo, dan ucapan ulang tahun dari kami.',
    en: 'We use these details for your orders, offers and a birthday treat.',
  },
  fieldUserName: { id: 'Username', en: 'Username' },
  fieldBio: { id: 'Bio', en: 'Bio' },
  bioHint: {
    id: 'Ceritakan sedikit tentang kulit dan rutinitasmu (maksimal 160 karakter).',
    en: 'A few words about your skin and routine (up to 160 characters).',
  },
  fieldSocialLinks: { id: 'Tautan Media Sosial', en: 'Social media links' },
  socialLinkLabel: { id: 'Tautan media sosial {index}', en: 'Social media link {index}' },
  profileSave: { id: 'Simpan perubahan', en: 'Save changes' },

  // Profile photo (001 §5 upload rules)
  avatarChange: { id: 'Ubah foto profil', en: 'Change profile photo' },
  avatarUploading: { id: 'Mengunggah foto {percent}%', en: 'Uploading photo {percent}%' },
  avatarHint: {
    id: 'PNG, JPG, JPEG atau WEBP, maksimal 5MB.',
    en: 'PNG, JPG, JPEG or WEBP, up to 5 MB.',
  },

  // Beauty profile and interests (001 §7 user/me/tags)
  beautyTitle: { id: 'Profil Kecantikan', en: 'Beauty Profile' },
  beautyIntro: {
    id: 'Ceritakan kulitmu dan apa yang kamu cari, supaya rekomendasi produk lebih pas.',
    en: 'Tell us about your skin and what you look for, for product picks that suit you.',
  },
  tagKindBeauty: { id: 'Tentang Kulitmu', en: 'About your skin' },
  tagKindInterest: { id: 'Yang Kamu Cari', en: 'What you look for' },
  tagGroupSkinType: { id: 'Jenis Kulit', en: 'Skin type' },
  tagGroupConcern: { id: 'Masalah Kulit', en: 'Skin concerns' },
  tagGroupBenefit: { id: 'Manfaat', en: 'Benefits' },
  tagGroupIngredient: { id: 'Kandungan Favorit', en: 'Favourite ingredients' },
  tagsChosen: { id: '{count} dari {max} dipilih', en: '{count} of {max} chosen' },
  tagsFull: {
    id: 'Sudah {max} pilihan. Hapus satu untuk memilih yang lain.',
    en: 'That makes {max}. Remove one to pick another.',
  },
  tagOptionsUnavailable: {
    id: 'Pilihan belum bisa dimuat. Coba lagi nanti.',
    en: 'The choices could not be loaded. Please try again later.',
  },
  beautySave: { id: 'Simpan profil kecantikan', en: 'Save beauty profile' },

  // Newsletter (001 §7 user/me/preferences)
  newsletterTitle: { id: 'Newsletter', en: 'Newsletter' },
  pointsTitle: { id: 'Beauty Points', en: 'Beauty Points' },
  pointsBalance: { id: '{points} poin', en: '{points} points' },
  pointsWorth: {
    id: 'Senilai {amount} untuk belanja berikutnya.',
    en: 'Worth {amount} off your next shopping.',
  },
  pointsNone: {
    id: 'Belum ada poin. Setiap {base} belanja produk memberimu 1 poin.',
    en: 'No points yet. Every {base} you spend on products earns you 1 point.',
  },
  pointsUnknown: {
    id: 'Saldo poin belum bisa dimuat. Coba muat ulang halaman ini.',
    en: 'Your points could not be loaded. Try reloading this page.',
  },
  newsletterIntro: {
    id: 'Info promo, produk baru, dan tips kecantikan, langsung ke {email}.',
    en: 'Offers, new products and beauty tips, straight to {email}.',
  },
  newsletterSwitch: {
    id: 'Kirimi saya newsletter lewat email',
    en: 'Send me the newsletter by e-mail',
  },
  newsletterSince: { id: 'Berlangganan sejak {date}', en: 'Subscribed since {date}' },
  newsletterOn: { id: 'Berlangganan', en: 'Subscribed' },
  newsletterOff: { id: 'Belum berlangganan', en: 'Not subscribed' },
  newsletterPending: {
    id: 'Menunggu konfirmasi: buka tautan di email kami',
    en: 'Waiting for your confirmation: open the link in our e-mail',
  },
  newsletterConfirmSent: {
    id: 'Cek email kamu dan klik tautan konfirmasi untuk mulai berlangganan.',
    en: 'Check your e-mail and click the confirmation link to start your subscription.',
  },
  newsletterSubscribed: {
    id: 'Kamu sudah berlangganan newsletter.',
    en: 'You are subscribed to the newsletter.',
  },
  newsletterUnsubscribed: {
    id: 'Kamu berhenti berlangganan newsletter.',
    en: 'You have unsubscribed from the newsletter.',
  },

  // Change password (001 §5, §8)
  passwordTitle: { id: 'Ubah Password', en: 'Change Password' },
  passwordIntro: {
    id: 'Setelah password diubah, akun kamu di perangkat lain akan keluar otomatis.',
    en: 'Once changed, your account is signed out on your other devices.',
  },
  fieldOldPassword: { id: 'Password Lama', en: 'Current password' },
  newPasswordHint: { id: '6 sampai 60 karakter.', en: '6 to 60 characters.' },
  passwordSave: { id: 'Ubah password', en: 'Change password' },
  accountTabWishlist: { id: 'Wishlist', en: 'Wishlist' },
  accountTabQuizResults: { id: 'Hasil Beauty Quiz', en: 'Beauty Quiz Results' },
  accountTabRewards: { id: 'Rewards & Badge', en: 'Rewards & badges' },
  accountTabPrivacy: { id: 'Privasi & data', en: 'Privacy & data' },
  privacySeoDescription: {
    id: 'Unduh datamu atau tutup akunmu.',
    en: 'Download your data or close your account.',
  },
  privacyIntro: {
    id: 'Sesuai UU Pelindungan Data Pribadi (UU 27/2022), kamu bisa mengunduh salinan datamu dan menutup akunmu kapan saja.',
    en: 'Under Indonesia’s Personal Data Protection Law (UU 27/2022), you can download a copy of your data and close your account at any time.',
  },
  exportTitle: { id: 'Unduh data saya', en: 'Download my data' },
  exportIntro: {
    id: 'Satu berkas zip berisi JSON dan CSV: profil, alamat, pesanan, ulasan, poin, voucher, persetujuan, dan lainnya. Kami menyiapkannya lalu mengirim tautan ke e-mailmu (berlaku 24 jam).',
    en: 'One zip file of JSON and CSV: profile, addresses, orders, reviews, points, vouchers, consents and more. We prepare it and e-mail you a link (valid 24 hours).',
  },
  exportRequest: { id: 'Minta unduhan data', en: 'Ask for my data' },
  exportRequesting: { id: 'Meminta…', en: 'Asking…' },
  exportNone: { id: 'Belum ada permintaan.', en: 'No requests yet.' },
  exportUnavailable: {
    id: 'Daftar permintaan tidak bisa dimuat. Coba lagi nanti.',
    en: 'The requests could not be loaded. Please try again later.',
  },
  exportRequestedAt: { id: 'Diminta {date}', en: 'Asked {date}' },
  exportStatusRequested: { id: 'Sedang disiapkan', en: 'Being prepared' },
  exportStatusReady: { id: 'Siap sampai {date}', en: 'Ready until {date}' },
  exportStatusFailed: { id: 'Gagal, silakan minta lagi', en: 'Failed, please ask again' },
  exportStatusExpired: { id: 'Kedaluwarsa', en: 'Expired' },
  exportDownload: { id: 'Unduh (.zip)', en: 'Download (.zip)' },
  closureTitle: { id: 'Tutup akun', en: 'Close my account' },
  closureIntro: {
    id: 'Data pribadimu dihapus: profil, alamat, poin, voucher, wishlist, dan login. Pesanan dan faktur tetap disimpan tanpa identitasmu selama masa yang diwajibkan hukum. Ini tidak bisa dibatalkan.',
    en: 'Your personal data is erased: profile, addresses, points, vouchers, wishlist and sign-ins. Orders and invoices are kept without your identity for the period the law requires. This cannot be undone.',
  },
  closureSendCode: { id: 'Kirim kode verifikasi', en: 'Send a verification code' },
  closureSending: { id: 'Mengirim…', en: 'Sending…' },
  closureCodeLabel: { id: 'Kode verifikasi (6 angka)', en: 'Verification code (6 digits)' },
  closureReviewsLegend: { id: 'Ulasan saya', en: 'My reviews' },
  closureReviewsAnonymise: {
    id: 'Simpan tanpa nama (tampil sebagai “Akun dihapus”)',
    en: 'Keep them without my name (shown as “Akun dihapus”)',
  },
  closureReviewsRemove: { id: 'Hapus semua ulasan saya', en: 'Remove all my reviews' },
  closureConfirm: {
    id: 'Saya mengerti bahwa akun saya ditutup permanen dan poin serta voucher saya hangus.',
    en: 'I understand my account is closed for good and my points and vouchers are forfeited.',
  },
  closureSubmit: { id: 'Tutup akun permanen', en: 'Close my account for good' },
  closureClosing: { id: 'Menutup…', en: 'Closing…' },

  // Order messages (issue 25): the channels and the kinds a member hears about their orders.
  messagesTitle: { id: 'Kabar Pesanan', en: 'Order updates' },
  messagesIntro: {
    id: 'Pilih kabar pesanan yang ingin kamu terima dan lewat mana. Pesan promo diatur di Newsletter.',
    en: 'Choose which order updates you get and how. Promotions are under Newsletter.',
  },
  messagesChannels: { id: 'Terima lewat', en: 'Get them by' },
  messagesChannelEmail: { id: 'E-mail', en: 'E-mail' },
  messagesChannelSms: { id: 'SMS', en: 'SMS' },
  messagesChannelWhatsapp: { id: 'WhatsApp', en: 'WhatsApp' },
  messagesNoPhone: {
    id: 'Tambahkan nomor HP di Profil Saya untuk menerima SMS dan WhatsApp.',
    en: 'Add a phone number in My Profile to get SMS and WhatsApp.',
  },
  messagesKindHeader: { id: 'Kabar', en: 'Update' },
  messagesKindOrderPlaced: { id: 'Pesanan dibuat & cara bayar', en: 'Order placed & how to pay' },
  messagesKindPaymentReminder: { id: 'Pengingat pembayaran', en: 'Payment reminder' },
  messagesKindPaymentReceived: { id: 'Pembayaran diterima', en: 'Payment received' },
  messagesKindPaymentFailed: { id: 'Pembayaran gagal', en: 'Payment failed' },
  messagesKindOrderShipped: { id: 'Pesanan dikirim', en: 'Order shipped' },
  messagesKindOrderDelivered: { id: 'Pesanan sampai', en: 'Order delivered' },
  messagesKindOrderCancelled: { id: 'Pesanan dibatalkan', en: 'Order cancelled' },
  messagesKindRefundIssued: { id: 'Dana dikembalikan', en: 'Refund issued' },
  messagesKindReturnUpdate: { id: 'Kabar pengembalian', en: 'Return updates' },
  messagesSave: { id: 'Simpan pilihan', en: 'Save choices' },
  messagesSaved: {
    id: 'Pilihan kabar pesanan disimpan.',
    en: 'Your order update choices are saved.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
