import { describe, expect, it } from 'vitest';
import { MESSAGE_PARTS, MESSAGES, translate, translateOrKeep } from './index';

/** Every literal message of both specs, with where it is written. */
const SPEC_LITERALS: ReadonlyArray<readonly [section: string, text: string]> = [
  ['000 §4 cart rules', 'Beberapa stock produk tidak cukup'],
  ['000 §5 voucher code', 'Kode Voucher harus diisi'],
  ['000 §5 special price reason', 'quota per user has reached'],
  ['000 §5 address form', 'Data belum diisi'],
  ['000 §5 cities', 'ProvinceId should not empty!'],
  ['000 §5 shipping methods', 'Alamat harus memiliki kecamatan.'],
  ['000 §4 retry rule', 'Payment process is failed, click “Retry” to repayment.'],
  ['000 §8 wishlist failure', 'Silakan coba lagi dalam beberapa saat.'],
  ['000 §8 voucher or notify-me failure', 'Terjadi kesalahan sistem'],
  ['000 §8 e-gift', 'Produk E Gift Card tidak dapat digabung dengan produk lainnya.'],
  [
    '000 §8 pre-order delivery date',
    'Product with different delivery date cannot be bought for preorder products.',
  ],
  ['000 §8 server error', 'Silakan coba lagi dalam beberapa saat'],
  ['000 §8 out_of_stock', 'Stok produk tidak mencukupi'],
  ['000 §8 out_of_stock', 'Terjadi perubahan stock'],
  ['000 §8 422 on payment change', 'You can only change the payment method once.'],
  ['000 §8 order calls', 'Terjadi kesalahan, silakan coba beberapa saat lagi.'],
  ['000 §8 401 on order list', 'Silakan login.'],
  ['000 §8 address saved', 'Alamat kamu berhasil tersimpan.'],
  ['000 §8 address deleted', 'Alamat kamu berhasil dihapus.'],
  ['000 §8 INSUFFICIENT_POINTS', 'Mohon maaf token anda tidak mencukupi.'],
  ['000 §8 generic toast', 'Error'],
  ['000 §9 shipping code placeholder', 'Menunggu konfirmasi dari ekspedisi'],
  ['000 §9 label', 'ADD TO BAG'],
  ['000 §9 label', 'SOLD OUT'],
  ['000 §9 label', 'QUICK VIEW'],
  ['000 §9 label', 'NEW'],
  ['000 §9 label', 'PRE-ORDER'],
  ['000 §9 label', 'EXCLUSIVE'],
  ['000 §9 label', 'LIMITED'],
  ['000 §9 label', 'ONLINE ONLY'],
  ['000 §9 label', 'BUY 1 GET 1'],
  ['000 §9 label', 'BUNDLE'],
  ['000 §9 label', 'SALE'],
  ['000 §9 label', 'More Options Available'],
  ['000 §9 label', 'Get only for'],
  ['000 §9 label', 'Disc. on selected variant'],
  ['000 §9 label', 'CONFIRM PAYMENT'],
  ['000 §9 label', 'TRACK ORDER'],
  ['000 §9 label', 'REORDER'],
  ['000 §9 label', 'RETRY'],
  ['000 §9 label', 'CANCEL'],
  ['000 §9 label', 'Applied'],
  ['000 §4 bank promo', 'Apply'],
  ['000 §9 variant prefix', 'Shade'],
  ['000 §9 variant prefix', 'Variant'],
  ['000 §9 variant prefix', 'Size'],
  ['000 §9 relative time', '{count} menit'],
  ['000 §9 relative time', '{count} jam'],
  ['000 §9 relative time', '{count} hari'],
  ['000 §9 relative time', 'Sekarang'],
  ['001 §4 login toast', 'Login Successful, Welcome!'],
  ['001 §2 edit-review header', 'GIVE RATING'],
  ['001 §2 edit-review header', 'EDIT REVIEW'],
  ['001 §2 edit-review header', 'RECOMMEND & REPURCHASE'],
  ['001 §2 edit-review header', 'SELECT COMBINATION'],
  ['001 §2 edit-review header', 'UPLOAD PHOTO'],
  ['001 §2 edit-review header', 'ADD PHOTO'],
  ['001 §2 edit-review header', 'EDIT CAPTION'],
  ['001 §2 edit-review header', 'EDIT PHOTO'],
  ['001 §5 password confirmation', 'Konfirmasi password tidak sesuai'],
  ['001 §5 email', 'Email tidak valid'],
  ['001 §5 review photo size', 'Ukuran maksimum 5MB'],
  ['001 §5 review photo type', 'File harus png, jpg, jpeg'],
  ['001 §8 login 401', 'Wrong Password Entered'],
  ['001 §8 login 404', 'Akun kamu tidak dapat diakses.'],
  ['001 §8 third attempt', 'Wrong Password Entered, Please click Forgot Password'],
  [
    '001 §8 fourth attempt',
    'Wrong Password Entered. Please Reset Your Password before the account is blocked',
  ],
  [
    '001 §8 fifth attempt',
    'Your account is blocked because 5 times you failed to login. Please Reset Your Password to access the account',
  ],
  ['001 §8 facebook', 'Mohon menggunakan akun Facebook yang sudah terhubung dengan email.'],
  ['001 §8 login other', 'Email / Username tidak ditemukan'],
  ['001 §8 register', 'Username dan email sudah terdaftar.'],
  ['001 §8 register', 'Email sudah terdaftar.'],
  ['001 §8 register', 'Username sudah terdaftar.'],
  ['001 §8 register', 'User is Already Login'],
  ['001 §8 register success', 'Welcome to {product}!'],
  ['001 §8 profile', 'Profile successfully updated'],
  ['001 §8 change password', 'Password anda berhasil diubah'],
  ['001 §8 change password 402', "New password can't be same as previous password"],
  ['001 §8 change password 401/403', 'Wrong password'],
  [
    '001 §8 review 403',
    'Maaf, Kamu sudah pernah review produk atau produk dengan kombinasi ini sebelumnya.',
  ],
  ['001 §8 review other 403', 'Konten review yang ingin kamu masukkan sudah ada.'],
  ['001 §8 review edit', 'Review anda berhasil diedit'],
  ['001 §8 review create', 'Review anda berhasil dipublish'],
  ['001 §8 OTP success', 'Verifikasi berhasil'],
  ['001 §8 OTP missing_phone_number', 'Nomor handphone tidak terdaftar'],
  ['001 §8 OTP missing_email', 'Email tidak terdaftar'],
  ['001 §8 lucky draw e-mail failure', 'Coba beberapa saat lagi'],
  ['001 §8 lucky draw success', 'Voucher berhasil dikirim ke email'],
  ['001 §8 infinite scroll', 'No results :('],
  ['001 §8 infinite scroll', 'No more data :)'],
  ['001 §8 infinite scroll', 'Opps, something went wrong :('],
  ['001 §8 infinite scroll', 'Retry'],
];

/** Messages whose spec text is only a beginning ("message starting …"). */
const SPEC_PREFIXES: ReadonlyArray<readonly [section: string, prefix: string]> = [
  ['000 §8 price_mismatch', 'Terjadi perubahan harga'],
];

const ALL_TEXTS = Object.values(MESSAGES).flatMap((message) => [message.id, message.en]);
const ENGLISH_TEXTS = Object.values(MESSAGES).map((message) => message.en.toLowerCase());

describe('message catalogue (both specs, verbatim)', () => {
  // 000 §9's labels keep their words in English; buttons are written in sentence case (ADR 0030).
  it.each(SPEC_LITERALS)('%s: "%s" is in the catalogue', (section, text) => {
    if (section === '000 §9 label') expect(ENGLISH_TEXTS).toContain(text.toLowerCase());
    else expect(ALL_TEXTS).toContain(text);
  });

  it.each([
    ['label_add_to_bag', 'Tambah ke tas', 'Add to bag'],
    ['label_more_options', 'Tersedia pilihan lain', 'More Options Available'],
    ['label_get_only_for', 'Cukup bayar', 'Get only for'],
    ['label_disc_selected_variant', 'Diskon untuk varian tertentu', 'Disc. on selected variant'],
    ['action_confirm_payment', 'Konfirmasi pembayaran', 'Confirm payment'],
    ['action_cancel', 'Batalkan', 'Cancel'],
    ['label_apply', 'Pakai', 'Apply'],
    ['province_id_required', 'Provinsi harus dipilih.', 'ProvinceId should not empty!'],
  ] as const)('ADR 0030: %s is Indonesian in id, the spec’s words in en', (code, id, en) => {
    expect(translate(code, 'id')).toBe(id);
    expect(translate(code, 'en')).toBe(en);
  });

  it.each(SPEC_PREFIXES)('%s: a message starts with "%s"', (_section, prefix) => {
    expect(ALL_TEXTS.some((text) => text.startsWith(prefix))).toBe(true);
  });

  it('gives the Indonesian text verbatim where the spec writes Indonesian', () => {
    expect(MESSAGES.cart_stock_insufficient.id).toBe('Beberapa stock produk tidak cukup');
    expect(MESSAGES.voucher_code_required.id).toBe('Kode Voucher harus diisi');
    expect(MESSAGES.address_district_required.id).toBe('Alamat harus memiliki kecamatan.');
  });

  it('has both locales for every code, non-empty', () => {
    for (const [code, message] of Object.entries(MESSAGES)) {
      expect(message.id, code).not.toBe('');
      expect(message.en, code).not.toBe('');
    }
  });

  it('uses the same placeholders in both locales', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, message] of Object.entries(MESSAGES)) {
      expect(placeholders(message.en), code).toEqual(placeholders(message.id));
    }
  });

  it('defines no code twice across its parts', () => {
    const codes = MESSAGE_PARTS.flatMap((part) => Object.keys(part));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('translates with placeholders and keeps unknown placeholders', () => {
    expect(translate('relative_minutes', 'id', { count: 5 })).toBe('5 menit');
    expect(translate('register_success', 'en', { product: 'Kilau' })).toBe('Welcome to Kilau!');
    expect(translate('register_success', 'id')).toBe('Selamat datang di {product}!');
  });

  it('translates codes and passes server texts through', () => {
    expect(translateOrKeep('out_of_stock', 'id')).toBe('Stok produk tidak mencukupi');
    expect(translateOrKeep('Pesan dari server', 'id')).toBe('Pesan dari server');
  });
});
