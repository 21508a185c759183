import type { SeedContentPage } from './types';

/** Syarat dan Ketentuan: the terms of sale and use of the Kilau shop. */
export const TERMS_PAGE: SeedContentPage = {
  key: 'terms',
  path: '/page/syarat-dan-ketentuan',
  kind: 'page',
  id: {
    title: 'Syarat dan Ketentuan',
    description:
      'Syarat dan ketentuan belanja di Kilau: akun, harga dan pembayaran, voucher dan Beauty Points, pengiriman, pembatalan, pengembalian dan refund, ulasan, serta penyelesaian sengketa.',
    body: `*Terakhir diperbarui: 1 November 2026*

Selamat datang di Kilau. Syarat dan ketentuan ini ("**Syarat**") mengatur penggunaan situs Kilau dan setiap pembelian yang kamu lakukan di sana. Situs dan toko Kilau dikelola oleh **PT Kilau Cantik Indonesia** ("**Kilau**", "**kami**"), Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190.

Dengan membuat akun atau melakukan pemesanan, kamu menyetujui Syarat ini serta [Kebijakan Privasi](/page/kebijakan-privasi) kami. Mohon baca dengan saksama. Bila kamu tidak setuju, mohon untuk tidak memakai layanan kami.

## 1. Kelayakan

- Kamu harus berusia minimal 17 tahun atau sudah menikah, dan cakap secara hukum untuk membuat perjanjian.
- Bila kamu berusia di bawah 17 tahun, kamu hanya boleh membuat akun dan berbelanja dengan persetujuan dan pengawasan orang tua atau wali.
- Kamu hanya boleh berbelanja untuk keperluan pribadi, bukan untuk dijual kembali. Kami dapat menolak pesanan yang kami duga untuk dijual kembali.

## 2. Akun

- Kamu dapat berbelanja dengan akun Kilau. Data yang kamu berikan saat mendaftar harus benar dan terbaru.
- Kamu bertanggung jawab menjaga kerahasiaan kata sandi dan kode OTP-mu. Jangan pernah membagikannya kepada siapa pun, termasuk kepada orang yang mengaku sebagai karyawan Kilau.
- Demi keamanan, proses masuk diblokir setelah 5 kali salah kata sandi sampai kamu mengatur ulang kata sandi lewat tautan yang kami kirim ke e-mailmu.
- Segera beri tahu kami lewat [Hubungi Kami](/contact-us) bila kamu menduga akunmu dipakai orang lain.
- Kami dapat menangguhkan atau menutup akun yang dipakai untuk penipuan, penyalahgunaan voucher atau Beauty Points, atau pelanggaran lain terhadap Syarat ini.
- Kamu dapat meminta penutupan akun kapan saja lewat [Hubungi Kami](/contact-us).

## 3. Harga

- Semua harga dicantumkan dalam **Rupiah (Rp)** dan **sudah termasuk Pajak Pertambahan Nilai (PPN)**.
- Ongkos kirim, bila ada, ditampilkan terpisah sebelum kamu membayar.
- Harga yang berlaku adalah harga saat pesanan dibuat. Perubahan harga sesudahnya tidak memengaruhi pesanan yang sudah dibuat.
- Bila terjadi kesalahan harga yang nyata (misalnya salah ketik), kami akan menghubungimu dan kamu dapat memilih melanjutkan dengan harga yang benar atau membatalkan pesanan dengan pengembalian dana penuh.

## 4. Informasi produk

- Semua produk di Kilau asli dan berasal dari pemilik brand atau distributor resminya di Indonesia.
- Produk kosmetik yang kami jual memiliki nomor notifikasi BPOM yang berlaku. Informasi halal kami tampilkan bila brand memiliki sertifikat halal.
- Kami berusaha menampilkan foto, warna, komposisi, dan ukuran seakurat mungkin. Warna di layar dapat sedikit berbeda dari aslinya, dan brand dapat memperbarui kemasan tanpa pemberitahuan.
- Selalu baca komposisi dan petunjuk pemakaian pada kemasan. Lakukan uji tempel (*patch test*) sebelum memakai produk baru, terutama bila kulitmu sensitif. Informasi di situs Kilau bukan pengganti saran dokter.
- Stok yang tampil di situs dapat berubah sewaktu-waktu.

## 5. Pemesanan dan terbentuknya perjanjian

1. Pilih produk, masukkan ke tas belanja, lalu lengkapi alamat, metode pengiriman, dan metode pembayaran.
2. Dengan menekan tombol untuk membuat pesanan, kamu mengajukan penawaran untuk membeli produk tersebut.
3. Kami mengirim e-mail bahwa pesananmu sudah kami terima. E-mail ini belum berarti pesanan diterima.
4. **Perjanjian jual beli terbentuk saat pembayaranmu kami konfirmasi** atau, untuk bayar di tempat (COD), saat pesanan kami konfirmasi untuk dikirim.

Kami dapat menolak atau membatalkan pesanan sebelum perjanjian terbentuk, misalnya karena stok habis, kesalahan harga, alamat di luar jangkauan pengiriman, atau dugaan penipuan. Bila kamu sudah membayar, dana dikembalikan penuh.

### Batas pembelian

Kamu dapat membeli **maksimal 20 unit untuk setiap produk dalam satu pesanan**. Batas ini menjaga ketersediaan produk untuk semua pelanggan. Promosi tertentu dapat memiliki batas yang lebih rendah, yang akan tercantum pada promosi tersebut.

### Pre-order

- Produk pre-order ditandai dengan jelas beserta perkiraan tanggal kirimnya.
- Produk pre-order dibayar penuh saat memesan, dengan metode dan batas waktu pembayaran yang sama seperti pesanan biasa.
- Bila satu pesanan berisi produk pre-order dan produk siap kirim, seluruh pesanan dikirim bersama setelah produk pre-order tersedia. Buat pesanan terpisah bila kamu ingin menerima produk siap kirim lebih dulu.
- Bila perkiraan tanggal kirim mundur, kami akan memberitahumu. Kamu boleh membatalkan pesanan pre-order tersebut dengan pengembalian dana penuh.

## 6. Pembayaran

### Metode pembayaran

Metode yang tersedia untuk pesananmu tampil di halaman pembayaran, dan dapat meliputi:

- **Virtual account**: BCA, Permata; **CIMB Clicks**.
- **E-wallet**: GoPay, OVO, LinkAja.
- **QRIS**, yang bisa dibayar dari aplikasi e-wallet atau mobile banking apa pun.
- **Kartu kredit/debit**: Visa, Mastercard, JCB.
- **Kredivo**: bayar dalam 30 hari atau cicilan 3, 6, dan 12 bulan, sesuai syarat Kredivo. Lihat [FAQ Kredivo](/page/faq-kredivo).
- **Indomaret**: bayar tunai di kasir Indomaret dengan kode pembayaran.
- **Transfer bank** ke rekening PT Kilau Cantik Indonesia di BCA atau Mandiri, lalu konfirmasi dengan mengunggah bukti transfer di [Pesanan Saya](/my-orders).
- **Bayar di tempat (COD)**, untuk alamat dan nilai pesanan tertentu, bila pilihan ini tampil di halaman pembayaran.

Setiap metode dapat memiliki batas nominal minimum dan maksimum, yang tampil di halaman pembayaran. Panduan lengkapnya ada di [Cara Pembayaran](/how-to-pay).

### Batas waktu pembayaran

- Setiap pesanan memiliki batas waktu pembayaran yang tampil di halaman pembayaran dan di Pesanan Saya. Untuk virtual account, Indomaret, dan transfer bank, batas waktunya 24 jam sejak pesanan dibuat; e-wallet dan QRIS memiliki batas waktu yang lebih singkat.
- **Pesanan yang belum dibayar dibatalkan secara otomatis saat batas waktu pembayarannya habis.** Voucher dan Beauty Points yang dipakai pada pesanan tersebut dikembalikan sesuai ketentuannya.
- Untuk transfer bank, pembayaran dianggap diterima setelah dana masuk ke rekening kami dan bukti transfer terverifikasi.
- Metode pembayaran dapat diganti satu kali untuk setiap pesanan selama pesanan masih menunggu pembayaran.

### Keamanan pembayaran

Data kartu dimasukkan di halaman payment gateway berizin yang memenuhi standar PCI-DSS; Kilau tidak menyimpan nomor kartumu. Kilau tidak pernah meminta transfer ke rekening pribadi. Rekening resmi kami selalu atas nama **PT Kilau Cantik Indonesia**.

## 7. Voucher dan Beauty Points

### Voucher

- Hanya **satu voucher untuk setiap pesanan**.
- Setiap voucher memiliki ketentuan sendiri, seperti minimum belanja, masa berlaku, dan produk atau brand yang berlaku. Ketentuan ini tampil pada voucher.
- Voucher tidak dapat ditukar dengan uang tunai dan tidak dapat dipindahtangankan, kecuali dinyatakan lain.
- Kami dapat membatalkan voucher yang diperoleh atau dipakai secara curang.

### Beauty Points

- Kamu mendapat **1 Beauty Point untuk setiap Rp 50.000 yang kamu bayar** dalam satu pesanan. Poin masuk ke akunmu setelah pesanan berstatus selesai.
- Setiap poin bernilai **Rp 1.000** dan dapat dipakai sebagai potongan di tas belanja, maksimal sebesar nilai belanjamu.
- Beauty Points **tidak dapat ditukar dengan uang tunai** dan tidak dapat dipindahkan ke akun lain.
- Poin yang dipakai pada pesanan yang dibatalkan dikembalikan ke saldomu. Bila produk dikembalikan dan dananya dikembalikan, poin yang diperoleh dari produk tersebut dapat ditarik kembali.

## 8. Pengiriman

- Kami hanya mengirim ke **alamat di Indonesia**.
- **Gratis ongkos kirim** untuk pesanan dengan subtotal mulai **Rp 200.000**. Di bawah itu, ongkos kirim dihitung sesuai alamat dan layanan kurir yang kamu pilih.
- Perkiraan waktu pengiriman yang kami tampilkan berasal dari kurir dan **bukan jaminan**. Pengiriman dapat lebih lama, misalnya ke Papua dan daerah terpencil, saat hari libur, cuaca buruk, atau periode promo besar.
- Kamu dapat melacak pesanan di [Pesanan Saya](/my-orders).
- Pastikan alamat dan nomor telepon penerima sudah benar. Kami tidak bertanggung jawab atas keterlambatan atau kegagalan pengiriman akibat alamat yang salah atau tidak lengkap.
- Periksa paket saat diterima. Kami menyarankan merekam video saat membuka paket untuk memudahkan klaim.

## 9. Pembatalan

- Kamu dapat membatalkan pesanan sendiri di Pesanan Saya **sebelum membayar atau selama pesanan masih menunggu pembayaran**.
- Setelah pembayaran diterima, pesanan masuk proses pengemasan dan biasanya tidak dapat dibatalkan. Hubungi kami secepatnya; bila pesanan belum dikemas, kami akan berusaha membantu.
- Bila kami membatalkan pesanan yang sudah dibayar (misalnya karena stok habis), dana dikembalikan penuh ke metode pembayaran awal atau sebagai saldo belanja, sesuai pilihanmu.

## 10. Pengembalian dan refund

### Produk yang dapat dikembalikan

Kamu dapat mengajukan pengembalian **paling lambat 7 hari sejak pesanan diterima** bila produk:

- rusak saat diterima;
- tidak sesuai pesanan (produk, varian, atau jumlah salah); atau
- cacat produksi.

Demi kebersihan dan keamanan, produk yang dikembalikan harus **belum dibuka dan segelnya masih utuh**, kecuali produk yang cacat. Kami tidak menerima pengembalian karena berubah pikiran atau ketidakcocokan produk dengan kulit, kecuali produk tersebut cacat.

### Cara mengajukan

1. Buka pesanan di [Pesanan Saya](/my-orders), pilih **Ajukan pengembalian**, lalu pilih produk, jumlah, alasan, dan cara pengembalian dana.
2. Lampirkan foto produk, kemasan, dan label pengiriman (maksimal 4 foto).
3. Tim kami meninjau pengajuanmu dan memberikan petunjuk pengiriman kembali. Ongkos kirim pengembalian kami tanggung bila kesalahan ada pada kami.

### Refund

- Setelah pengembalian disetujui dan produk kami terima, dana dikembalikan **ke metode pembayaran awal** (kartu, GoPay, QRIS, Kredivo), **ke rekening bankmu**, atau **sebagai saldo belanja (voucher Kilau, berlaku 365 hari)**, sesuai pilihanmu. Beauty Points yang didapat dari produk yang dikembalikan ditarik kembali.
- Kami memproses refund paling lambat 3 hari kerja setelah disetujui. Lama dana tiba bergantung pada bank atau penyedia pembayaran; untuk kartu kredit bisa sampai 14 hari kerja.
- Bila memungkinkan, kami juga dapat menawarkan produk pengganti.

## 11. Ulasan dan konten pengguna

- Kamu dapat menulis ulasan dan mengunggah foto produk setelah masuk ke akunmu. Ulasan dari pembeli yang pesanannya sudah diterima mendapat tanda **Pembeli terverifikasi**.
- Ulasan harus jujur dan berdasarkan pengalamanmu sendiri. Dilarang menulis ulasan berbayar atau berimbalan tanpa menyebutkannya, serta ulasan yang memuat data pribadi orang lain, kata-kata kasar, ujaran kebencian atau SARA, konten pornografi, promosi, atau tautan ke situs lain.
- Dengan mengunggah ulasan dan foto, kamu memberi Kilau **lisensi non-eksklusif, bebas royalti, dan berlaku di seluruh dunia** untuk menyimpan, menampilkan, memperbanyak, dan menyesuaikan ukuran konten tersebut di situs, media sosial, dan materi Kilau, dengan menyebut nama penggunamu. Hak cipta atas kontenmu tetap milikmu. Lisensi ini berakhir saat kamu menghapus ulasan, kecuali untuk materi yang sudah diterbitkan sebelumnya.
- Kami memoderasi ulasan dan dapat menolak atau menghapus ulasan yang melanggar ketentuan ini. Kami tidak menghapus ulasan hanya karena nilainya rendah.
- Kamu menjamin bahwa kamu berhak atas foto yang kamu unggah dan bahwa orang yang tampil di foto telah menyetujuinya.

## 12. Hak kekayaan intelektual

Nama dan logo Kilau, desain situs, teks, foto, dan perangkat lunak di situs ini milik PT Kilau Cantik Indonesia atau pemberi lisensinya dan dilindungi hukum. Merek dan logo brand milik pemiliknya masing-masing. Kamu tidak boleh menyalin, mengubah, atau memakai konten tersebut untuk tujuan komersial tanpa izin tertulis.

## 13. Penggunaan yang dilarang

Kamu tidak boleh:

- memakai situs untuk penipuan atau kegiatan yang melanggar hukum;
- membuat banyak akun untuk menyalahgunakan voucher, promosi, atau Beauty Points;
- mengambil data situs secara otomatis (*scraping*) atau membebani sistem kami secara berlebihan;
- mencoba mengakses akun atau sistem yang bukan milikmu, kecuali dalam rangka pelaporan kerentanan sesuai [Kebijakan Keamanan](/page/kebijakan-keamanan).

## 14. Batasan tanggung jawab

- Kami bertanggung jawab atas produk yang kami jual sesuai Syarat ini dan peraturan perundang-undangan.
- Sepanjang diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung, kehilangan keuntungan, atau kerugian akibat pemakaian produk yang tidak sesuai petunjuk, dan tanggung jawab kami untuk setiap pesanan terbatas pada nilai pesanan tersebut.
- Kami tidak bertanggung jawab atas keterlambatan atau kegagalan yang disebabkan keadaan di luar kendali wajar kami (*force majeure*), seperti bencana alam, wabah, kerusuhan, gangguan jaringan nasional, atau kebijakan pemerintah.
- **Tidak ada ketentuan dalam Syarat ini yang mengurangi hakmu sebagai konsumen** atau menghapus tanggung jawab kami yang tidak boleh dibatasi menurut Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.

## 15. Perlindungan konsumen

Kami menghormati hak-hakmu sebagai konsumen menurut Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen, termasuk hak atas informasi yang benar, jelas, dan jujur, hak atas kenyamanan dan keamanan dalam memakai produk, serta hak untuk didengar pendapat dan keluhannya. Kamu juga dapat menyampaikan pengaduan ke Badan Penyelesaian Sengketa Konsumen (BPSK) atau ke Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga, Kementerian Perdagangan.

## 16. Hukum yang berlaku dan penyelesaian sengketa

- Syarat ini diatur oleh dan ditafsirkan menurut **hukum Negara Republik Indonesia**.
- Setiap sengketa akan lebih dulu kami selesaikan bersama secara **musyawarah untuk mufakat**. Hubungi kami lewat [Hubungi Kami](/contact-us) agar kami bisa segera membantu.
- Bila dalam 30 hari sengketa belum terselesaikan, sengketa dapat diajukan ke **Pengadilan Negeri Jakarta Selatan** atau, bila para pihak memilihnya dan menyepakatinya secara tertulis, diselesaikan melalui arbitrase di **Badan Arbitrase Nasional Indonesia (BANI)** menurut peraturannya.
- Ketentuan ini tidak menghilangkan hakmu untuk menyelesaikan sengketa melalui BPSK sesuai Undang-Undang Perlindungan Konsumen.

## 17. Perubahan Syarat

Kami dapat mengubah Syarat ini dari waktu ke waktu. Versi terbaru selalu tersedia di halaman ini beserta tanggal pembaruannya. Pesanan yang sudah dibuat tunduk pada Syarat yang berlaku saat pesanan dibuat. Syarat ini tersedia dalam bahasa Indonesia dan Inggris; bila ada perbedaan, versi bahasa Indonesia yang berlaku.

## 18. Kontak

**PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678
- Formulir: [Hubungi Kami](/contact-us)

Layanan pelanggan: Senin–Jumat 09.00–18.00 WIB, Sabtu 09.00–15.00 WIB.
`,
  },
  en: {
    title: 'Terms and Conditions',
    description:
      'The terms of shopping at Kilau: accounts, prices and payment, vouchers and Beauty Points, delivery, cancellations, returns and refunds, reviews and how disputes are resolved.',
    body: `*Last updated: 1 November 2026*

Welcome to Kilau. These terms and conditions ("**Terms**") govern your use of the Kilau website and every purchase you make on it. The Kilau website and stores are run by **PT Kilau Cantik Indonesia** ("**Kilau**", "**we**", "**us**"), Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190.

By creating an account or placing an order, you agree to these Terms and to our [Privacy Policy](/page/kebijakan-privasi). Please read them carefully. If you do not agree, please do not use our services.

## 1. Eligibility

- You must be at least 17 years old or married, and legally able to enter into a contract.
- If you are under 17, you may only create an account and shop with the consent and supervision of a parent or guardian.
- You may only buy for personal use, not for resale. We may refuse orders we believe are intended for resale.

## 2. Your account

- You shop with a Kilau account. The details you give us when you sign up must be accurate and up to date.
- You are responsible for keeping your password and one-time codes (OTP) secret. Never share them with anyone, including someone who claims to work for Kilau.
- For your security, sign-in is blocked after 5 wrong passwords until you reset your password using the link we send to your e-mail.
- Tell us straight away through [Contact Us](/contact-us) if you think someone else is using your account.
- We may suspend or close accounts used for fraud, for abusing vouchers or Beauty Points, or for other breaches of these Terms.
- You can ask us to close your account at any time through [Contact Us](/contact-us).

## 3. Prices

- All prices are shown in **Indonesian rupiah (Rp)** and **include value added tax (PPN)**.
- Shipping costs, if any, are shown separately before you pay.
- The price that applies is the price at the time you place the order. Later price changes do not affect orders already placed.
- If a price is obviously wrong (a typo, for example), we will contact you and you can choose to go ahead at the correct price or cancel the order with a full refund.

## 4. Product information

- Every product at Kilau is authentic and comes from the brand owner or its official distributor in Indonesia.
- The cosmetics we sell hold a valid BPOM notification number. We show halal information where the brand holds a halal certificate.
- We do our best to show photos, colours, ingredients and sizes accurately. Colours on screen may look slightly different, and brands may update their packaging without notice.
- Always read the ingredients and directions on the pack. Patch test new products before use, especially if your skin is sensitive. The information on Kilau is not a substitute for medical advice.
- Stock shown on the site can change at any time.

## 5. Ordering and when the contract is formed

1. Choose your products, add them to your bag, then enter your address, delivery option and payment method.
2. When you press the button to place your order, you are making an offer to buy those products.
3. We send you an e-mail saying we have received your order. This e-mail does not yet mean we have accepted it.
4. **The contract of sale is formed when we confirm your payment** or, for cash on delivery (COD), when we confirm the order for shipping.

We may decline or cancel an order before the contract is formed, for example if an item is out of stock, a price is wrong, the address is outside our delivery area or we suspect fraud. If you have already paid, you get a full refund.

### Quantity limit

You can buy **up to 20 units of each product per order**. This keeps products available for everyone. Some promotions have a lower limit, which is stated in the promotion.

### Pre-orders

- Pre-order products are clearly marked, together with their estimated shipping date.
- Pre-orders are paid in full when you order, with the same payment methods and payment deadline as any other order.
- If an order contains both pre-order and in-stock products, the whole order ships together once the pre-order products are available. Place separate orders if you want the in-stock products sooner.
- If the estimated shipping date moves, we will let you know. You may then cancel that pre-order for a full refund.

## 6. Payment

### Payment methods

The methods available for your order are shown on the payment page and may include:

- **Virtual account**: BCA, Permata; **CIMB Clicks**.
- **E-wallets**: GoPay, OVO, LinkAja.
- **QRIS**, payable from any e-wallet or mobile banking app.
- **Credit/debit card**: Visa, Mastercard, JCB.
- **Kredivo**: pay within 30 days or in 3, 6 or 12 monthly instalments, under Kredivo's terms. See the [Kredivo FAQ](/page/faq-kredivo).
- **Indomaret**: pay in cash at any Indomaret checkout with a payment code.
- **Bank transfer** to PT Kilau Cantik Indonesia's account at BCA or Mandiri, then confirm by uploading your transfer receipt in [My Orders](/my-orders).
- **Cash on delivery (COD)**, for certain addresses and order values, when it appears on the payment page.

Each method may have a minimum and maximum amount, shown on the payment page. Step-by-step guides are on [How to Pay](/how-to-pay).

### Payment deadline

- Every order has a payment deadline, shown on the payment page and in My Orders. For virtual accounts, Indomaret and bank transfer it is 24 hours from when the order is placed; e-wallets and QRIS have a shorter deadline.
- **An unpaid order is cancelled automatically when its payment time runs out.** Any voucher and Beauty Points used on it are returned according to their terms.
- For bank transfers, payment counts as received once the money reaches our account and your receipt has been verified.
- You can change the payment method once per order while the order is waiting for payment.

### Payment security

Card details are entered on the licensed payment gateway's PCI-DSS compliant page; Kilau does not store your card number. Kilau never asks you to transfer money to a personal account. Our official accounts are always in the name of **PT Kilau Cantik Indonesia**.

## 7. Vouchers and Beauty Points

### Vouchers

- **One voucher per order.**
- Each voucher has its own conditions, such as a minimum spend, validity period and eligible products or brands. These are shown on the voucher.
- Vouchers cannot be exchanged for cash or transferred, unless stated otherwise.
- We may cancel vouchers obtained or used fraudulently.

### Beauty Points

- You earn **1 Beauty Point for every Rp 50.000 you pay** in an order. Points reach your account once the order is completed.
- Each point is worth **Rp 1.000** and can be used as a discount in your bag, up to the value of your purchase.
- Beauty Points **cannot be exchanged for cash** or moved to another account.
- Points used on an order that is cancelled go back to your balance. If a product is returned and refunded, the points earned on it may be taken back.

## 8. Delivery

- We only deliver to **addresses in Indonesia**.
- **Shipping is free** on orders with a subtotal of **Rp 200.000** or more. Below that, shipping is calculated from your address and the courier service you choose.
- Delivery estimates come from the couriers and are **not guaranteed**. Delivery may take longer, for example to Papua and remote areas, on public holidays, in bad weather or during big sales.
- You can track your order in [My Orders](/my-orders).
- Please make sure the recipient's address and phone number are correct. We are not responsible for delays or failed deliveries caused by a wrong or incomplete address.
- Check your parcel when it arrives. We recommend filming yourself opening it, which makes any claim easier.

## 9. Cancellations

- You can cancel an order yourself in My Orders **before paying or while the order is waiting for payment**.
- Once payment is received, the order goes to packing and usually cannot be cancelled. Contact us as soon as possible; if it has not been packed yet, we will try to help.
- If we cancel an order you have paid for (because an item is out of stock, for example), you get a full refund to your original payment method or as store credit, as you prefer.

## 10. Returns and refunds

### What you can return

You can request a return **within 7 days of delivery** if a product:

- arrived damaged;
- is not what you ordered (wrong product, shade or quantity); or
- has a manufacturing defect.

For hygiene and safety reasons, returned products must be **unopened with the seal intact**, unless the product is defective. We do not accept returns because you changed your mind or a product did not suit your skin, unless it is defective.

### How to request a return

1. Open the order in [My Orders](/my-orders), choose **Request a return**, then pick the products, quantities, reason and how you want your refund.
2. Attach photos of the product, its packaging and the shipping label (up to 4 photos).
3. Our team reviews your request and tells you how to send the product back. We cover return shipping if the mistake was ours.

### Refunds

- Once the return is approved and we have received the product, we refund you **to your original payment method** (card, GoPay, QRIS, Kredivo), **to your bank account**, or **as store credit** (a Kilau voucher valid for 365 days), as you prefer. Beauty Points earned on returned products are taken back.
- We process refunds within 3 working days of approval. How long the money takes to arrive depends on your bank or payment provider; for credit cards it can take up to 14 working days.
- Where possible, we can also offer a replacement.

## 11. Reviews and user content

- You can write reviews and upload product photos once signed in. Reviews from shoppers whose order has been delivered carry a **Verified buyer** badge.
- Reviews must be honest and based on your own experience. You may not post paid or incentivised reviews without saying so, or reviews containing other people's personal data, abusive or hateful language, pornographic content, advertising or links to other sites.
- By posting a review or photo, you give Kilau a **non-exclusive, royalty-free, worldwide licence** to display, store, reproduce and resize it on the Kilau site, social media and materials, credited to your username. You keep the copyright in your content. The licence ends when you delete the review, except for materials already published.
- We moderate reviews and may reject or remove those that break these rules. We never remove a review just because it is negative.
- You confirm that you have the rights to the photos you upload and that anyone shown in them has agreed.

## 12. Intellectual property

The Kilau name and logo, the site's design, text, photos and software belong to PT Kilau Cantik Indonesia or its licensors and are protected by law. Brand names and logos belong to their owners. You may not copy, modify or use any of this content commercially without our written permission.

## 13. Prohibited use

You may not:

- use the site for fraud or any unlawful activity;
- create multiple accounts to abuse vouchers, promotions or Beauty Points;
- scrape the site or put an excessive load on our systems;
- try to access accounts or systems that are not yours, except when reporting a vulnerability under our [Security Policy](/page/kebijakan-keamanan).

## 14. Limitation of liability

- We are responsible for the products we sell in line with these Terms and the law.
- To the extent the law allows, we are not liable for indirect losses, loss of profit or losses caused by using a product other than as directed, and our liability for any order is limited to the value of that order.
- We are not liable for delays or failures caused by events beyond our reasonable control (force majeure), such as natural disasters, epidemics, civil unrest, national network outages or government action.
- **Nothing in these Terms reduces your rights as a consumer** or excludes any liability that cannot be limited under Law No. 8 of 1999 on Consumer Protection.

## 15. Consumer protection

We respect your rights as a consumer under Law No. 8 of 1999 on Consumer Protection, including the right to correct, clear and honest information, to comfort and safety when using products, and to have your views and complaints heard. You can also file a complaint with the Consumer Dispute Settlement Agency (BPSK) or with the Directorate General of Consumer Protection and Trade Compliance at the Ministry of Trade.

## 16. Governing law and disputes

- These Terms are governed by and interpreted under **the laws of the Republic of Indonesia**.
- We will first try to resolve any dispute together through **deliberation to reach consensus** (musyawarah untuk mufakat). Get in touch through [Contact Us](/contact-us) so we can help quickly.
- If a dispute is not resolved within 30 days, it may be brought before the **South Jakarta District Court** (Pengadilan Negeri Jakarta Selatan) or, if the parties so choose and agree in writing, settled by arbitration at the **Indonesian National Board of Arbitration (BANI)** under its rules.
- This does not take away your right to settle a dispute through BPSK under the Consumer Protection Law.

## 17. Changes to these Terms

We may change these Terms from time to time. The latest version is always on this page with its update date. Orders already placed are governed by the Terms in force when they were placed. These Terms are available in Indonesian and English; if the two differ, the Indonesian version prevails.

## 18. Contact

**PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190

- E-mail: [halo@kilau.id](mailto:halo@kilau.id)
- WhatsApp: +62 811-1234-5678
- Form: [Contact Us](/contact-us)

Customer care: Monday–Friday 09.00–18.00 WIB, Saturday 09.00–15.00 WIB.
`,
  },
};
