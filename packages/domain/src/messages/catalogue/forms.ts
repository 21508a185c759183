import type { MessageTable } from './types';

/** Field messages of the forms (001 §5) and of reviews. */
export const FORM_MESSAGES = {
  option_invalid: { id: 'Pilihan tidak valid', en: 'This option is not valid' },
  email_invalid: { id: 'Email tidak valid', en: 'E-mail is not valid' },
  email_local_too_long: {
    id: 'Bagian email sebelum @ maksimal {max} karakter',
    en: 'The part of the e-mail before @ can have at most {max} characters',
  },
  email_domain_too_long: {
    id: 'Domain email maksimal {max} karakter',
    en: 'The e-mail domain can have at most {max} characters',
  },
  url_invalid: { id: 'URL tidak valid', en: 'URL is not valid' },
  url_too_long: { id: 'URL maksimal {max} karakter', en: 'URL can have at most {max} characters' },
  zipcode_invalid: {
    id: 'Kode pos harus {length} digit angka',
    en: 'Zip code must be {length} digits',
  },
  phone_numeric: {
    id: 'Nomor handphone hanya boleh berisi angka',
    en: 'Phone number may contain digits only',
  },
  phone_min: {
    id: 'Nomor handphone minimal {min} digit',
    en: 'Phone number must have at least {min} digits',
  },
  phone_length: {
    id: 'Nomor handphone harus {min} sampai {max} digit',
    en: 'Phone number must have {min} to {max} digits',
  },
  label_alpha_spaces: {
    id: 'Label hanya boleh berisi huruf dan spasi',
    en: 'The label may contain letters and spaces only',
  },
  label_length: {
    id: 'Label harus {min} sampai {max} karakter',
    en: 'The label must have {min} to {max} characters',
  },
  username_alpha_dash: {
    id: 'Username hanya boleh berisi huruf, angka, tanda hubung (-) dan garis bawah (_)',
    en: 'Username may contain letters, digits, dashes (-) and underscores (_) only',
  },
  username_length: {
    id: 'Username harus {min} sampai {max} karakter',
    en: 'Username must have {min} to {max} characters',
  },
  password_length: {
    id: 'Password harus {min} sampai {max} karakter',
    en: 'Password must have {min} to {max} characters',
  },
  password_confirmation_mismatch: {
    id: 'Konfirmasi password tidak sesuai',
    en: 'Password confirmation does not match',
  },
  name_length: {
    id: 'Nama harus {min} sampai {max} karakter',
    en: 'Name must have {min} to {max} characters',
  },
  name_invalid_chars: {
    id: 'Nama tidak boleh mengandung angka atau karakter khusus',
    en: 'Name may not contain digits or special characters',
  },
  tax_number_invalid: {
    id: 'NPWP harus {length} digit angka',
    en: 'Tax number must be {length} digits',
  },
  message_length: {
    id: 'Pesan harus {min} sampai {max} karakter',
    en: 'Message must have {min} to {max} characters',
  },
  date_of_birth_invalid: {
    id: 'Tanggal lahir tidak valid',
    en: 'Date of birth is not valid',
  },
  rating_required: { id: 'Semua rating harus diisi', en: 'Please fill in every rating' },
  review_text_min_words: {
    id: 'Review minimal {min} kata',
    en: 'A review needs at least {min} words',
  },
  review_photo_too_large: { id: 'Ukuran maksimum 5MB', en: 'Maximum size 5MB' },
  review_photo_type: { id: 'File harus png, jpg, jpeg', en: 'File must be png, jpg, jpeg' },
  // Not in the spec: an image header that declares a bitmap too large to decode (issue 14).
  image_dimensions_too_large: {
    id: 'Gambar maksimum {side} piksel per sisi dan {megapixels} megapiksel',
    en: 'An image may be at most {side} pixels a side and {megapixels} megapixels',
  },
  image_aspect_ratio: {
    id: 'Sisi panjang gambar maksimum {ratio} kali sisi pendeknya',
    en: "An image's long side may be at most {ratio} times its short side",
  },
  image_upload_in_progress: {
    id: 'Gambar kamu sebelumnya masih diproses. Silakan coba lagi sebentar lagi.',
    en: 'Your previous image is still being processed. Please try again in a moment.',
  },
  image_work_busy: {
    id: 'Kami sedang sibuk memproses gambar. Silakan coba lagi dalam beberapa saat.',
    en: 'We are busy processing images. Please try again in a moment.',
  },
  upload_too_many_files: { id: 'Kirim satu file saja.', en: 'Send one file only.' },
  upload_too_many_parts: {
    id: 'Formulir berisi terlalu banyak isian.',
    en: 'The form has too many fields.',
  },
  review_requires_login: {
    id: 'Silakan login untuk menulis review.',
    en: 'Please log in to write a review.',
  },
  review_requires_username: {
    id: 'Lengkapi username kamu untuk menulis review.',
    en: 'Please set a username to write a review.',
  },
  review_duplicate: {
    id: 'Maaf, Kamu sudah pernah review produk atau produk dengan kombinasi ini sebelumnya.',
    en: 'Sorry, you have already reviewed this product or this product combination.',
  },
  review_content_exists: {
    id: 'Konten review yang ingin kamu masukkan sudah ada.',
    en: 'The review content you want to submit already exists.',
  },
  review_edited: { id: 'Review anda berhasil diedit', en: 'Your review has been edited' },
  review_published: { id: 'Review anda berhasil dipublish', en: 'Your review has been published' },
  // Not in the spec (docs/design/reviews.md): what the review calls answer besides §8.
  review_held: {
    id: 'Terima kasih! Review kamu sedang kami periksa dan akan tampil setelah disetujui.',
    en: 'Thank you! Your review is being checked and will show once it is approved.',
  },
  review_not_found: { id: 'Review tidak ditemukan.', en: 'Review not found.' },
  review_combination_unavailable: {
    id: 'Produk dengan kombinasi ini tidak bisa direview.',
    en: 'This product combination cannot be reviewed.',
  },
  review_own: {
    id: 'Kamu tidak bisa menilai atau melaporkan review milikmu sendiri.',
    en: 'You cannot vote on or report your own review.',
  },
  review_reported: {
    id: 'Terima kasih, laporan kamu sudah kami terima.',
    en: 'Thank you, we have received your report.',
  },
  review_already_reported: {
    id: 'Kamu sudah melaporkan review ini.',
    en: 'You have already reported this review.',
  },
  review_photos_too_many: { id: 'Maksimal {max} foto', en: 'At most {max} photos' },
  review_photo_caption_too_long: {
    id: 'Keterangan foto maksimal {max} karakter',
    en: 'A photo caption can have at most {max} characters',
  },
  review_photo_unavailable: {
    id: 'Foto tidak ditemukan atau sudah kedaluwarsa. Silakan unggah ulang fotonya.',
    en: 'The photo was not found or has expired. Please upload it again.',
  },
} as const satisfies MessageTable;
