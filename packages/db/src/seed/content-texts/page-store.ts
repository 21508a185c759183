import type { SeedContentPage } from './types';

/** The short text above the official brand stores directory (the list is built by the storefront). */
export const STORE_PAGE: SeedContentPage = {
  key: 'store',
  path: '/store',
  kind: 'page',
  id: {
    title: 'Official Brand Store',
    description:
      'Jelajahi toko resmi brand skincare, make-up, perawatan tubuh dan rambut di Kilau. Setiap brand dijual langsung oleh brand atau distributor resminya di Indonesia, jadi pasti asli.',
    body: `Semua brand favoritmu, dalam satu tempat, dan semuanya asli.

Setiap brand di Kilau dijual **melalui pemilik brand itu sendiri atau distributor resminya di Indonesia**. Kami tidak membeli dari pihak ketiga atau importir tidak resmi, sehingga setiap produk yang kamu terima terjamin keasliannya, memiliki nomor notifikasi BPOM yang berlaku, dan disimpan dengan baik sebelum sampai ke tanganmu.

Pilih brand di bawah ini untuk melihat semua produknya, koleksi terbaru, dan promo yang sedang berlangsung, mulai dari brand lokal kebanggaan Indonesia sampai brand internasional pilihan.
`,
  },
  en: {
    title: 'Official Brand Stores',
    description:
      "Browse the official stores of the skincare, make-up, body and hair care brands on Kilau. Every brand is sold by the brand itself or its official distributor in Indonesia, so it's always authentic.",
    body: `All your favourite brands in one place, and every one of them authentic.

Every brand on Kilau is sold **through the brand owner itself or its official distributor in Indonesia**. We never buy from third parties or unofficial importers, so every product you receive is guaranteed authentic, holds a valid BPOM notification number and has been stored properly on its way to you.

Choose a brand below to see all its products, its latest launches and current offers, from Indonesia's proudest local names to selected international brands.
`,
  },
};
