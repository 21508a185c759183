import type { SeedContentPage } from './types';

/** The shop's FAQ: orders, payment, delivery, returns, points and vouchers, account, authenticity. */
export const FAQ_PAGE: SeedContentPage = {
  key: 'faq',
  path: '/faq',
  kind: 'faq',
  id: {
    title: 'Pertanyaan yang Sering Diajukan (FAQ)',
    description:
      'Jawaban seputar belanja di Kilau: pesanan, pembayaran, pengiriman, pengembalian dan refund, Beauty Points dan voucher, akun dan keamanan, serta keaslian produk.',
    body: `## Pesanan

### Bagaimana cara berbelanja di Kilau?

Pilih produk, masukkan ke tas belanja, lalu klik checkout. Masuk ke akun Kilau-mu (atau daftar bila belum punya), pilih alamat dan pengiriman, pilih metode pembayaran, lalu buat pesanan. Setelah itu, selesaikan pembayaran sebelum batas waktunya. Kamu akan menerima e-mail konfirmasi untuk setiap langkah.

### Bagaimana cara melacak pesananku?

Buka [Pesanan Saya](/my-orders) setelah masuk ke akunmu. Di sana kamu bisa melihat status setiap pesanan, mulai dari menunggu pembayaran, dikemas, dikirim, sampai diterima, beserta nomor resi dan tautan pelacakan dari kurir begitu paket dikirim.

### Bisakah aku membatalkan pesanan?

Bisa, **sebelum membayar atau selama pesanan masih menunggu pembayaran**. Buka pesanan di [Pesanan Saya](/my-orders) lalu pilih batalkan. Setelah pembayaran diterima, pesanan langsung masuk proses pengemasan dan biasanya tidak bisa dibatalkan lagi. Bila ada kendala, segera [hubungi kami](/contact-us) dengan nomor pesananmu dan kami akan berusaha membantu selama pesanan belum dikemas.

### Apakah ada batas jumlah pembelian?

Ya, kamu bisa membeli **maksimal 20 unit untuk setiap produk dalam satu pesanan**. Batas ini menjaga agar produk tetap tersedia untuk semua pelanggan. Beberapa promo dapat memiliki batas yang lebih rendah, yang tercantum pada promo tersebut.

### Bisakah aku mengubah alamat atau isi pesanan setelah memesan?

Alamat dan isi pesanan tidak bisa diubah setelah pesanan dibuat. Bila pesanan masih menunggu pembayaran, cara termudah adalah membatalkannya lalu membuat pesanan baru dengan alamat atau produk yang benar. Bila sudah dibayar, segera [hubungi kami](/contact-us); kami akan memeriksa apakah perubahan alamat masih memungkinkan sebelum paket diserahkan ke kurir.

## Pembayaran

### Metode pembayaran apa saja yang tersedia?

Kamu bisa membayar dengan virtual account (BCA, Permata), CIMB Clicks, e-wallet (GoPay, OVO, LinkAja), QRIS, kartu kredit/debit (Visa, Mastercard, JCB), Kredivo, Indomaret, transfer bank ke rekening BCA atau Mandiri atas nama PT Kilau Cantik Indonesia, dan bayar di tempat (COD) bila tersedia. Metode yang bisa dipakai untuk pesananmu tampil di halaman pembayaran. Panduan langkah demi langkahnya ada di [Cara Pembayaran](/how-to-pay).

### Berapa lama batas waktu pembayaran?

Batas waktu pembayaran tampil di halaman pembayaran dan di [Pesanan Saya](/my-orders). Untuk virtual account, Indomaret, dan transfer bank, batasnya 24 jam sejak pesanan dibuat; untuk e-wallet dan QRIS, waktunya lebih singkat. **Bila pembayaran belum masuk saat waktunya habis, pesanan dibatalkan secara otomatis.** Cara membayar untuk setiap metode ada di [Cara Pembayaran](/how-to-pay).

### Aku bayar dengan transfer bank. Apa yang harus kulakukan setelah transfer?

Setelah mentransfer ke rekening yang tertera di pesananmu, **konfirmasi pembayaranmu dengan mengunggah bukti transfer** di [Pesanan Saya](/my-orders). Pastikan jumlah yang ditransfer sama persis dengan total pesanan. Pesanan diproses setelah dana masuk dan bukti transfer kami verifikasi. Lakukan transfer dan konfirmasi sebelum batas waktu pembayaran habis.

### Apakah bisa bayar di tempat (COD)?

Bisa, bila pilihan bayar di tempat tampil di halaman pembayaran untuk alamat dan pesananmu. COD tersedia untuk pesanan dengan total hingga Rp 3.000.000. Siapkan uang pas dan bayar kepada kurir saat paket diterima.

### Bisakah aku mengganti metode pembayaran?

Bisa, **satu kali untuk setiap pesanan**, selama pesanan masih menunggu pembayaran. Buka pesanan di [Pesanan Saya](/my-orders) lalu pilih ganti metode pembayaran.

### Apakah Kilau menyediakan cicilan atau bayar nanti?

Ya, lewat Kredivo: bayar dalam 30 hari atau cicilan 3, 6, dan 12 bulan untuk pesanan mulai Rp 10.000 sampai Rp 30.000.000. Bunga dan biayanya ditetapkan oleh Kredivo, bukan Kilau. Selengkapnya di [FAQ Kredivo](/page/faq-kredivo).

### Aku sudah membayar, tapi status pesanan belum berubah. Kenapa?

Pembayaran lewat virtual account, e-wallet, QRIS, kartu, dan Indomaret biasanya terkonfirmasi otomatis dalam beberapa menit. Untuk transfer bank, status berubah setelah bukti transfer kami verifikasi pada jam kerja. Bila setelah 1 jam status masih belum berubah (atau lebih dari 1×24 jam kerja untuk transfer bank), [hubungi kami](/contact-us) dengan nomor pesanan dan bukti pembayaranmu.

## Pengiriman

### Ke mana saja Kilau mengirim?

Kami mengirim ke seluruh alamat di Indonesia. Saat ini kami belum melayani pengiriman ke luar negeri.

### Berapa ongkos kirimnya?

**Gratis ongkos kirim untuk pesanan dengan subtotal mulai Rp 200.000.** Di bawah itu, ongkos kirim dihitung otomatis berdasarkan alamat dan layanan kurir yang kamu pilih, dan selalu ditampilkan sebelum kamu membayar.

### Berapa lama pesananku sampai?

Pesanan yang sudah dibayar kami kemas secepatnya pada hari kerja. Perkiraan waktu pengiriman dari kurir tampil saat checkout, tetapi **perkiraan ini bukan jaminan**: pengiriman bisa lebih lama ke Papua dan daerah terpencil, saat hari libur, cuaca buruk, atau periode promo besar. Pantau perjalanan paketmu di [Pesanan Saya](/my-orders).

### Paketku rusak atau belum sampai. Apa yang harus kulakukan?

Bila paket tiba dalam keadaan rusak, foto paket dan isinya (video saat membuka paket akan sangat membantu), lalu ajukan pengembalian dalam 7 hari. Bila status menunjukkan paket sudah diterima tetapi kamu belum menerimanya, atau pelacakan tidak bergerak beberapa hari, [hubungi kami](/contact-us) dengan nomor pesananmu dan kami akan menelusurinya bersama kurir.

## Pengembalian & Refund

### Produk apa saja yang bisa dikembalikan?

Produk yang **rusak saat diterima, salah kirim, atau cacat produksi** bisa dikembalikan **paling lambat 7 hari sejak pesanan diterima**. Demi kebersihan, produk harus belum dibuka dan segelnya masih utuh, kecuali produk yang cacat. Kami tidak menerima pengembalian karena berubah pikiran atau produk tidak cocok di kulit, kecuali produknya cacat.

### Bagaimana cara mengajukan pengembalian?

Buka pesanan di [Pesanan Saya](/my-orders) dalam 7 hari sejak pesanan diterima, lalu pilih **Ajukan pengembalian**. Pilih produk dan jumlahnya, alasan pengembalian, dan cara pengembalian dana, lalu lampirkan **foto produk, kemasan, dan label pengiriman**. Status pengajuanmu tampil di pesanan itu dan kami kabari lewat e-mail. Tim kami akan meninjau pengajuanmu dalam 1×24 jam kerja dan memberi petunjuk pengiriman kembali. Ongkos kirim pengembalian kami tanggung bila kesalahan ada pada kami.

### Bagaimana refund diberikan dan berapa lama prosesnya?

Setelah pengembalian disetujui dan produk kami terima, dana dikembalikan **ke metode pembayaran awal** atau **sebagai saldo belanja (store credit)** di Kilau, sesuai pilihanmu. Kami memproses refund paling lambat 3 hari kerja setelah disetujui. Lama dana sampai bergantung pada bank atau penyedia pembayaranmu; untuk kartu kredit bisa sampai 14 hari kerja.

### Bagaimana bila pesananku dibatalkan setelah aku membayar?

Bila kami harus membatalkan pesanan yang sudah dibayar, misalnya karena stok habis, kamu mendapat refund penuh ke metode pembayaran awal atau sebagai saldo belanja, sesuai pilihanmu. Kami akan memberitahumu lewat e-mail.

## Beauty Points & Voucher

### Apa itu Beauty Points dan bagaimana cara mendapatkannya?

Beauty Points adalah poin hadiah dari Kilau. Kamu mendapat **1 poin untuk setiap Rp 50.000 yang kamu bayar** dalam satu pesanan. Contohnya, pesanan yang kamu bayar Rp 275.000 memberi 5 poin. **Poin masuk ke akunmu setelah pesanan berstatus selesai.**

### Berapa nilai Beauty Points dan bagaimana cara memakainya?

**Setiap poin bernilai Rp 1.000.** Di tas belanja, masukkan jumlah poin yang ingin kamu pakai, dan potongannya langsung dihitung, maksimal sebesar nilai belanjamu. Beauty Points tidak dapat ditukar dengan uang tunai atau dipindahkan ke akun lain.

### Bisakah aku memakai lebih dari satu voucher?

Tidak, hanya **satu voucher untuk setiap pesanan**. Voucher tetap bisa dipakai bersama Beauty Points.

### Kenapa voucherku tidak bisa dipakai?

Periksa ketentuan voucher: minimum belanja, masa berlaku, produk atau brand yang berlaku, dan batas pemakaian per akun. Pastikan juga belum ada voucher lain di tas belanjamu. Bila semua ketentuan sudah terpenuhi tetapi voucher tetap tidak bisa dipakai, [hubungi kami](/contact-us) dengan kode voucher dan tangkapan layar pesan yang muncul.

### Apa yang terjadi dengan poin dan voucherku bila pesanan dibatalkan?

Beauty Points yang kamu pakai pada pesanan yang dibatalkan dikembalikan ke saldomu. Voucher dikembalikan sesuai ketentuan voucher tersebut, selama masa berlakunya belum habis. Pesanan yang dibatalkan tidak memberi poin.

## Akun & Keamanan

### Aku lupa kata sandi. Bagaimana cara masuk?

Di halaman masuk, pilih lupa kata sandi lalu masukkan e-mail akunmu. Kami mengirim **tautan untuk mengatur kata sandi baru** ke e-mail tersebut. Bila e-mail tidak masuk dalam beberapa menit, periksa folder spam atau promosi.

### Kenapa aku tidak bisa masuk ke akunku?

Demi keamanan, **proses masuk diblokir setelah 5 kali salah memasukkan kata sandi**. Untuk membukanya, atur ulang kata sandimu lewat menu lupa kata sandi. Bila kamu tidak pernah mencoba masuk sebanyak itu, seseorang mungkin mencoba menebak kata sandimu; baca langkah-langkahnya di [Kebijakan Keamanan](/page/kebijakan-keamanan).

### Kode OTP-ku tidak masuk. Apa yang harus kulakukan?

Tunggu sebentar, lalu minta kode baru setelah hitungan mundur selesai. Kamu bisa memilih menerima kode lewat SMS, WhatsApp, atau e-mail. Kode OTP bisa diminta **maksimal 5 kali sehari**; setelah itu, coba lagi keesokan harinya. Pastikan nomor ponselmu benar dan aktif. Jangan pernah membagikan kode OTP kepada siapa pun, termasuk kepada yang mengaku karyawan Kilau.

### Bagaimana cara mengubah data akun atau alamat?

Masuk ke akunmu, lalu buka halaman akun untuk mengubah nama, e-mail, nomor ponsel, kata sandi, dan alamat pengiriman. Kamu bisa menyimpan hingga 10 alamat. Mengganti nomor ponsel memerlukan verifikasi dengan kode OTP.

### Bagaimana cara menutup akun?

Kirim permintaan lewat [Hubungi Kami](/contact-us) dari e-mail atau nomor ponsel yang terdaftar di akunmu. Sebelum ditutup, pastikan tidak ada pesanan yang sedang berjalan dan pakai dulu Beauty Points-mu, karena poin akan hangus saat akun ditutup. Cara kami mengelola datamu dijelaskan di [Kebijakan Privasi](/page/kebijakan-privasi).

## Produk & Keaslian

### Apakah semua produk di Kilau asli?

Ya. **Setiap produk di Kilau original**, didatangkan langsung dari pemilik brand atau distributor resminya di Indonesia. Kami tidak membeli dari pihak ketiga, importir tidak resmi, atau penjual di marketplace. Daftar brand dan toko resminya ada di [Official Brand Store](/store).

### Bagaimana cara mengecek keaslian produk?

Banyak produk di Kilau memiliki kode **Cek keaslian** pada kemasannya. Masukkan kode tersebut di halaman produk atau di akunmu untuk memastikan produk itu asli dan berasal dari Kilau. Bila hasil pengecekan tidak sesuai, [hubungi kami](/contact-us) dengan foto kemasan dan nomor pesananmu.

### Apakah produk di Kilau terdaftar di BPOM dan halal?

Produk kosmetik yang kami jual memiliki nomor notifikasi BPOM yang berlaku, yang tercantum di halaman produk. Informasi halal kami tampilkan bila brand memiliki sertifikat halal; bila tidak ada informasi halal, berarti produk tersebut belum bersertifikat halal atau brand belum memberikan datanya kepada kami.

### Bagaimana cara menulis ulasan?

Masuk ke akunmu, buka halaman produk, lalu tulis ulasan di bagian ulasan. Kamu bisa menambahkan nilai, tag, dan foto. Bila kamu membeli produk tersebut di Kilau dan pesananmu sudah diterima, ulasanmu mendapat tanda **Pembeli terverifikasi** sehingga lebih dipercaya pembeli lain. Ulasan dimoderasi sesuai pedoman kami, tetapi kami tidak pernah menghapus ulasan hanya karena nilainya rendah.

### Bagaimana aku tahu produk cocok untuk kulitku?

Baca deskripsi, komposisi, dan ulasan pembeli lain; kamu bisa menyaring ulasan menurut nilai, tag, ulasan berfoto, atau hanya dari Pembeli terverifikasi. Lakukan uji tempel sebelum memakai produk baru, terutama bila kulitmu sensitif. Kamu juga bisa mencoba tester dan berkonsultasi dengan tim kami di [toko Kilau](/find-us).
`,
  },
  en: {
    title: 'Frequently Asked Questions (FAQ)',
    description:
      'Answers about shopping at Kilau: orders, payment, delivery, returns and refunds, Beauty Points and vouchers, your account and security, and product authenticity.',
    body: `## Orders

### How do I shop at Kilau?

Choose your products, add them to your bag and go to checkout. Sign in to your Kilau account (or create one), choose your address and delivery option, choose a payment method and place your order. Then complete the payment before the deadline. We send you an e-mail at every step.

### How do I track my order?

Sign in and open [My Orders](/my-orders). There you can see the status of every order, from waiting for payment through packing and shipping to delivered, with the courier's tracking number and link as soon as the parcel ships.

### Can I cancel my order?

Yes, **before you pay or while the order is waiting for payment**. Open the order in [My Orders](/my-orders) and choose cancel. Once payment is received, the order goes straight to packing and usually cannot be cancelled. If something is wrong, [contact us](/contact-us) quickly with your order number and we will try to help while the order has not been packed.

### Is there a limit on how many I can buy?

Yes, you can buy **up to 20 units of each product per order**. This keeps products available for everyone. Some promotions have a lower limit, which is stated in the promotion.

### Can I change my address or what I ordered after placing the order?

The address and items cannot be changed once the order is placed. If the order is still waiting for payment, the easiest way is to cancel it and place a new order with the right address or products. If you have already paid, [contact us](/contact-us) straight away and we will check whether the address can still be changed before the parcel goes to the courier.

## Payment

### Which payment methods can I use?

You can pay by virtual account (BCA, Permata), CIMB Clicks, e-wallet (GoPay, OVO, LinkAja), QRIS, credit or debit card (Visa, Mastercard, JCB), Kredivo, Indomaret, bank transfer to our BCA or Mandiri accounts in the name of PT Kilau Cantik Indonesia, and cash on delivery (COD) where available. The methods you can use for your order are shown on the payment page. Step-by-step guides are on [How to Pay](/how-to-pay).

### How long do I have to pay?

Your payment deadline is shown on the payment page and in [My Orders](/my-orders). For virtual accounts, Indomaret and bank transfer it is 24 hours from when you place the order; for e-wallets and QRIS it is shorter. **If the payment has not arrived when the time runs out, the order is cancelled automatically.** How to pay with each method is explained on [How to Pay](/how-to-pay).

### I paid by bank transfer. What do I do next?

After transferring to the account shown on your order, **confirm your payment by uploading the transfer receipt** in [My Orders](/my-orders). Make sure you transfer exactly the order total. We process the order once the money arrives and we have verified the receipt. Please transfer and confirm before the payment deadline.

### Can I pay cash on delivery (COD)?

Yes, if cash on delivery appears on the payment page for your address and order. COD is available for orders up to Rp 3.000.000. Have the exact amount ready and pay the courier when your parcel arrives.

### Can I change my payment method?

Yes, **once per order**, while the order is waiting for payment. Open the order in [My Orders](/my-orders) and choose to change the payment method.

### Can I pay later or in instalments?

Yes, with Kredivo: pay within 30 days or in 3, 6 or 12 monthly instalments, for orders from Rp 10.000 to Rp 30.000.000. Interest and fees are set by Kredivo, not Kilau. See the [Kredivo FAQ](/page/faq-kredivo) for details.

### I have paid, but my order status has not changed. Why?

Payments by virtual account, e-wallet, QRIS, card and Indomaret are usually confirmed automatically within a few minutes. For bank transfers, the status changes once we have verified your receipt during working hours. If the status has not changed after an hour (or after one working day for a bank transfer), [contact us](/contact-us) with your order number and proof of payment.

## Shipping

### Where does Kilau deliver?

We deliver to any address in Indonesia. We do not ship abroad at the moment.

### How much is shipping?

**Shipping is free on orders with a subtotal of Rp 200.000 or more.** Below that, the shipping cost is calculated automatically from your address and the courier service you choose, and is always shown before you pay.

### How long will my order take to arrive?

We pack paid orders as quickly as we can on working days. The courier's estimated delivery time is shown at checkout, but **it is an estimate, not a guarantee**: deliveries can take longer to Papua and remote areas, on public holidays, in bad weather or during big sales. Follow your parcel in [My Orders](/my-orders).

### My parcel arrived damaged or has not arrived. What should I do?

If the parcel arrives damaged, take photos of the parcel and its contents (an unboxing video helps a lot) and request a return within 7 days. If the status says delivered but you have not received it, or tracking has not moved for several days, [contact us](/contact-us) with your order number and we will trace it with the courier.

## Returns & Refunds

### Which products can I return?

Products that **arrived damaged, were sent in error or have a manufacturing defect** can be returned **within 7 days of delivery**. For hygiene reasons, products must be unopened with the seal intact, unless they are defective. We do not accept returns because you changed your mind or a product did not suit your skin, unless it is defective.

### How do I request a return?

Open the order in [My Orders](/my-orders) within 7 days of delivery and choose **Request a return**. Pick the products and quantities, the reason and how you want your refund, and attach **photos of the product, its packaging and the shipping label**. The request's status shows on that order and we tell you by e-mail. Our team reviews your request within one working day and tells you how to send the product back. We cover return shipping if the mistake was ours.

### How will I be refunded, and how long does it take?

Once the return is approved and we have received the product, we refund you **to your original payment method** or **as Kilau store credit**, as you prefer. We process refunds within 3 working days of approval. How long the money takes to arrive depends on your bank or payment provider; for credit cards it can take up to 14 working days.

### What if my order is cancelled after I have paid?

If we have to cancel an order you have paid for, for example because an item is out of stock, you get a full refund to your original payment method or as store credit, as you prefer. We will let you know by e-mail.

## Beauty Points & Vouchers

### What are Beauty Points and how do I earn them?

Beauty Points are Kilau's reward points. You earn **1 point for every Rp 50.000 you pay** in an order. For example, an order on which you pay Rp 275.000 earns 5 points. **Points are added to your account once the order is completed.**

### What are Beauty Points worth and how do I use them?

**Each point is worth Rp 1.000.** In your bag, enter how many points you want to use and the discount is applied straight away, up to the value of your purchase. Beauty Points cannot be exchanged for cash or moved to another account.

### Can I use more than one voucher?

No, it is **one voucher per order**. You can still use a voucher together with Beauty Points.

### Why can't I use my voucher?

Check the voucher's conditions: minimum spend, validity period, eligible products or brands, and how many times each account can use it. Also make sure there is no other voucher in your bag already. If you meet every condition and the voucher still does not work, [contact us](/contact-us) with the voucher code and a screenshot of the message you see.

### What happens to my points and voucher if my order is cancelled?

Beauty Points used on a cancelled order go back to your balance. A voucher is returned according to its own conditions, as long as it has not expired. Cancelled orders do not earn points.

## Account & Security

### I forgot my password. How do I sign in?

On the sign-in page, choose forgotten password and enter your account e-mail. We send **a link to set a new password** to that address. If it does not arrive within a few minutes, check your spam or promotions folder.

### Why can't I sign in to my account?

For your security, **sign-in is blocked after 5 wrong password attempts**. To unblock it, reset your password using the forgotten password option. If you did not make those attempts, someone may be trying to guess your password; see the steps in our [Security Policy](/page/kebijakan-keamanan).

### My one-time code (OTP) has not arrived. What should I do?

Wait a moment, then request a new code once the countdown ends. You can choose to receive the code by SMS, WhatsApp or e-mail. You can request **up to 5 codes a day**; after that, please try again the next day. Make sure your mobile number is correct and active. Never share a one-time code with anyone, including someone who says they work for Kilau.

### How do I change my account details or addresses?

Sign in and open your account page to change your name, e-mail, mobile number, password and delivery addresses. You can save up to 10 addresses. Changing your mobile number requires verification with a one-time code.

### How do I close my account?

Send a request through [Contact Us](/contact-us) from the e-mail address or mobile number registered to your account. Before we close it, make sure you have no orders in progress and use up your Beauty Points, as they are lost when the account is closed. How we handle your data is explained in our [Privacy Policy](/page/kebijakan-privasi).

## Products & Authenticity

### Is everything at Kilau authentic?

Yes. **Every product at Kilau is original**, sourced directly from the brand owner or its official distributor in Indonesia. We do not buy from third parties, unofficial importers or marketplace sellers. You can see every brand and its official store in the [Official Brand Store](/store) directory.

### How can I check that a product is authentic?

Many products at Kilau have an **authenticity check** code ("Cek keaslian") on the pack. Enter the code on the product page or in your account to confirm the product is genuine and came from Kilau. If the result does not look right, [contact us](/contact-us) with a photo of the packaging and your order number.

### Are Kilau's products BPOM-registered and halal?

The cosmetics we sell hold a valid BPOM notification number, shown on the product page. We show halal information where the brand holds a halal certificate; if there is no halal information, the product is not halal-certified or the brand has not shared the details with us.

### How do I write a review?

Sign in, open the product page and write your review in the reviews section. You can add a rating, tags and photos. If you bought the product at Kilau and your order has been delivered, your review gets a **Verified buyer** badge, so other shoppers know they can trust it. Reviews are moderated under our guidelines, but we never remove a review just because it is negative.

### How do I know a product suits my skin?

Read the description, the ingredients and other shoppers' reviews; you can filter reviews by rating, tag, reviews with photos or verified buyers only. Patch test new products before use, especially if your skin is sensitive. You can also try testers and get advice from our team at a [Kilau store](/find-us).
`,
  },
};
