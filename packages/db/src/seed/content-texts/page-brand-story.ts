import type { SeedContentPage } from './types';

/** Cerita Kilau: the brand story, from 2021 in Jakarta to the glow ritual and sustainability. */
export const BRAND_STORY_PAGE: SeedContentPage = {
  key: 'brand-story',
  path: '/brand-story',
  kind: 'page',
  id: {
    title: 'Cerita Kilau',
    description:
      'Kilau lahir di Jakarta pada 2021 dari dua sahabat yang lelah dengan produk palsu. Inilah cerita kami: janji keaslian, kurasi bersama dokter kulit, ritual glow, dan brand lokal.',
    body: `## Berawal dari satu pertanyaan

"Ini asli nggak, ya?"

Pertanyaan itu terlalu sering muncul setiap kali kami belanja skincare online. Pada 2021, dua sahabat di Jakarta sama-sama kecewa untuk kesekian kalinya: serum yang teksturnya aneh, lipstik dengan kode produksi yang tidak cocok, sunscreen yang ternyata sudah hampir kedaluwarsa. Semuanya dibeli dari marketplace dengan harga yang terlalu bagus untuk jadi kenyataan.

Kami lalu bertanya lagi: kenapa belanja produk kecantikan harus penuh rasa was-was? Dari situlah Kilau lahir.

## Arti sebuah nama

**Kilau** berarti cahaya, kemilau, *glow*. Bukan kilau dari filter atau riasan tebal, tetapi kilau kulit yang sehat dan rasa percaya diri yang datang dari merawat diri dengan produk yang tepat dan bisa dipercaya.

## Janji kami: selalu asli

Sejak hari pertama, kami memegang satu janji: **semua produk di Kilau asli**. Kami hanya bekerja sama dengan pemilik brand dan distributor resminya di Indonesia, memeriksa nomor notifikasi BPOM setiap produk, dan menyimpan stok di gudang kami sendiri sesuai petunjuk penyimpanan dari brand.

Banyak produk di Kilau dilengkapi kode **Cek keaslian** pada kemasannya. Kamu bisa memeriksanya sendiri di halaman produk atau di akunmu, kapan saja.

## Dikurasi, bukan sekadar dijual

Kami tidak ingin menjual semua produk yang ada. Kami ingin menjual produk yang benar-benar layak. Tim kurasi kami memilih produk bersama **masukan dokter spesialis kulit**, dengan memperhatikan komposisi, klaim, dan kecocokannya untuk kulit serta iklim tropis Indonesia yang lembap. Informasi halal kami tampilkan bila brand memilikinya, supaya kamu bisa memilih dengan tenang.

## Ritual glow

Kami percaya kulit yang bercahaya lahir dari kebiasaan sederhana yang dilakukan dengan konsisten. Kami menyebutnya **ritual glow**, lima langkah yang bisa kamu sesuaikan dengan kebutuhan kulitmu:

1. **Bersihkan**: angkat kotoran, minyak, dan sisa sunscreen dengan pembersih yang lembut.
2. **Segarkan**: toner menyeimbangkan kulit dan menyiapkannya untuk langkah berikutnya.
3. **Rawat**: serum atau *treatment* untuk kebutuhan khusus, seperti noda hitam, jerawat, atau garis halus.
4. **Lembapkan**: pelembap menjaga *skin barrier* tetap sehat, bahkan untuk kulit berminyak.
5. **Lindungi**: sunscreen setiap pagi, langkah terpenting di negara yang disinari matahari sepanjang tahun.

Tidak perlu sepuluh produk. Cukup lima langkah yang tepat, dan kesabaran.

## Bangga dengan brand lokal

Indonesia punya brand kecantikan yang luar biasa: diformulasikan untuk kulit kita, diproduksi di sini, dan terus berinovasi. Kami memberi tempat utama bagi **brand lokal**, berdampingan dengan brand internasional favoritmu, dan bekerja sama erat dengan mereka untuk peluncuran produk baru. Kamu bisa menjelajahi semuanya di [Official Brand Store](/store).

## Tumbuh bersama komunitas

Kilau dibangun bersama kamu. Setiap ulasan yang jujur membantu ribuan orang lain memilih produk yang tepat. Ulasan dari pembeli yang pesanannya sudah diterima mendapat tanda **Pembeli terverifikasi**, dan kami tidak pernah menghapus ulasan hanya karena nilainya rendah. Di toko kami di Jakarta, Bandung, dan Surabaya, kamu bisa mencoba tester dan mengobrol langsung dengan tim kami tentang kulitmu.

## Langkah kecil untuk bumi

Kami tahu industri kecantikan menghasilkan banyak kemasan. Kami belum sempurna, tetapi kami mulai dari langkah-langkah ini:

- **Tas kertas yang bisa didaur ulang.** Kantong belanja kertas bersifat opsional: kamu bisa memilihnya saat checkout, atau melewatinya bila tidak perlu.
- **Pilihan isi ulang (refill)** untuk produk yang brand-nya menyediakan kemasan isi ulang.

Setiap langkah kecil berarti, apalagi bila kita lakukan bersama.

## Cerita ini masih berlanjut

Dari sebuah kekecewaan kecil di 2021, Kilau kini melayani pelanggan di seluruh Indonesia secara online dan di tiga toko: **Kilau Senopati** di Jakarta, **Kilau Braga** di Bandung, dan **Kilau Tunjungan** di Surabaya. Janji kami tetap sama: produk asli, pilihan yang jujur, dan kilau yang jadi milikmu.

Kenali kami lebih jauh di [Tentang Kilau](/content/4-about-us), atau [temukan toko terdekat](/find-us).
`,
  },
  en: {
    title: 'Our Story',
    description:
      'Kilau began in Jakarta in 2021 with two friends tired of fake products. This is our story: a promise of authenticity, curation with dermatologists, the glow ritual and local brands.',
    body: `## It started with one question

"Is this even real?"

We asked ourselves that far too often when buying skincare online. In 2021, two friends in Jakarta were let down yet again: a serum with a strange texture, a lipstick whose batch code did not match, a sunscreen that turned out to be close to expiry. All of it bought on marketplaces, at prices that were too good to be true.

So we asked another question: why should buying beauty products feel so risky? That is how Kilau began.

## What's in a name

**Kilau** means shine, sparkle, glow. Not the glow of a filter or heavy make-up, but the glow of healthy skin and the confidence that comes from caring for yourself with the right products, ones you can trust.

## Our promise: always authentic

From day one we have kept one promise: **everything at Kilau is authentic**. We only work with brand owners and their official distributors in Indonesia, check every product's BPOM notification number, and keep our stock in our own warehouse, stored as each brand recommends.

Many products at Kilau carry an **authenticity check** code on the pack. You can verify it yourself on the product page or in your account, at any time.

## Curated, not just sold

We do not want to sell every product out there. We want to sell the ones that deserve it. Our curation team chooses products with **input from dermatologists**, looking at ingredients, claims and how well they suit Indonesian skin and our humid, tropical climate. We show halal information wherever a brand has it, so you can choose with confidence.

## The glow ritual

We believe glowing skin comes from simple habits, done consistently. We call it the **glow ritual**: five steps you can adapt to your skin's needs:

1. **Cleanse**: lift away dirt, oil and sunscreen with a gentle cleanser.
2. **Tone**: a toner rebalances your skin and preps it for what comes next.
3. **Treat**: a serum or treatment for specific concerns such as dark spots, breakouts or fine lines.
4. **Moisturise**: a moisturiser keeps your skin barrier healthy, even if your skin is oily.
5. **Protect**: sunscreen every morning, the most important step in a country with sunshine all year round.

You do not need ten products. Five well-chosen steps, and a little patience, are enough.

## Proud of local brands

Indonesia has remarkable beauty brands: formulated for our skin, made here and constantly innovating. We give **local brands** pride of place, right next to your favourite international names, and work closely with them on new launches. Explore them all in the [Official Brand Store](/store) directory.

## Growing with our community

Kilau is built with you. Every honest review helps thousands of other shoppers choose the right product. Reviews from shoppers whose order has been delivered carry a **Verified buyer** badge, and we never remove a review just because it is negative. In our stores in Jakarta, Bandung and Surabaya you can try testers and talk to our team about your skin in person.

## Small steps for the planet

We know the beauty industry creates a lot of packaging. We are not perfect, but we have started with these steps:

- **Recyclable paper bags.** A paper shopping bag is optional: add one at checkout, or skip it if you do not need it.
- **Refill options** for products whose brands offer refill packs.

Every small step counts, especially when we take it together.

## The story continues

From a small disappointment in 2021, Kilau now serves customers across Indonesia online and in three stores: **Kilau Senopati** in Jakarta, **Kilau Braga** in Bandung and **Kilau Tunjungan** in Surabaya. Our promise has not changed: authentic products, honest choices and a glow that is all yours.

Get to know us better in [About Kilau](/content/4-about-us), or [find a store near you](/find-us).
`,
  },
};
