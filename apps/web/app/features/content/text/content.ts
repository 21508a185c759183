/** The content pages' copy (issue 20, docs/design/content.md). */
export const CONTENT_TEXT = {
  contentUpdated: { id: 'Terakhir diperbarui {date}', en: 'Last updated {date}' },
  contentToc: { id: 'Daftar isi', en: 'Contents' },
  contentHelp: { id: 'Bantuan', en: 'Help' },
  faqSearchLabel: { id: 'Cari pertanyaan', en: 'Search the questions' },
  faqSearchPlaceholder: {
    id: 'Contoh: ongkos kirim, poin, retur',
    en: 'For example: shipping cost, points, returns',
  },
  faqCount: { id: '{count} dari {total} pertanyaan', en: '{count} of {total} questions' },
  faqNoResultTitle: {
    id: 'Tidak ada pertanyaan yang cocok dengan “{query}”.',
    en: 'No question matches “{query}”.',
  },
  faqNoResultText: {
    id: 'Coba kata lain, atau tanyakan langsung kepada kami.',
    en: 'Try other words, or ask us directly.',
  },
  faqContactUs: { id: 'Hubungi kami', en: 'Contact us' },
  faqClear: { id: 'Hapus pencarian', en: 'Clear the search' },
} as const;
