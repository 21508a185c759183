import { describe, expect, it } from 'vitest';
import { OTP_METHODS, OTP_SCOPES } from './constants';
import {
  checkOtpRequest,
  isOtpErrorVisible,
  mapOtpError,
  otpResendSecondsLeft,
  restartsCountdown,
} from './otp';

describe('OTP error mapper (001 §8)', () => {
  it.each([
    ['no_active_otp_request', 'Kode verifikasi sudah kedaluwarsa, silakan kirim ulang kode.'],
    ['invalid_data', 'Kode verifikasi salah.'],
    ['incorrect_otp', 'Kode verifikasi salah.'],
    ['already_verified_email', 'Nomor atau email verifikasi sudah digunakan.'],
    ['already_taken', 'Nomor handphone sudah terdaftar.'],
    ['missing_phone_number', 'Nomor handphone tidak terdaftar'],
    ['missing_email', 'Email tidak terdaftar'],
    [
      'unverified_phone',
      'Nomor handphone belum diverifikasi, silakan verifikasi di halaman profil.',
    ],
    ['invalid_phone_number', 'Nomor handphone salah, silakan periksa kembali.'],
    ['missing_parameter', 'Parameter tidak lengkap.'],
    ['user_not_found', 'Pengguna tidak ditemukan.'],
    ['otp_maximum', 'Permintaan kode verifikasi maksimal 5 kali dalam sehari.'],
    [
      'active_otp_already_sent',
      'Kode verifikasi sudah dikirim, silakan tunggu sebelum meminta kode baru.',
    ],
    ['INCORRECT_OTP', 'Kode verifikasi salah.'],
    ['Missing_Email', 'Email tidak terdaftar'],
    ['some_new_code', 'some_new_code'],
  ])('001 §8 %s', (code, expected) => {
    expect(mapOtpError(code)).toBe(expected);
  });

  it('001 §8 active_otp_already_sent restarts the countdown', () => {
    expect(restartsCountdown('ACTIVE_OTP_ALREADY_SENT')).toBe(true);
    expect(restartsCountdown('incorrect_otp')).toBe(false);
  });
});

describe('OTP rules (001 §4, §9)', () => {
  it('001 §4 scopes and methods', () => {
    expect(OTP_SCOPES).toEqual(['verification', 'forget-password', 'change-number']);
    expect(OTP_METHODS).toEqual(['sms', 'whatsapp', 'email']);
  });

  const SENT = '2024-08-05T03:00:00Z';
  const plus = (seconds: number, from = SENT) =>
    new Date(Date.parse(from) + seconds * 1000).toISOString();

  it.each([
    [0, 30],
    [0.5, 30],
    [29, 1],
    [30, 0],
    [45, 0],
  ])('001 §9 resend countdown 30 s: %d s after sending, %d s left', (after, left) => {
    expect(otpResendSecondsLeft(SENT, plus(after))).toBe(left);
  });

  it.each([
    [4.999, true],
    [5, false],
  ])('001 §9 error text cleared after 5 s (%d s)', (after, visible) => {
    expect(isOtpErrorVisible(SENT, plus(after))).toBe(visible);
  });

  it.each([
    ['first request', [], plus(0), { ok: true, value: true }],
    ['within the countdown', [SENT], plus(10), { ok: false, code: 'otp_already_sent' }],
    ['after the countdown', [SENT], plus(30), { ok: true, value: true }],
    [
      'the sixth request of a day',
      [0, 60, 120, 180, 240].map((s) => plus(s)),
      plus(600),
      { ok: false, code: 'otp_maximum' },
    ],
    [
      'a new WIB day resets the count',
      [0, 60, 120, 180, 240].map((s) => plus(s)),
      '2024-08-05T17:00:00Z',
      { ok: true, value: true },
    ],
  ])('001 §9 at most 5 a day: %s', (_rule, previous, now, expected) => {
    expect(checkOtpRequest(previous, now)).toEqual(expected);
  });
});
