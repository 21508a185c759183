import type { MessageTable } from './types';

/** Sign-in, registration, profile, password and OTP (001 §4, §8). */
export const ACCOUNT_MESSAGES = {
  login_success: { id: 'Login berhasil, selamat datang!', en: 'Login Successful, Welcome!' },
  login_wrong_password: { id: 'Password yang kamu masukkan salah', en: 'Wrong Password Entered' },
  login_account_removed: {
    id: 'Akun kamu tidak dapat diakses.',
    en: 'Your account cannot be accessed.',
  },
  login_attempt_limit: {
    id: 'Kamu sudah {count} kali gagal login.',
    en: 'You have failed to log in {count} times.',
  },
  login_wrong_password_forgot: {
    id: 'Password yang kamu masukkan salah, silakan klik Lupa Password',
    en: 'Wrong Password Entered, Please click Forgot Password',
  },
  login_wrong_password_reset: {
    id: 'Password yang kamu masukkan salah. Silakan reset password kamu sebelum akun diblokir',
    en: 'Wrong Password Entered. Please Reset Your Password before the account is blocked',
  },
  login_account_blocked: {
    id: 'Akun kamu diblokir karena 5 kali gagal login. Silakan reset password kamu untuk mengakses akun',
    en: 'Your account is blocked because 5 times you failed to login. Please Reset Your Password to access the account',
  },
  login_facebook_no_email: {
    id: 'Mohon menggunakan akun Facebook yang sudah terhubung dengan email.',
    en: 'Please use a Facebook account that is linked to an e-mail address.',
  },
  login_user_not_found: {
    id: 'Email / Username tidak ditemukan',
    en: 'Email / Username not found',
  },
  register_username_email_taken: {
    id: 'Username dan email sudah terdaftar.',
    en: 'Username and e-mail are already registered.',
  },
  register_email_taken: { id: 'Email sudah terdaftar.', en: 'E-mail is already registered.' },
  register_username_taken: {
    id: 'Username sudah terdaftar.',
    en: 'Username is already registered.',
  },
  register_already_logged_in: { id: 'Kamu sudah login.', en: 'User is Already Login' },
  register_success: { id: 'Selamat datang di {product}!', en: 'Welcome to {product}!' },
  profile_updated: { id: 'Profil berhasil diperbarui', en: 'Profile successfully updated' },
  password_changed: { id: 'Password anda berhasil diubah', en: 'Your password has been changed' },
  password_same_as_previous: {
    id: 'Password baru tidak boleh sama dengan password sebelumnya',
    en: "New password can't be same as previous password",
  },
  password_wrong: { id: 'Password salah', en: 'Wrong password' },
  password_reset_sent: {
    id: 'Tautan untuk mengatur ulang password sudah dikirim ke email kamu.',
    en: 'A link to reset your password has been sent to your e-mail.',
  },
  password_reset_done: {
    id: 'Password kamu berhasil diatur ulang. Silakan login.',
    en: 'Your password has been reset. Please log in.',
  },
  password_reset_invalid: {
    id: 'Tautan reset password tidak valid atau sudah kedaluwarsa.',
    en: 'This password reset link is invalid or has expired.',
  },
  otp_verified: { id: 'Verifikasi berhasil', en: 'Verification successful' },
  otp_no_active_request: {
    id: 'Kode verifikasi sudah kedaluwarsa, silakan kirim ulang kode.',
    en: 'The verification code has expired, please resend the code.',
  },
  otp_incorrect: { id: 'Kode verifikasi salah.', en: 'The verification code is wrong.' },
  otp_already_used: {
    id: 'Nomor atau email verifikasi sudah digunakan.',
    en: 'This verification number or e-mail is already used.',
  },
  otp_phone_taken: {
    id: 'Nomor handphone sudah terdaftar.',
    en: 'This phone number is already registered.',
  },
  otp_phone_not_registered: {
    id: 'Nomor handphone tidak terdaftar',
    en: 'This phone number is not registered',
  },
  otp_email_not_registered: { id: 'Email tidak terdaftar', en: 'This e-mail is not registered' },
  otp_phone_unverified: {
    id: 'Nomor handphone belum diverifikasi, silakan verifikasi di halaman profil.',
    en: 'Your phone number is not verified yet, please verify it on the profile page.',
  },
  otp_invalid_phone: {
    id: 'Nomor handphone salah, silakan periksa kembali.',
    en: 'The phone number is wrong, please check it again.',
  },
  otp_missing_parameter: { id: 'Parameter tidak lengkap.', en: 'Incomplete parameters.' },
  otp_user_not_found: { id: 'Pengguna tidak ditemukan.', en: 'User not found.' },
  otp_maximum: {
    id: 'Permintaan kode verifikasi maksimal 5 kali dalam sehari.',
    en: 'You can request a verification code at most 5 times a day.',
  },
  otp_already_sent: {
    id: 'Kode verifikasi sudah dikirim, silakan tunggu sebelum meminta kode baru.',
    en: 'A verification code was already sent, please wait before asking for a new one.',
  },
  otp_resend_countdown: {
    id: 'Kirim ulang kode dalam {seconds} detik',
    en: 'Resend the code in {seconds} s',
  },
  otp_method_disabled: {
    id: 'Metode pengiriman kode ini sedang tidak tersedia. Silakan pilih metode lain.',
    en: 'This way of sending the code is not available right now. Please choose another.',
  },
  otp_email_required: {
    id: 'Masukkan alamat email yang valid.',
    en: 'Please enter a valid e-mail address.',
  },
  social_login_disabled: {
    id: 'Login dengan {provider} belum tersedia.',
    en: 'Signing in with {provider} is not available.',
  },
  social_token_invalid: {
    id: 'Login dengan {provider} gagal. Silakan coba lagi.',
    en: 'Signing in with {provider} failed. Please try again.',
  },
  social_email_missing: {
    id: 'Akun {provider} kamu belum memiliki email yang terverifikasi.',
    en: 'Your {provider} account has no verified e-mail address.',
  },
  recaptcha_required: {
    id: 'Silakan selesaikan verifikasi reCAPTCHA terlebih dahulu.',
    en: 'Please complete the reCAPTCHA check first.',
  },
  recaptcha_invalid: {
    id: 'Verifikasi reCAPTCHA gagal. Silakan coba lagi.',
    en: 'The reCAPTCHA check failed. Please try again.',
  },
  profile_not_found: { id: 'Profil tidak ditemukan.', en: 'Profile not found.' },
  lucky_draw_email_failed: { id: 'Coba beberapa saat lagi', en: 'Try again in a moment' },
  lucky_draw_email_sent: {
    id: 'Voucher berhasil dikirim ke email',
    en: 'The voucher was sent to your e-mail',
  },
  lucky_draw_not_running: {
    id: 'Lucky draw sedang tidak berlangsung.',
    en: 'The lucky draw is not running.',
  },
  lucky_draw_out_of_prizes: {
    id: 'Mohon maaf, hadiah lucky draw sudah habis.',
    en: 'Sorry, the lucky draw has no prizes left.',
  },
  lucky_draw_voucher_not_found: {
    id: 'Voucher lucky draw tidak ditemukan.',
    en: 'Lucky draw voucher not found.',
  },
  lucky_draw_prize_not_found: {
    id: 'Hadiah lucky draw tidak ditemukan.',
    en: 'Lucky draw prize not found.',
  },
  lucky_draw_quota_below_claimed: {
    id: 'Kuota tidak boleh kurang dari hadiah yang sudah diklaim ({claimed}).',
    en: 'The quota cannot be less than the prizes already claimed ({claimed}).',
  },
  outbox_lucky_draw_voucher_subject: {
    id: 'Voucher lucky draw {store} untukmu',
    en: 'Your {store} lucky draw voucher',
  },
  outbox_lucky_draw_voucher_text: {
    id: 'Selamat! Kamu memenangkan {name} dari lucky draw {store}.\n\nKode voucher: {code}\nNilai: {value}\nMinimal belanja: {min_amount}\nBerlaku sampai: {to_date}\n\nVoucher ini sudah ada di akunmu (Voucher Saya). Masukkan kodenya di keranjang saat berbelanja: {shop_url}',
    en: 'Congratulations! You won {name} in the {store} lucky draw.\n\nVoucher code: {code}\nValue: {value}\nMinimum order: {min_amount}\nValid until: {to_date}\n\nThe voucher is already in your account (My Vouchers). Enter its code in the bag when you shop: {shop_url}',
  },
  outbox_lucky_draw_free_shipping: { id: 'Gratis ongkir', en: 'Free shipping' },
  outbox_lucky_draw_capped: { id: '{value} (maks. {cap})', en: '{value} (up to {cap})' },
  outbox_lucky_draw_no_end: { id: 'tanpa batas waktu', en: 'no end date' },
  sign_on_return_refused: {
    id: 'Alamat tujuan tidak diizinkan: hanya halaman situs kami yang boleh dituju setelah login.',
    en: 'That return address is not allowed: only our own sites’ pages may follow sign-on.',
  },
  sign_on_not_home: {
    id: 'Login bersama hanya diberikan oleh situs utama kami.',
    en: 'Shared sign-on is granted by our home site only.',
  },
  closure_code_format: {
    id: 'Kode verifikasi terdiri dari 6 angka.',
    en: 'The verification code has 6 digits.',
  },
  closure_reviews_choice: {
    id: 'Pilih apa yang terjadi pada ulasanmu.',
    en: 'Choose what happens to your reviews.',
  },
  closure_confirm_required: {
    id: 'Centang untuk menyatakan kamu mengerti bahwa penutupan akun tidak bisa dibatalkan.',
    en: 'Tick to confirm you understand that closing your account cannot be undone.',
  },
  closure_orders_open: {
    id: 'Akunmu belum bisa ditutup: masih ada pesanan yang belum dibayar, sedang diproses, atau menunggu pengembalian dana ({count}). Tunggu sampai pesanan selesai atau batalkan dulu.',
    en: 'Your account cannot be closed yet: there are orders still unpaid, in progress or awaiting a refund ({count}). Wait until they are completed, or cancel them first.',
  },
  closure_already_closed: {
    id: 'Akun ini sudah ditutup.',
    en: 'This account is already closed.',
  },
  closure_done: {
    id: 'Akunmu sudah ditutup. Terima kasih telah berbelanja bersama kami.',
    en: 'Your account is closed. Thank you for shopping with us.',
  },
  closure_code_sent: {
    id: 'Kode verifikasi untuk menutup akun telah dikirim ke {recipient}.',
    en: 'A verification code to close your account was sent to {recipient}.',
  },
  data_export_pending: {
    id: 'Permintaan unduhan datamu sedang diproses. Kami akan mengirim tautan lewat e-mail.',
    en: 'Your data download is being prepared. We will e-mail you a link.',
  },
  data_export_too_many: {
    id: 'Kamu sudah meminta unduhan data {max} kali hari ini. Coba lagi besok.',
    en: 'You have asked for your data {max} times today. Please try again tomorrow.',
  },
  data_export_requested: {
    id: 'Permintaan diterima. Tautan unduhan akan dikirim ke e-mailmu.',
    en: 'Request received. The download link will be sent to your e-mail.',
  },
  data_export_link_invalid: {
    id: 'Tautan unduhan tidak berlaku atau sudah kedaluwarsa. Minta unduhan baru dari halaman Privasi & data.',
    en: 'This download link is invalid or has expired. Ask for a new download on the Privacy & data page.',
  },
  outbox_data_export_ready_subject: {
    id: 'Data akun {store}mu siap diunduh',
    en: 'Your {store} account data is ready to download',
  },
  outbox_data_export_ready_text: {
    id: 'Halo,\n\nData akunmu (profil, alamat, pesanan, ulasan, poin, voucher, dan persetujuan) sudah siap dalam satu berkas zip berisi JSON dan CSV.\n\nUnduh di sini (login dengan akunmu, berlaku sampai {expires}): {url}\n\nJika kamu tidak memintanya, abaikan e-mail ini dan ganti kata sandimu.',
    en: 'Hello,\n\nYour account data (profile, addresses, orders, reviews, points, vouchers and consents) is ready as one zip file of JSON and CSV.\n\nDownload it here (signed in to your account, until {expires}): {url}\n\nIf you did not ask for it, ignore this e-mail and change your password.',
  },
  outbox_account_closure_subject: {
    id: 'Kode untuk menutup akun {store}mu',
    en: 'Your code to close your {store} account',
  },
  outbox_account_closure_text: {
    id: 'Kode untuk menutup akunmu: {code}\nBerlaku {minutes} menit. Menutup akun menghapus data pribadimu dan tidak bisa dibatalkan.\n\nJika kamu tidak memintanya, jangan bagikan kode ini dan ganti kata sandimu.',
    en: 'Your code to close your account: {code}\nValid for {minutes} minutes. Closing your account erases your personal data and cannot be undone.\n\nIf you did not ask for it, do not share this code and change your password.',
  },
} as const satisfies MessageTable;
