import { describe, expect, it } from 'vitest';
import { bestFaqAnswer, faqWords, parseFaqEntries } from './faq-answer';

const FAQ = `Intro text that is no entry.

## Pesanan

### Bagaimana cara melacak pesananku?

Buka Pesanan Saya setelah masuk: status dan nomor resi ada di sana.

### Bisakah aku membatalkan pesanan?

Bisa, selama pesanan masih menunggu pembayaran.

## Pembayaran

### Metode pembayaran apa saja yang tersedia?

Virtual account, e-wallet, QRIS, kartu kredit, transfer bank, dan COD.

### Apakah bisa bayar di tempat (COD)?

Bisa, bila pilihan bayar di tempat tampil di halaman pembayaran.

### Berapa lama batas waktu pembayaran?

Untuk virtual account, batasnya 24 jam sejak pesanan dibuat.

## Pengiriman

### Berapa ongkos kirimnya?

Gratis ongkir untuk belanja mulai Rp200.000.
`;

const entries = parseFaqEntries(FAQ);

describe('the chat answers from the FAQ (issue 24)', () => {
  it('reads the entries with their sections', () => {
    expect(entries.map((entry) => [entry.section, entry.question])).toEqual([
      ['Pesanan', 'Bagaimana cara melacak pesananku?'],
      ['Pesanan', 'Bisakah aku membatalkan pesanan?'],
      ['Pembayaran', 'Metode pembayaran apa saja yang tersedia?'],
      ['Pembayaran', 'Apakah bisa bayar di tempat (COD)?'],
      ['Pembayaran', 'Berapa lama batas waktu pembayaran?'],
      ['Pengiriman', 'Berapa ongkos kirimnya?'],
    ]);
    expect(entries[0]?.answer).toBe(
      'Buka Pesanan Saya setelah masuk: status dan nomor resi ada di sana.',
    );
  });

  it.each([
    ['gimana cara lacak pesanan saya?', 'Bagaimana cara melacak pesananku?'],
    ['melacak pesanan', 'Bagaimana cara melacak pesananku?'],
    ['aku mau batalin pesanan, bisa?', 'Bisakah aku membatalkan pesanan?'],
    ['membatalkan pesanan', 'Bisakah aku membatalkan pesanan?'],
    ['bisa COD?', 'Apakah bisa bayar di tempat (COD)?'],
    ['metode pembayaran apa aja', 'Metode pembayaran apa saja yang tersedia?'],
    ['batas waktu bayar virtual account berapa lama', 'Berapa lama batas waktu pembayaran?'],
    ['ONGKOS KIRIM berapa?', 'Berapa ongkos kirimnya?'],
  ])('%s → %s', (question, expected) => {
    expect(bestFaqAnswer(question, entries)?.entry.question).toBe(expected);
  });

  it.each([['apa kabar?'], ['cuaca hari ini cerah'], [''], ['???'], ['ya']])(
    'does not pretend to know "%s"',
    (question) => {
      expect(bestFaqAnswer(question, entries)).toBeNull();
    },
  );

  it('reads words without case, accents, particles or affixes', () => {
    expect(faqWords('Pesananku, ONGKIRNYA, Café!')).toEqual(['pesan', 'ongkir', 'cafe']);
    expect(faqWords('membatalkan batalin')).toEqual(['batal', 'batal']);
    expect(faqWords('pembayaran bayar')).toEqual(['bayar', 'bayar']);
  });
});
