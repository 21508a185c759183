import type { MessageTable } from './types';

/** Content pages (docs/design/content.md). */
export const CONTENT_MESSAGES = {
  content_page_not_found: {
    id: 'Halaman tidak ditemukan.',
    en: 'The page was not found.',
  },
  content_title_length: {
    id: 'Judul paling banyak {max} karakter.',
    en: 'The title is at most {max} characters.',
  },
  content_description_length: {
    id: 'Deskripsi paling banyak {max} karakter.',
    en: 'The description is at most {max} characters.',
  },
  content_body_length: {
    id: 'Isi halaman paling banyak {max} karakter.',
    en: 'The body is at most {max} characters.',
  },
  content_body_required: {
    id: 'Isi halaman dalam Bahasa Indonesia wajib diisi sebelum diterbitkan.',
    en: 'The Indonesian body is required before publishing.',
  },
  content_saved: { id: 'Draf disimpan.', en: 'Draft saved.' },
  content_published: {
    id: 'Halaman diterbitkan dan tampil di toko.',
    en: 'The page is published and shows in the shop.',
  },
  content_unpublished: {
    id: 'Halaman disembunyikan dari toko.',
    en: 'The page is hidden from the shop.',
  },
} as const satisfies MessageTable;
