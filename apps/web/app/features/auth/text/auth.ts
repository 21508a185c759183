import type { Locale } from '@kilau/domain';

/**
 * Signing in and up (001 §2–§5): the dialogs, one-time codes, social sign-in, the set-password and
 * complete-profile pages, the account menu.
 */
export const AUTH_TEXT = {
  // Account menu
  loginOrRegister: { id: 'Masuk / Daftar', en: 'Log in / Sign up' },
  headerGreeting: { id: 'Hai, {name}', en: 'Hi, {name}' },
  menuMyAccount: { id: 'Akun Saya', en: 'My Account' },
  menuAddresses: { id: 'Alamat Pengiriman', en: 'Shipping Addresses' },
  logout: { id: 'Keluar', en: 'Log out' },
  logoutDone: { id: 'Kamu sudah keluar.', en: 'You are logged out.' },

  // Login / register dialog
  authDialogTitle: { id: 'Masuk atau daftar', en: 'Log in or sign up' },
  tabLogin: { id: 'Masuk', en: 'Log in' },
  tabRegister: { id: 'Daftar', en: 'Sign up' },
  loginIntro: {
    id: 'Masuk untuk menyimpan wishlist, memakai voucher, dan melacak pesanan.',
    en: 'Log in to keep a wishlist, use vouchers and track your orders.',
  },
  registerIntro: {
    id: 'Daftar gratis dan dapatkan voucher selamat datang.',
    en: 'Sign up for free and get a welcome voucher.',
  },
  fieldEmailOrUsername: { id: 'Email atau username', en: 'E-mail or username' },
  fieldPassword: { id: 'Password', en: 'Password' },
  fieldUsername: { id: 'Username', en: 'Username' },
  passwordHint: { id: '6 sampai 60 karakter.', en: '6 to 60 characters.' },
  usernameHint: {
    id: '4–16 karakter: huruf, angka, - atau _.',
    en: '4–16 characters: letters, digits, - or _.',
  },
  phonePrefix: { id: '+62', en: '+62' },
  loginSubmit: { id: 'MASUK', en: 'LOG IN' },
  registerSubmit: { id: 'DAFTAR', en: 'SIGN UP' },
  forgotPasswordLink: { id: 'Lupa password?', en: 'Forgot password?' },
  resetPasswordCta: { id: 'Reset password', en: 'Reset password' },
  noAccountYet: { id: 'Belum punya akun?', en: 'No account yet?' },
  haveAccount: { id: 'Sudah punya akun?', en: 'Already have an account?' },
  orContinueWith: { id: 'atau lanjut dengan', en: 'or continue with' },
  continueWithGoogle: { id: 'Lanjut dengan Google', en: 'Continue with Google' },
  continueWithFacebook: { id: 'Lanjut dengan Facebook', en: 'Continue with Facebook' },
  agreeTermsBefore: { id: 'Saya menyetujui', en: 'I agree to the' },
  agreeTermsLink: { id: 'Syarat & Ketentuan', en: 'Terms & Conditions' },
  agreeTermsAfter: { id: 'serta Kebijakan Privasi Kilau.', en: 'and Kilau’s Privacy Policy.' },
  agreeTermsRequired: {
    id: 'Setujui Syarat & Ketentuan untuk mendaftar.',
    en: 'Please agree to the Terms & Conditions to sign up.',
  },
  newsletterConsent: {
    id: 'Kirimi saya info promo, produk baru, dan tips kecantikan lewat email.',
    en: 'Send me promotions, new products and beauty tips by e-mail.',
  },
  usernameSuggestions: { id: 'Username yang tersedia:', en: 'Available usernames:' },
  recaptchaNotice: {
    id: 'Situs ini dilindungi oleh reCAPTCHA.',
    en: 'This site is protected by reCAPTCHA.',
  },

  // Forgot password and set-password
  forgotTitle: { id: 'Lupa password', en: 'Forgot password' },
  forgotIntro: {
    id: 'Masukkan email akunmu. Kami kirim tautan untuk membuat password baru (berlaku 1 jam).',
    en: 'Enter your account e-mail. We will send a link to set a new password (valid for 1 hour).',
  },
  forgotSubmit: { id: 'KIRIM TAUTAN', en: 'SEND LINK' },
  backToLogin: { id: 'Kembali ke masuk', en: 'Back to log in' },
  setPasswordTitle: { id: 'Buat password baru', en: 'Set a new password' },
  setPasswordIntro: {
    id: 'Buat password baru untuk akunmu. Setelah itu, semua sesi lain akan keluar.',
    en: 'Choose a new password for your account. Every other session will be signed out.',
  },
  setPasswordSubmit: { id: 'SIMPAN PASSWORD', en: 'SAVE PASSWORD' },
  setPasswordInvalid: {
    id: 'Tautan ini tidak lengkap. Minta tautan baru dari halaman lupa password.',
    en: 'This link is incomplete. Ask for a new one from the forgot-password form.',
  },
  setPasswordLogin: { id: 'Masuk sekarang', en: 'Log in now' },

  // One-time codes
  otpTitle: { id: 'Verifikasi nomor', en: 'Verify your number' },
  otpTitleEmail: { id: 'Verifikasi email', en: 'Verify your e-mail' },
  otpIntro: {
    id: 'Masukkan 6 digit kode yang kami kirim ke',
    en: 'Enter the 6-digit code sent to',
  },
  otpChooseMethod: { id: 'Kirim kode lewat', en: 'Send the code by' },
  otpMethodSms: { id: 'SMS', en: 'SMS' },
  otpMethodWhatsapp: { id: 'WhatsApp', en: 'WhatsApp' },
  otpMethodEmail: { id: 'Email', en: 'E-mail' },
  otpSend: { id: 'KIRIM KODE', en: 'SEND CODE' },
  otpCode: { id: 'Kode verifikasi', en: 'Verification code' },
  otpVerify: { id: 'VERIFIKASI', en: 'VERIFY' },
  otpResend: { id: 'Kirim ulang kode', en: 'Resend code' },
  otpResendIn: { id: 'Kirim ulang dalam {seconds} detik', en: 'Resend in {seconds} s' },
  otpChangeNumber: { id: 'Ganti nomor', en: 'Change number' },
  otpLater: { id: 'Nanti saja', en: 'Later' },
  otpRequestsLeft: {
    id: 'Sisa {count} permintaan kode hari ini.',
    en: '{count} code requests left today.',
  },
  changeNumberTitle: { id: 'Ganti nomor handphone', en: 'Change phone number' },
  changeNumberIntro: {
    id: 'Masukkan nomor baru. Kami kirim kode verifikasi ke nomor tersebut.',
    en: 'Enter the new number. We will send a verification code to it.',
  },
  registeredPhoneTitle: { id: 'Nomor sudah terdaftar', en: 'Number already registered' },
  registeredPhoneBody: {
    id: 'Nomor {phone} sudah terhubung dengan akun lain. Masuk dengan akun tersebut, atau pakai nomor lain.',
    en: 'The number {phone} belongs to another account. Log in with that account, or use another number.',
  },
  registeredPhoneLogin: { id: 'MASUK', en: 'LOG IN' },
  registeredPhoneOther: { id: 'Pakai nomor lain', en: 'Use another number' },
  welcomeVoucher: {
    id: 'Voucher selamat datang {name} sudah ada di akunmu.',
    en: 'Your welcome voucher {name} is in your account.',
  },

  // Legal terms
  termsTitle: { id: 'Syarat & Ketentuan', en: 'Terms & Conditions' },
  termsAccept: { id: 'SAYA SETUJU', en: 'I AGREE' },
  termsUpdatedIntro: {
    id: 'Sebelum lanjut berbelanja, baca dan setujui Syarat & Ketentuan Kilau.',
    en: 'Before you carry on shopping, please read and accept Kilau’s Terms & Conditions.',
  },
  termsBody1: {
    id: 'Kilau menjual produk kecantikan original dari brand dan distributor resmi. Harga dalam Rupiah dan sudah termasuk PPN.',
    en: 'Kilau sells authentic beauty products from brands and official distributors. Prices are in rupiah and include VAT.',
  },
  termsBody2: {
    id: 'Akunmu bersifat pribadi. Jaga kerahasiaan password; kami tidak pernah meminta password atau kode verifikasi lewat telepon, chat, atau email.',
    en: 'Your account is personal. Keep your password secret; we never ask for your password or verification code by phone, chat or e-mail.',
  },
  termsBody3: {
    id: 'Pesanan diproses setelah pembayaran kami terima. Stok, voucher, dan Beauty Points berlaku selama persediaan dan sesuai syarat masing-masing promo.',
    en: 'Orders are processed once we receive payment. Stock, vouchers and Beauty Points are subject to availability and to each promotion’s terms.',
  },
  termsBody4: {
    id: 'Data pribadimu kami pakai untuk memproses pesanan, pengiriman, dan layanan pelanggan, serta promosi bila kamu setuju. Kamu bisa meminta salinan atau penghapusan datamu kapan saja lewat layanan pelanggan.',
    en: 'We use your personal data to process orders, deliveries and customer service, and for promotions if you agree. You can ask for a copy or deletion of your data at any time through customer service.',
  },
  termsBody5: {
    id: 'Produk yang rusak atau salah kirim dapat dikembalikan dalam 7 hari setelah diterima, dengan video unboxing.',
    en: 'Damaged or wrong items can be returned within 7 days of delivery, with an unboxing video.',
  },

  // Sign-up and complete-profile pages
  signupTitle: { id: 'Daftar akun Kilau', en: 'Create your Kilau account' },
  signupDescription: {
    id: 'Daftar di Kilau: simpan wishlist, pakai voucher dan Beauty Points, lacak pesanan.',
    en: 'Sign up at Kilau: keep a wishlist, use vouchers and Beauty Points, track your orders.',
  },
  completeProfileTitle: { id: 'Lengkapi profilmu', en: 'Complete your profile' },
  completeProfileIntro: {
    id: 'Sedikit lagi! Lengkapi data berikut agar bisa berbelanja dan menerima pesanan.',
    en: 'Almost there! Fill in the details below so you can shop and receive orders.',
  },
  completeProfileSubmit: { id: 'SIMPAN & LANJUT BELANJA', en: 'SAVE & CONTINUE SHOPPING' },
} as const satisfies Record<string, Record<Locale, string>>;
