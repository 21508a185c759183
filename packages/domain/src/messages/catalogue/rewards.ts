import type { MessageTable } from './types';

/** Tokens, rewards and badges (001 §7, §8; docs/design/rewards.md). The spec's INSUFFICIENT_POINTS text is `insufficient_points` (shopping). */
export const REWARD_MESSAGES = {
  reward_points_invalid: {
    id: 'Jumlah poin tidak valid.',
    en: 'The points amount is not valid.',
  },
  reward_prize_not_found: {
    id: 'Hadiah ini tidak tersedia.',
    en: 'This prize is not available.',
  },
  reward_tnc_required: {
    id: 'Setujui syarat dan ketentuan untuk menukar hadiah.',
    en: 'Accept the terms and conditions to redeem the prize.',
  },
  reward_type_invalid: {
    id: 'Pilih poin atau token.',
    en: 'Choose points or tokens.',
  },
  reward_type_mismatch: {
    id: 'Hadiah ini ditukar dengan {type}.',
    en: 'This prize is redeemed with {type}.',
  },
  reward_phone_invalid: {
    id: 'Masukkan nomor HP Indonesia yang valid (08…).',
    en: 'Enter a valid Indonesian mobile number (08…).',
  },
  reward_cost_changed: {
    id: 'Harga hadiah ini sudah berubah menjadi {cost}. Coba lagi.',
    en: 'The price of this prize has changed to {cost}. Please try again.',
  },
  reward_out_of_stock: {
    id: 'Maaf, hadiah ini sudah habis.',
    en: 'Sorry, this prize has run out.',
  },
  reward_redeemed: {
    id: 'Hadiah berhasil ditukar.',
    en: 'Your prize has been redeemed.',
  },
  tokens_delta_invalid: {
    id: 'Jumlah token harus bilangan bulat bukan nol, paling banyak ±{max}.',
    en: 'The tokens must be a whole number other than zero, at most ±{max}.',
  },
  tokens_below_zero: {
    id: 'Token member tidak boleh kurang dari nol (sekarang {balance}).',
    en: "The member's tokens cannot go below zero (now {balance}).",
  },
  tokens_granted: { id: 'Token diperbarui.', en: 'Tokens updated.' },
  partner_prize_not_found: {
    id: 'Hadiah partner tidak ditemukan.',
    en: 'Partner prize not found.',
  },
  partner_prize_saved: { id: 'Hadiah partner disimpan.', en: 'Partner prize saved.' },
  outbox_reward_redeemed_subject: {
    id: 'Penukaran hadiah: {prize}',
    en: 'Prize redeemed: {prize}',
  },
  outbox_reward_redeemed_text: {
    id: 'Halo {name},\n\nPenukaranmu sudah kami terima: {prize} dari {partner}, ditukar dengan {cost}.{phone}\n\nNomor penukaran: {reference}. Hadiahmu akan dikirim dalam 3×24 jam kerja.\n\nSalam hangat,\nTim {store}',
    en: 'Hi {name},\n\nWe have received your redemption: {prize} from {partner}, for {cost}.{phone}\n\nRedemption number: {reference}. Your prize will be sent within three working days.\n\nWarm regards,\nThe {store} team',
  },
  outbox_reward_phone: { id: ' Dikirim ke nomor {phone}.', en: ' Sent to {phone}.' },
  redemption_not_found: {
    id: 'Penukaran hadiah tidak ditemukan.',
    en: 'Reward redemption not found.',
  },
  redemption_already_fulfilled: {
    id: 'Penukaran {number} sudah ditandai terkirim, jadi tidak bisa diubah lagi.',
    en: 'Redemption {number} has already been marked as sent, so it can no longer be changed.',
  },
  redemption_already_cancelled: {
    id: 'Penukaran {number} sudah dibatalkan, jadi tidak bisa diubah lagi.',
    en: 'Redemption {number} has already been cancelled, so it can no longer be changed.',
  },
  redemption_fulfilled: {
    id: 'Penukaran {number} ditandai terkirim.',
    en: 'Redemption {number} marked as sent.',
  },
  redemption_cancelled: {
    id: 'Penukaran {number} dibatalkan dan {cost} dikembalikan ke member.',
    en: 'Redemption {number} cancelled and {cost} given back to the member.',
  },
  redemption_reference_length: {
    id: 'Nomor transaksi mitra paling banyak {max} karakter.',
    en: "The partner's transaction number can be at most {max} characters.",
  },
  redemption_cancel_reason_length: {
    id: 'Alasan pembatalan paling banyak {max} karakter.',
    en: 'The reason for cancelling can be at most {max} characters.',
  },
  outbox_reward_fulfilled_subject: {
    id: 'Hadiahmu sudah dikirim: {prize}',
    en: 'Your prize has been sent: {prize}',
  },
  outbox_reward_fulfilled_text: {
    id: 'Halo {name},\n\nHadiahmu sudah kami kirim: {prize} dari {partner}.{phone}{partner_reference}\n\nNomor penukaran: {reference}. Kalau hadiahnya belum masuk dalam 1×24 jam, balas e-mail ini.\n\nSalam hangat,\nTim {store}',
    en: 'Hi {name},\n\nWe have sent your prize: {prize} from {partner}.{phone}{partner_reference}\n\nRedemption number: {reference}. If it has not arrived within a day, reply to this e-mail.\n\nWarm regards,\nThe {store} team',
  },
  outbox_reward_partner_reference: {
    id: ' Nomor transaksi {partner}: {reference}.',
    en: ' {partner} transaction number: {reference}.',
  },
  outbox_reward_cancelled_subject: {
    id: 'Penukaran hadiah dibatalkan: {prize}',
    en: 'Prize redemption cancelled: {prize}',
  },
  outbox_reward_cancelled_text: {
    id: 'Halo {name},\n\nMaaf, penukaranmu {reference} ({prize} dari {partner}) kami batalkan.\n\nAlasannya: {reason}\n\n{cost} sudah kami kembalikan ke saldomu, jadi bisa kamu tukar lagi.\n\nSalam hangat,\nTim {store}',
    en: 'Hi {name},\n\nSorry, we have cancelled your redemption {reference} ({prize} from {partner}).\n\nThe reason: {reason}\n\nThe {cost} are back in your balance, so you can redeem them again.\n\nWarm regards,\nThe {store} team',
  },
  reward_cost_points: { id: '{count} poin', en: '{count} points' },
  reward_cost_tokens: { id: '{count} token', en: '{count} tokens' },
} as const satisfies MessageTable;
