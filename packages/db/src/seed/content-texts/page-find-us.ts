import type { SeedContentPage } from './types';

/** The short text above the list of the three Kilau stores (the list is built by the storefront). */
export const FIND_US_PAGE: SeedContentPage = {
  key: 'find-us',
  path: '/find-us',
  kind: 'page',
  id: {
    title: 'Temukan Toko Kilau',
    description:
      'Kunjungi Kilau Senopati di Jakarta, Kilau Braga di Bandung, dan Kilau Tunjungan di Surabaya: coba tester, konsultasi kulit, dan belanja dengan self-checkout lewat ponselmu.',
    body: `Selain berbelanja online, kamu bisa mengunjungi tiga toko Kilau: **Kilau Senopati** di Jakarta, **Kilau Braga** di Bandung, dan **Kilau Tunjungan** di Surabaya. Semua produk di toko kami sama aslinya dengan yang ada di situs: langsung dari brand atau distributor resminya.

## Yang bisa kamu lakukan di toko

- **Coba tester** sebelum membeli. Temukan shade foundation yang pas, cium aroma parfum, atau rasakan tekstur krim langsung di kulitmu.
- **Konsultasi kulit** dengan tim Kilau yang terlatih. Ceritakan jenis dan masalah kulitmu, dan kami bantu menyusun ritual perawatan yang sesuai.
- **Belanja dengan self-checkout**: pindai produk dengan ponselmu, lalu bayar langsung di ponsel atau di kasir.
- **Bayar di kasir** dengan kartu kredit/debit, GoPay, OVO, atau QRIS.

Alamat, jam buka, dan petunjuk arah setiap toko ada di bawah ini. Ada pertanyaan sebelum berkunjung? [Hubungi kami](/contact-us).
`,
  },
  en: {
    title: 'Find a Kilau Store',
    description:
      'Visit Kilau Senopati in Jakarta, Kilau Braga in Bandung and Kilau Tunjungan in Surabaya: try testers, get a skin consultation and shop with self-checkout on your phone.',
    body: `As well as shopping online, you can visit one of our three stores: **Kilau Senopati** in Jakarta, **Kilau Braga** in Bandung and **Kilau Tunjungan** in Surabaya. Everything in our stores is just as authentic as on our website, sourced directly from brands or their official distributors.

## What you can do in store

- **Try testers** before you buy. Find your foundation shade, smell a fragrance or feel a cream's texture on your own skin.
- **Get a skin consultation** from our trained team. Tell us about your skin type and concerns, and we will help you put together a routine that suits you.
- **Shop with self-checkout**: scan products with your phone, then pay on your phone or at the cashier.
- **Pay at the cashier** by credit or debit card, GoPay, OVO or QRIS.

Addresses, opening hours and directions for each store are below. Any questions before you visit? [Contact us](/contact-us).
`,
  },
};
