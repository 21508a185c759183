import type { SeedContentPage } from './types';

/** FAQ Kredivo: paying later or in instalments with Kredivo at Kilau. */
export const KREDIVO_FAQ_PAGE: SeedContentPage = {
  key: 'kredivo-faq',
  path: '/page/faq-kredivo',
  kind: 'faq',
  id: {
    title: 'FAQ Kredivo: Bayar Nanti dan Cicilan di Kilau',
    description:
      'Semua tentang membayar dengan Kredivo di Kilau: siapa yang bisa memakai, pilihan tenor 30 hari, 3, 6 dan 12 bulan, cara bayar, pengajuan ditolak, pembatalan dan refund.',
    body: `## Tentang Kredivo

### Apa itu Kredivo?

Kredivo adalah layanan kredit digital (*pay later*) yang memungkinkanmu berbelanja sekarang dan membayar nanti, baik sekaligus dalam 30 hari maupun dicicil. Kredivo adalah perusahaan terpisah dari Kilau. Saat kamu memilih Kredivo, Kredivo yang membayar pesananmu ke Kilau, lalu kamu membayar tagihannya ke Kredivo.

**Syarat dan ketentuan Kredivo berlaku** untuk setiap transaksi dengan Kredivo, termasuk bunga, biaya, dan denda keterlambatan.

### Siapa yang bisa membayar dengan Kredivo?

Kamu bisa memakai Kredivo bila sudah memiliki akun Kredivo yang aktif dan limit yang cukup untuk pesananmu. Syarat pendaftaran dan besarnya limit sepenuhnya ditentukan oleh Kredivo; umumnya pendaftar adalah warga negara Indonesia berusia minimal 18 tahun dengan e-KTP. Kamu bisa mendaftar lewat aplikasi Kredivo, atau saat pertama kali memilih Kredivo di halaman pembayaran Kilau.

### Pilihan tenor apa saja yang tersedia?

Di Kilau, kamu bisa memilih:

- **Bayar dalam 30 hari**
- **Cicilan 3 bulan**
- **Cicilan 6 bulan**
- **Cicilan 12 bulan**

Tenor yang bisa kamu pilih bergantung pada nilai pesanan dan persetujuan Kredivo. Pilihannya tampil di halaman Kredivo saat kamu membayar.

### Berapa bunga dan biayanya?

**Bunga, biaya layanan, dan denda keterlambatan ditetapkan oleh Kredivo, bukan oleh Kilau.** Kilau tidak menetapkan dan tidak menerima bunga Kredivo. Rincian cicilan per bulan, bunga, dan biaya untuk setiap tenor selalu ditampilkan oleh Kredivo sebelum kamu mengonfirmasi pembayaran, jadi periksa dengan teliti sebelum menyetujuinya. Kilau juga tidak menambahkan biaya apa pun ke harga produk bila kamu membayar dengan Kredivo.

### Berapa minimum belanja untuk memakai Kredivo?

Kredivo tersedia untuk pesanan **mulai Rp 10.000 sampai Rp 30.000.000**. Bila total pesananmu di luar rentang ini, Kredivo tidak tampil sebagai pilihan pembayaran. Tenor cicilan tertentu dapat memiliki minimum transaksi sendiri dari Kredivo.

### Apakah Kredivo bisa dipakai di toko Kilau?

Saat ini Kredivo hanya tersedia untuk belanja online di situs Kilau, belum di toko Kilau Senopati, Kilau Braga, dan Kilau Tunjungan.

## Cara membayar

### Bagaimana cara membayar dengan Kredivo?

1. Masukkan produk ke tas belanja dan lanjutkan ke checkout.
2. Lengkapi alamat dan pilihan pengiriman.
3. Di halaman pembayaran, pilih **Kredivo**, lalu buat pesanan.
4. Kamu akan diarahkan ke halaman Kredivo. Masuk dengan nomor ponsel yang terdaftar di Kredivo.
5. Pilih tenor, periksa rincian cicilan dan biayanya, lalu konfirmasi dengan PIN atau kode OTP dari Kredivo.
6. Setelah pembayaran berhasil, kamu kembali ke Kilau dan status pesanan berubah menjadi dibayar di [Pesanan Saya](/my-orders).

Panduan untuk semua metode pembayaran ada di [Cara Pembayaran](/how-to-pay).

### Berapa lama waktu untuk menyelesaikan pembayaran Kredivo?

Selesaikan pembayaran di halaman Kredivo sebelum batas waktu pembayaran yang tampil di pesananmu. **Pesanan yang belum dibayar dibatalkan otomatis saat batas waktu pembayarannya habis**, dan voucher serta Beauty Points yang dipakai dikembalikan sesuai ketentuannya.

### Apakah voucher dan Beauty Points tetap bisa dipakai?

Bisa. Voucher dan Beauty Points dipotong lebih dulu di tas belanja, lalu sisa tagihannya yang dibayar dengan Kredivo. Kamu juga tetap mendapat 1 Beauty Point untuk setiap Rp 50.000 yang dibayar, setelah pesanan selesai.

### Bagaimana bila pengajuan Kredivo-ku ditolak atau limitnya kurang?

Keputusan persetujuan dan limit sepenuhnya ada di Kredivo; Kilau tidak dapat mengubahnya dan tidak mengetahui alasan penolakannya. Bila ditolak, pesananmu tetap menunggu pembayaran sampai batas waktunya. Kamu dapat mengganti metode pembayaran di Pesanan Saya (satu kali untuk setiap pesanan), misalnya ke virtual account, e-wallet, atau QRIS. Untuk pertanyaan tentang penolakan atau limit, hubungi Kredivo langsung.

## Pembatalan, refund, dan bantuan

### Bisakah aku membatalkan pesanan yang dibayar dengan Kredivo?

Pesanan yang masih menunggu pembayaran bisa kamu batalkan sendiri di Pesanan Saya. Setelah pembayaran Kredivo berhasil, pesanan masuk proses pengemasan dan biasanya tidak bisa dibatalkan; hubungi kami secepatnya lewat [Hubungi Kami](/contact-us) dan kami akan berusaha membantu bila pesanan belum dikemas. Bila pembatalan disetujui, kami membatalkan transaksinya di Kredivo.

### Bagaimana refund untuk pesanan yang dibayar dengan Kredivo?

Bila pesanan dibatalkan atau pengembalian produk disetujui (paling lambat 7 hari sejak pesanan diterima, untuk produk rusak, salah kirim, atau cacat), kami mengajukan pembatalan transaksi ke Kredivo untuk jumlah yang dikembalikan. Kredivo kemudian mengembalikan limitmu dan menyesuaikan atau membatalkan tagihan cicilanmu, mengikuti ketentuan dan jangka waktu proses Kredivo. Refund tidak ditransfer ke rekening bankmu. Bila kamu memilih, refund juga bisa diberikan sebagai saldo belanja di Kilau.

Cicilan yang jatuh tempo selama refund diproses tetap perlu dibayar sesuai ketentuan Kredivo; hubungi Kredivo bila kamu ragu.

### Bagaimana bila aku terlambat membayar tagihan Kredivo?

Tagihan dan keterlambatan diurus sepenuhnya oleh Kredivo, termasuk denda yang mungkin berlaku sesuai ketentuannya. Keterlambatan pembayaran tidak memengaruhi pesanan yang sudah kamu terima dari Kilau, tetapi dapat memengaruhi riwayat kreditmu. Cek jadwal tagihan di aplikasi Kredivo.

### Siapa yang harus kuhubungi, Kredivo atau Kilau?

| Pertanyaan tentang | Hubungi |
| --- | --- |
| Pendaftaran, limit, persetujuan, bunga, tagihan, cicilan, denda | **Kredivo**, lewat aplikasi atau layanan pelanggan Kredivo |
| Pesanan, pengiriman, produk, pembatalan, pengembalian | **Kilau**, lewat [Hubungi Kami](/contact-us), [halo@kilau.id](mailto:halo@kilau.id), atau WhatsApp +62 811-1234-5678 |
| Status refund yang sudah kami ajukan | Kilau untuk nomor pengajuan, lalu Kredivo untuk penyesuaian tagihan |

Sertakan nomor pesananmu saat menghubungi kami agar kami bisa langsung membantu.
`,
  },
  en: {
    title: 'Kredivo FAQ: Pay Later and Instalments at Kilau',
    description:
      'Everything about paying with Kredivo at Kilau: who can use it, the 30-day, 3, 6 and 12-month options, how to pay, what happens if you are declined, cancellations and refunds.',
    body: `## About Kredivo

### What is Kredivo?

Kredivo is a digital credit (pay later) service that lets you shop now and pay later, either in full within 30 days or in instalments. Kredivo is a separate company from Kilau. When you choose Kredivo, Kredivo pays Kilau for your order and you then repay Kredivo.

**Kredivo's terms and conditions apply** to every Kredivo transaction, including interest, fees and late charges.

### Who can pay with Kredivo?

You can use Kredivo if you have an active Kredivo account with enough credit limit for your order. Who can sign up and how much credit you get are decided entirely by Kredivo; applicants are generally Indonesian citizens aged 18 or over with an e-KTP. You can sign up in the Kredivo app, or the first time you choose Kredivo on the Kilau payment page.

### Which repayment options are there?

At Kilau you can choose:

- **Pay within 30 days**
- **3 monthly instalments**
- **6 monthly instalments**
- **12 monthly instalments**

Which options you can pick depends on your order value and Kredivo's approval. They are shown on the Kredivo page when you pay.

### How much interest and what fees will I pay?

**Interest, service fees and late charges are set by Kredivo, not by Kilau.** Kilau does not set or receive any Kredivo interest. Kredivo always shows the monthly instalment, interest and fees for each option before you confirm, so check them carefully before you agree. Kilau does not add anything to the product price when you pay with Kredivo.

### Is there a minimum order for Kredivo?

Kredivo is available for orders **from Rp 10.000 up to Rp 30.000.000**. If your order total falls outside this range, Kredivo does not appear as a payment option. Some instalment options may have their own minimum set by Kredivo.

### Can I use Kredivo in Kilau stores?

For now, Kredivo is available for online orders on the Kilau website only, not at Kilau Senopati, Kilau Braga or Kilau Tunjungan.

## How to pay

### How do I pay with Kredivo?

1. Add products to your bag and go to checkout.
2. Enter your address and delivery option.
3. On the payment page, choose **Kredivo** and place your order.
4. You are taken to Kredivo's page. Sign in with the mobile number registered with Kredivo.
5. Choose your repayment option, check the instalments and fees, and confirm with your Kredivo PIN or one-time code.
6. Once the payment goes through, you return to Kilau and your order shows as paid in [My Orders](/my-orders).

Guides for every payment method are on [How to Pay](/how-to-pay).

### How long do I have to complete a Kredivo payment?

Complete the payment on Kredivo's page before the payment deadline shown on your order. **An unpaid order is cancelled automatically when its payment time runs out**, and any voucher and Beauty Points used are returned according to their terms.

### Can I still use vouchers and Beauty Points?

Yes. Vouchers and Beauty Points are taken off in your bag first, and the rest is paid with Kredivo. You still earn 1 Beauty Point for every Rp 50.000 paid, once the order is completed.

### What if my Kredivo application is declined or my limit is too low?

Approval and credit limits are decided entirely by Kredivo; Kilau cannot change them and is not told why an application was declined. If you are declined, your order keeps waiting for payment until its deadline. You can change the payment method in My Orders (once per order), for example to a virtual account, e-wallet or QRIS. For questions about a decision or your limit, please contact Kredivo directly.

## Cancellations, refunds and help

### Can I cancel an order paid with Kredivo?

You can cancel an order yourself in My Orders while it is still waiting for payment. Once the Kredivo payment has gone through, the order goes to packing and usually cannot be cancelled; contact us as soon as possible through [Contact Us](/contact-us) and we will try to help if it has not been packed yet. If the cancellation is approved, we cancel the transaction with Kredivo.

### How do refunds work for orders paid with Kredivo?

If an order is cancelled or a return is approved (within 7 days of delivery, for damaged, wrong or defective products), we ask Kredivo to cancel the transaction for the refunded amount. Kredivo then restores your credit limit and adjusts or cancels your instalments, following Kredivo's own terms and processing times. The refund is not paid into your bank account. If you prefer, you can also take the refund as Kilau store credit.

Instalments that fall due while a refund is being processed still need to be paid under Kredivo's terms; contact Kredivo if you are unsure.

### What if I pay my Kredivo bill late?

Bills and late payments are handled entirely by Kredivo, including any late charges under its terms. Paying late does not affect an order you have already received from Kilau, but it may affect your credit history. Check your repayment schedule in the Kredivo app.

### Who should I contact, Kredivo or Kilau?

| Questions about | Contact |
| --- | --- |
| Signing up, credit limit, approval, interest, bills, instalments, late charges | **Kredivo**, through the Kredivo app or its customer service |
| Your order, delivery, products, cancellations, returns | **Kilau**, through [Contact Us](/contact-us), [halo@kilau.id](mailto:halo@kilau.id) or WhatsApp +62 811-1234-5678 |
| The status of a refund we have requested | Kilau for the request reference, then Kredivo for the adjusted bill |

Please include your order number when you contact us so we can help straight away.
`,
  },
};
