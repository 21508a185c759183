import type { MessageTable } from './types';

/**
 * The back office (issue 18, docs/design/back-office.md): staff sign-in, roles, staff management
 * and the audit log. The spec shows none of these words; they are ours.
 */
export const ADMIN_MESSAGES = {
  staff_login_failed: {
    id: 'Email atau password salah.',
    en: 'The email or password is wrong.',
  },
  staff_locked: {
    id: 'Akun ini dikunci. Hubungi admin toko.',
    en: 'This account is locked. Ask the shop’s admin.',
  },
  staff_login_required: {
    id: 'Silakan masuk ke back office.',
    en: 'Please sign in to the back office.',
  },
  staff_second_factor_required: {
    id: 'Masukkan kode dari aplikasi autentikator dulu.',
    en: 'Enter the code from your authenticator app first.',
  },
  staff_permission_required: {
    id: 'Peran kamu tidak dapat melakukan ini.',
    en: 'Your role cannot do this.',
  },
  staff_member_session: {
    id: 'Sesi member tidak dapat membuka back office.',
    en: 'A member’s session cannot open the back office.',
  },
  totp_format: {
    id: 'Kode terdiri dari 6 angka.',
    en: 'The code is 6 digits.',
  },
  totp_invalid: {
    id: 'Kode salah atau sudah dipakai. Coba kode berikutnya.',
    en: 'The code is wrong or was already used. Try the next one.',
  },
  totp_too_many_attempts: {
    id: 'Terlalu banyak kode salah. Silakan masuk lagi.',
    en: 'Too many wrong codes. Please sign in again.',
  },
  staff_password_length: {
    id: 'Password harus {min} sampai {max} karakter.',
    en: 'The password must be {min} to {max} characters.',
  },
  staff_name_length: {
    id: 'Nama paling banyak {max} karakter.',
    en: 'The name is at most {max} characters.',
  },
  staff_role_invalid: {
    id: 'Pilih salah satu peran.',
    en: 'Choose one of the roles.',
  },
  staff_email_taken: {
    id: 'Email ini sudah dipakai akun staf lain.',
    en: 'This email is already used by another staff account.',
  },
  staff_not_found: {
    id: 'Akun staf tidak ditemukan.',
    en: 'The staff account was not found.',
  },
  staff_cannot_lock_self: {
    id: 'Kamu tidak dapat mengunci atau menurunkan peran akunmu sendiri.',
    en: 'You cannot lock or demote your own account.',
  },
  changed_by_someone_else: {
    id: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
    en: 'Someone else changed this just now. Reload to see their change.',
  },
} as const satisfies MessageTable;
