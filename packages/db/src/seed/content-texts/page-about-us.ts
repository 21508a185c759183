import type { SeedContentPage } from './types';

/** Tentang Kilau: who the shop is, what it sells, how it works, what it stands for. */
export const ABOUT_US_PAGE: SeedContentPage = {
  key: 'about-us',
  path: '/content/4-about-us',
  kind: 'page',
  id: {
    title: 'Tentang Kilau',
    description:
      'Kilau adalah toko kecantikan online dan offline untuk Indonesia: skincare, make-up, perawatan tubuh dan rambut 100% original, langsung dari brand atau distributor resminya.',
    body: `Kilau adalah toko kecantikan untuk Indonesia. Kami memilih skincare, make-up, perawatan tubuh dan perawatan rambut dari brand lokal maupun internasional, lalu menghadirkannya untuk kamu secara online dan di tiga toko kami. Satu hal yang tidak pernah kami tawar: semua produk di Kilau asli.

## Siapa kami

Kilau dikelola oleh **PT Kilau Cantik Indonesia**, berkantor pusat di Jakarta Selatan. Kami berdiri pada 2021 karena satu kekhawatiran sederhana: terlalu banyak produk palsu dan kedaluwarsa beredar di internet, dan terlalu sulit bagi pembeli untuk membedakannya. Kami ingin belanja produk kecantikan terasa tenang lagi.

Nama "kilau" berarti cahaya dan kemilau. Bagi kami, kulit yang sehat dan rasa percaya diri adalah kilau yang paling penting. Cerita lengkapnya bisa kamu baca di [Cerita Kilau](/brand-story).

## Apa yang kami jual

- **Skincare**: pembersih, toner, serum, pelembap, sunscreen, masker dan perawatan khusus.
- **Make-up**: base, mata, bibir, pipi, serta alat make-up.
- **Perawatan tubuh**: sabun, body lotion, body serum, deodoran dan perawatan tangan.
- **Perawatan rambut**: sampo, kondisioner, masker rambut, serum dan styling.
- **Wewangian dan aksesori** dari brand pilihan.

Setiap produk kami datangkan **langsung dari pemilik brand atau distributor resminya di Indonesia**. Kami tidak membeli dari pihak ketiga, importir tidak resmi, atau penjual di marketplace. Daftar brand dan toko resmi mereka di Kilau bisa kamu lihat di [Official Brand Store](/store).

## Cara kerja Kilau

### Belanja online

Pilih produk di situs Kilau, masukkan ke tas belanja, lalu bayar dengan metode yang kamu suka: virtual account, e-wallet, QRIS, kartu, Kredivo, Indomaret, transfer bank, atau bayar di tempat bila tersedia. Pesanan kami kemas di gudang kami sendiri, lalu kami kirim ke seluruh Indonesia. Belanja mulai Rp 200.000 gratis ongkos kirim.

Status pesanan bisa kamu pantau kapan saja di [Pesanan Saya](/my-orders).

### Belanja di toko

Kami punya tiga toko offline tempat kamu bisa mencoba tester, berkonsultasi soal kulit dengan tim kami, dan berbelanja langsung:

- **Kilau Senopati**, Jakarta
- **Kilau Braga**, Bandung
- **Kilau Tunjungan**, Surabaya

Alamat dan jam buka setiap toko ada di halaman [Temukan Kami](/find-us).

### Beauty Points

Setiap Rp 50.000 yang kamu bayar memberi 1 Beauty Point setelah pesanan selesai. Satu poin bernilai Rp 1.000 dan bisa langsung dipakai di tas belanja pada pesanan berikutnya.

## Nilai-nilai kami

### Keaslian tanpa kompromi

Semua produk 100% original, dengan jalur pasokan yang bisa kami telusuri sampai ke brand. Banyak produk dilengkapi kode **Cek keaslian** pada kemasannya yang bisa kamu periksa di halaman produk atau di akunmu.

### Terdaftar di BPOM

Produk kosmetik yang kami jual telah memiliki nomor notifikasi BPOM yang berlaku. Kami memeriksa nomor tersebut sebelum produk tayang di Kilau dan mencantumkannya di halaman produk.

### Informasi halal yang jelas

Bila brand memiliki sertifikat halal, informasinya kami tampilkan di halaman produk. Bila belum ada, kami tidak akan menyebut produk itu halal.

### Ulasan yang jujur

Ulasan di Kilau ditulis oleh pembeli. Ulasan dari pembeli yang pesanannya sudah diterima mendapat tanda **Pembeli terverifikasi**. Kami tidak menghapus ulasan hanya karena nilainya rendah; kami hanya memoderasi ulasan yang melanggar pedoman, misalnya berisi data pribadi, kata-kata kasar, atau promosi.

### Kurasi yang bertanggung jawab

Kami memilih produk bersama masukan dokter spesialis kulit dan tim kurasi kami, dengan memperhatikan kebutuhan kulit dan iklim Indonesia.

## Hubungi kami

**PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678
- Formulir: [Hubungi Kami](/contact-us)

Layanan pelanggan kami siap membantu Senin–Jumat pukul 09.00–18.00 WIB dan Sabtu pukul 09.00–15.00 WIB. Sebelum menghubungi kami, jawaban untuk pertanyaan yang paling sering ditanyakan mungkin sudah ada di [FAQ](/faq).
`,
  },
  en: {
    title: 'About Kilau',
    description:
      'Kilau is an online and in-store beauty shop for Indonesia: authentic skincare, make-up, body and hair care, sourced only from brands or their official distributors.',
    body: `Kilau is a beauty shop for Indonesia. We curate skincare, make-up, body care and hair care from local and international brands and bring them to you online and in our three stores. One thing we never compromise on: everything at Kilau is authentic.

## Who we are

Kilau is run by **PT Kilau Cantik Indonesia**, headquartered in South Jakarta. We started in 2021 out of a simple worry: too many fake and expired products were being sold online, and it was far too hard for shoppers to tell them apart. We wanted buying beauty products to feel safe again.

"Kilau" means shine, or glow. To us, healthy skin and the confidence that comes with it are the glow that matters most. You can read the full story in [Our Story](/brand-story).

## What we sell

- **Skincare**: cleansers, toners, serums, moisturisers, sunscreens, masks and targeted treatments.
- **Make-up**: base, eyes, lips, cheeks and make-up tools.
- **Body care**: soaps, body lotions, body serums, deodorants and hand care.
- **Hair care**: shampoos, conditioners, hair masks, serums and styling.
- **Fragrance and accessories** from selected brands.

Every product comes **directly from the brand owner or its official distributor in Indonesia**. We do not buy from third parties, unofficial importers or marketplace sellers. You can browse the brands and their official stores on Kilau in the [Official Brand Store](/store) directory.

## How Kilau works

### Shopping online

Find what you need on the Kilau website, add it to your bag and pay the way you like: virtual account, e-wallet, QRIS, card, Kredivo, Indomaret, bank transfer, or cash on delivery where it is offered. We pack orders in our own warehouse and ship to any address in Indonesia. Orders from Rp 200.000 ship free.

You can follow your order at any time in [My Orders](/my-orders).

### Shopping in store

We have three stores where you can try testers, talk to our team about your skin and shop in person:

- **Kilau Senopati**, Jakarta
- **Kilau Braga**, Bandung
- **Kilau Tunjungan**, Surabaya

Addresses and opening hours are on the [Find Us](/find-us) page.

### Beauty Points

You earn 1 Beauty Point for every Rp 50.000 you pay, credited once your order is completed. Each point is worth Rp 1.000 and can be used straight from your bag on your next order.

## What we stand for

### Authenticity, no exceptions

Every product is 100% original, with a supply chain we can trace back to the brand. Many products carry an **authenticity check** code on the pack that you can verify on the product page or in your account.

### BPOM-registered

The cosmetics we sell hold a valid BPOM notification number. We check it before a product goes live on Kilau and show it on the product page.

### Clear halal information

Where a brand holds a halal certificate, we show that information on the product page. Where it does not, we will not call the product halal.

### Honest reviews

Reviews on Kilau are written by shoppers. Reviews from shoppers whose order has been delivered carry a **Verified buyer** badge. We never remove a review just because it is negative; we only moderate reviews that break our guidelines, for example by sharing personal data, using abusive language or advertising.

### Responsible curation

We choose products with input from dermatologists and our own curation team, keeping Indonesian skin and climate in mind.

## Contact us

**PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678
- Form: [Contact Us](/contact-us)

Our customer care team is available Monday to Friday, 09.00–18.00 WIB, and Saturday, 09.00–15.00 WIB. Before you get in touch, the answer to your question may already be in our [FAQ](/faq).
`,
  },
};
