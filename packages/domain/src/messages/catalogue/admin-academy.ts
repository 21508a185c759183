import type { MessageTable } from './types';

/** The back office's academy screens (issue 22, docs/design/academy.md). */
export const ADMIN_ACADEMY_MESSAGES = {
  academy_segment_reserved: {
    id: 'Alamat ini dipakai halaman toko. Pilih alamat lain.',
    en: 'The shop uses this path. Choose another.',
  },
} as const satisfies MessageTable;
