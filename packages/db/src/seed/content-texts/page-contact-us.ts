import type { SeedContentPage } from './types';

/** The short text above the contact form (the form itself is built by the storefront). */
export const CONTACT_US_PAGE: SeedContentPage = {
  key: 'contact-us',
  path: '/contact-us',
  kind: 'page',
  id: {
    title: 'Hubungi Kami',
    description:
      'Ada pertanyaan soal pesanan, pembayaran, pengembalian atau produk? Kirim pesan ke tim Kilau lewat formulir, e-mail halo@kilau.id atau WhatsApp. Kami balas dalam 1×24 jam kerja.',
    body: `Ada yang bisa kami bantu? Tim layanan pelanggan Kilau siap menjawab pertanyaanmu.

## Sebelum mengirim pesan

Banyak jawaban sudah tersedia di [FAQ](/faq), mulai dari cara membayar, lama pengiriman, sampai cara mengembalikan produk. Kamu juga bisa memantau status pesanan langsung di [Pesanan Saya](/my-orders).

## Kapan memakai formulir ini

Gunakan formulir di bawah untuk:

- pertanyaan tentang pesanan, pembayaran, atau pengiriman;
- pengajuan pengembalian produk yang rusak, salah kirim, atau cacat (lampirkan foto produk dan kemasannya);
- pertanyaan tentang produk, keaslian, atau Beauty Points;
- masukan, saran, atau keluhan tentang layanan kami.

Untuk pertanyaan tentang pesanan, **sertakan nomor pesananmu** agar kami bisa langsung memeriksanya. Nomor pesanan ada di e-mail konfirmasi dan di halaman Pesanan Saya.

## Jam layanan

| Hari | Jam |
| --- | --- |
| Senin–Jumat | 09.00–18.00 WIB |
| Sabtu | 09.00–15.00 WIB |
| Minggu dan hari libur nasional | Tutup |

Kami membalas setiap pesan **dalam 1×24 jam kerja**. Pesan yang masuk di luar jam layanan akan kami jawab pada hari kerja berikutnya.

## Cara lain menghubungi kami

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678

Demi keamananmu, tim Kilau tidak akan pernah meminta kata sandi, kode OTP, atau PIN kamu, dan tidak pernah meminta transfer ke rekening pribadi.
`,
  },
  en: {
    title: 'Contact Us',
    description:
      'Questions about an order, payment, return or product? Message the Kilau team through the form, by e-mail at halo@kilau.id or on WhatsApp. We reply within one working day.',
    body: `How can we help? The Kilau customer care team is here to answer your questions.

## Before you write to us

Many answers are already in our [FAQ](/faq), from how to pay and delivery times to how to return a product. You can also check the status of an order yourself in [My Orders](/my-orders).

## When to use this form

Use the form below for:

- questions about an order, payment or delivery;
- returning a product that arrived damaged, wrong or defective (attach photos of the product and its packaging);
- questions about a product, its authenticity or your Beauty Points;
- feedback, suggestions or complaints about our service.

If your question is about an order, **please include your order number** so we can look it up straight away. You will find it in your confirmation e-mail and in My Orders.

## Opening hours

| Day | Hours |
| --- | --- |
| Monday–Friday | 09.00–18.00 WIB |
| Saturday | 09.00–15.00 WIB |
| Sunday and public holidays | Closed |

We reply to every message **within one working day (1×24 working hours)**. Messages sent outside opening hours are answered on the next working day.

## Other ways to reach us

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678

For your safety, the Kilau team will never ask for your password, one-time code (OTP) or PIN, and will never ask you to transfer money to a personal account.
`,
  },
};
