import type { SeedContentPage } from './types';

/** Kebijakan Privasi under UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). */
export const PRIVACY_POLICY_PAGE: SeedContentPage = {
  key: 'privacy-policy',
  path: '/page/kebijakan-privasi',
  kind: 'page',
  id: {
    title: 'Kebijakan Privasi',
    description:
      'Cara PT Kilau Cantik Indonesia mengumpulkan, memakai, membagikan dan melindungi data pribadimu sesuai UU No. 27 Tahun 2022 (UU PDP), serta cara memakai hak-hakmu atas data tersebut.',
    body: `*Terakhir diperbarui: 1 November 2026*

Privasimu penting bagi kami. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan saat kamu berbelanja di Kilau, untuk apa kami memakainya, dengan siapa kami membagikannya, berapa lama kami menyimpannya, dan bagaimana kamu bisa memakai hak-hakmu. Kebijakan ini disusun berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi ("**UU PDP**") dan peraturan lain yang berlaku di Indonesia.

Kebijakan ini berlaku untuk situs Kilau, akun Kilau, layanan pelanggan kami, dan tiga toko Kilau.

## 1. Siapa kami

Pengendali data pribadimu adalah:

**PT Kilau Cantik Indonesia** ("**Kilau**", "**kami**")
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190
E-mail: [halo@kilau.id](mailto:halo@kilau.id)

Kami telah menunjuk Pejabat Pelindungan Data Pribadi (*Data Protection Officer*) yang dapat kamu hubungi di [privasi@kilau.id](mailto:privasi@kilau.id). Lihat bagian 15.

## 2. Data yang kami kumpulkan

### Data yang kamu berikan

- **Data akun**: nama, nama pengguna, alamat e-mail, nomor ponsel, jenis kelamin, tanggal lahir (bila kamu isi), dan kata sandi (disimpan dalam bentuk hash, tidak pernah sebagai teks biasa).
- **Data kontak**: isi pesan yang kamu kirim lewat formulir kontak, e-mail, atau WhatsApp, beserta lampirannya.
- **Alamat**: alamat pengiriman, nama dan nomor telepon penerima, serta patokan yang kamu tulis.
- **Data pesanan**: produk yang kamu beli, jumlah, harga, voucher dan Beauty Points yang dipakai, pilihan pengiriman, serta status pesanan dan pengembalian.
- **Referensi pembayaran**: metode pembayaran, nomor virtual account, ID transaksi, status pembayaran, dan bukti transfer yang kamu unggah. **Nomor kartu kredit/debit dimasukkan langsung di halaman payment gateway dan tidak pernah disimpan oleh Kilau.** Kami hanya menerima token dan sebagian nomor kartu (misalnya empat digit terakhir) dari payment gateway.
- **NPWP**, bila kamu meminta faktur pajak.
- **Ulasan dan foto**: ulasan, nilai, tag, foto produk yang kamu unggah, dan informasi yang kamu pilih untuk ditampilkan bersama ulasan, seperti lama pemakaian produk.
- **Preferensi**: wishlist, produk yang kamu ikuti, pilihan bahasa, dan persetujuan pemasaran.

### Data yang kami kumpulkan secara otomatis

- **Data perangkat dan penggunaan**: alamat IP, jenis perangkat dan browser, sistem operasi, halaman yang kamu kunjungi, pencarian di situs, produk yang kamu lihat, waktu akses, dan catatan keamanan seperti percobaan masuk yang gagal.
- **Cookie dan teknologi serupa**: lihat bagian 12.

### Data dari pihak lain

- Status pembayaran dari payment gateway dan, bila kamu memilih Kredivo, hasil persetujuan dari Kredivo (bukan data kreditmu).
- Status pengiriman dari perusahaan kurir.

Kami tidak meminta data pribadi yang bersifat spesifik, seperti data kesehatan atau biometrik. Informasi jenis atau masalah kulit yang kamu bagikan di ulasan bersifat sukarela; jangan bagikan informasi yang tidak ingin kamu tampilkan secara publik.

## 3. Dasar pemrosesan

Kami hanya memproses data pribadimu bila ada dasar hukum menurut Pasal 20 UU PDP:

| Dasar pemrosesan | Contoh |
| --- | --- |
| **Persetujuan** | Newsletter dan pesan promosi, cookie analitik dan pemasaran, ulasan dan foto yang kamu unggah |
| **Pelaksanaan perjanjian** | Membuat akun, memproses pesanan, pembayaran, pengiriman, pengembalian, Beauty Points |
| **Kewajiban hukum** | Pencatatan transaksi dan perpajakan, menanggapi permintaan resmi aparat penegak hukum |
| **Kepentingan yang sah** | Mencegah penipuan dan penyalahgunaan akun, menjaga keamanan situs, memperbaiki layanan dengan data statistik |

Bila pemrosesan berdasarkan persetujuan, kamu dapat menarik persetujuan itu kapan saja. Penarikan tidak memengaruhi pemrosesan yang sudah terjadi sebelumnya.

## 4. Untuk apa kami memakai datamu

- Membuat dan mengelola akunmu, termasuk verifikasi nomor ponsel dengan kode OTP.
- Memproses pesanan, pembayaran, pengiriman, pembatalan, pengembalian, dan refund.
- Menghitung dan memberikan Beauty Points serta menerapkan voucher.
- Menjawab pertanyaan dan keluhanmu.
- Menampilkan ulasanmu beserta tanda Pembeli terverifikasi bila pesananmu sudah diterima.
- Mengirim informasi layanan yang penting, seperti konfirmasi pesanan, batas waktu pembayaran, dan perubahan kebijakan.
- Mengirim newsletter dan promosi, **hanya bila kamu menyetujuinya**.
- Menyesuaikan rekomendasi produk di situs, misalnya berdasarkan produk yang pernah kamu lihat.
- Mendeteksi dan mencegah penipuan, penyalahgunaan voucher, dan akses tidak sah ke akun.
- Memenuhi kewajiban hukum, termasuk perpajakan.
- Menganalisis penggunaan situs secara agregat untuk memperbaiki layanan.

### Keputusan otomatis

Untuk mencegah penipuan, sistem kami dapat menandai pesanan atau percobaan masuk yang mencurigakan secara otomatis, misalnya mengunci proses masuk setelah 5 kali salah kata sandi sampai kamu mengatur ulang kata sandi. Pesanan yang ditandai selalu diperiksa oleh tim kami sebelum dibatalkan. Kamu berhak mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis (lihat bagian 9).

## 5. Dengan siapa kami membagikan datamu

Kami **tidak menjual** data pribadimu dan tidak menyewakannya kepada siapa pun. Kami hanya membagikan data yang diperlukan kepada:

- **Perusahaan kurir**: nama penerima, alamat, nomor telepon, dan isi paket untuk mengantarkan pesanan.
- **Payment gateway** berizin dan penyedia pembayaran yang kamu pilih (bank, e-wallet, Indomaret, Kredivo): nomor pesanan, jumlah yang dibayar, dan data kontak yang diperlukan untuk memproses pembayaran.
- **Penyedia layanan e-mail, SMS, dan WhatsApp**: untuk mengirim kode OTP, pemberitahuan pesanan, dan (bila kamu setuju) pesan promosi.
- **Penyedia cloud hosting dan infrastruktur**: tempat situs dan basis data kami berjalan.
- **Penyedia analitik dan layanan pelanggan**: untuk memahami penggunaan situs dan mengelola pesanmu.
- **Brand atau distributor resmi**: hanya bila diperlukan untuk menangani klaim produk cacat, dan hanya sebatas data yang diperlukan.
- **Instansi pemerintah dan aparat penegak hukum**: bila diwajibkan oleh peraturan perundang-undangan atau berdasarkan permintaan resmi yang sah.
- **Pihak yang mengambil alih usaha kami**: bila terjadi penggabungan, pengambilalihan, atau pemisahan usaha, dengan pemberitahuan kepadamu sebagaimana diwajibkan UU PDP.

Semua penyedia layanan kami terikat perjanjian tertulis untuk memproses data hanya atas instruksi kami, menjaga kerahasiaannya, dan menerapkan pengamanan yang memadai.

## 6. Transfer data ke luar Indonesia

Sebagian penyedia layanan kami, misalnya penyedia cloud atau e-mail, dapat menyimpan atau memproses data di luar wilayah Indonesia. Sesuai Pasal 56 UU PDP, kami hanya melakukan transfer tersebut bila:

- negara tujuan memiliki tingkat pelindungan data pribadi yang setara atau lebih tinggi dari UU PDP; atau
- terdapat pelindungan yang memadai dan mengikat, seperti perjanjian pemrosesan data dengan klausul pelindungan data; atau
- bila kedua syarat tersebut tidak terpenuhi, dengan persetujuanmu.

Kami juga memastikan data tetap dienkripsi saat dikirim dan disimpan.

## 7. Berapa lama kami menyimpan datamu

Kami menyimpan data pribadi hanya selama diperlukan untuk tujuan pemrosesannya atau selama diwajibkan oleh hukum. Setelah itu data dihapus, dimusnahkan, atau dianonimkan.

| Jenis data | Jangka waktu penyimpanan |
| --- | --- |
| Data akun dan alamat | Selama akun aktif; dihapus seketika saat kamu menutup akun |
| Pesanan, faktur, dan referensi pembayaran | 10 tahun sejak transaksi, sesuai kewajiban pencatatan dan perpajakan |
| Bukti transfer bank | 10 tahun sejak transaksi, sebagai bagian dari catatan transaksi |
| Pesan ke layanan pelanggan | 2 tahun sejak pertanyaan atau keluhan selesai ditangani |
| Ulasan dan foto | Selama ulasan tayang; saat akun ditutup, dihapus atau disimpan tanpa namamu sesuai pilihanmu |
| Kode OTP | Sampai kode kedaluwarsa atau dipakai |
| Catatan keamanan dan log akses | 12 bulan |
| Data analitik | Paling lama 14 bulan, setelah itu hanya disimpan dalam bentuk agregat |
| Langganan newsletter | Sampai kamu berhenti berlangganan; bukti persetujuan disimpan 2 tahun setelahnya |

Bila ada sengketa, klaim, atau permintaan resmi, kami dapat menyimpan data yang relevan lebih lama sampai urusan tersebut selesai.

## 8. Bagaimana kami melindungi datamu

- Seluruh koneksi ke situs Kilau dienkripsi dengan HTTPS (TLS).
- Kata sandi disimpan dalam bentuk hash; tidak ada karyawan yang dapat melihatnya.
- Data kartu dimasukkan di halaman payment gateway yang memenuhi standar PCI-DSS dan disimpan dalam bentuk token.
- Proses masuk dikunci setelah 5 kali salah kata sandi sampai kata sandi diatur ulang, dan tindakan sensitif dilindungi kode OTP.
- Akses karyawan ke data pribadi dibatasi sesuai tugasnya, memakai autentikasi dua langkah, dan dicatat.
- Basis data dan cadangan dienkripsi, dan sistem kami diuji keamanannya secara berkala.
- Karyawan dan mitra kami terikat kewajiban kerahasiaan dan mendapat pelatihan pelindungan data.

Penjelasan lebih lengkap ada di [Kebijakan Keamanan](/page/kebijakan-keamanan).

## 9. Hak-hakmu

Sebagai subjek data pribadi, UU PDP memberimu hak untuk:

- **Mendapatkan informasi** tentang identitas kami, dasar dan tujuan pemrosesan, serta akuntabilitas kami.
- **Mengakses** data pribadimu dan mendapatkan salinannya.
- **Memperbaiki, melengkapi, dan memperbarui** data yang salah atau tidak lengkap. Sebagian besar data bisa kamu ubah sendiri di halaman akun.
- **Mengakhiri pemrosesan, menghapus, dan/atau memusnahkan** data pribadimu, kecuali yang wajib kami simpan menurut hukum.
- **Menarik kembali persetujuan** yang pernah kamu berikan.
- **Mengajukan keberatan** atas keputusan yang hanya didasarkan pada pemrosesan otomatis, termasuk profiling, yang menimbulkan akibat hukum atau berdampak signifikan bagimu.
- **Menunda atau membatasi pemrosesan** data pribadimu.
- **Mendapatkan dan/atau menggunakan** data pribadimu dalam format yang umum dipakai dan dapat dibaca sistem, serta meminta kami mengirimkannya ke pengendali data lain (**portabilitas data**), sepanjang sistemnya dapat saling berkomunikasi dengan aman.
- **Menggugat dan menerima ganti rugi** atas pelanggaran pemrosesan data pribadimu sesuai peraturan perundang-undangan.

## 10. Cara memakai hak-hakmu

Dua hak bisa kamu pakai sendiri kapan saja di halaman akun **[Privasi & data](/my-privacy)**:

- **Unduh data saya**: kami menyiapkan satu berkas zip berisi JSON dan CSV (profil, alamat, pesanan beserta pembayaran dan riwayatnya, ulasan, poin, voucher, persetujuan cookie dan newsletter, wishlist, kuis, lucky draw, akademi, dan lainnya) lalu mengirim tautannya ke e-mailmu. Tautan hanya bisa dibuka saat kamu masuk ke akunmu dan berlaku 24 jam. Kata sandi dan kode tidak pernah disertakan.
- **Tutup akun**: setelah kamu memasukkan kode verifikasi yang kami kirim ke e-mailmu, akunmu ditutup seketika. Nama, e-mail, nomor ponsel, alamat, kartu tersimpan, wishlist, poin, voucher, langganan newsletter, dan semua sesi masukmu dihapus; e-mail dan nomor ponselmu bisa dipakai lagi untuk akun baru. Pesanan dan faktur tetap kami simpan selama masa yang diwajibkan hukum, tetapi tanpa identitasmu: alamat pengiriman hanya menyisakan provinsi dan kota, nilai transaksinya tidak berubah. Ulasanmu dihapus atau tetap tayang atas nama "Akun dihapus", sesuai pilihanmu. Akun belum bisa ditutup selama masih ada pesanan yang belum dibayar, sedang dikirim, atau menunggu pengembalian dana.

Untuk hak lainnya:

1. Kirim permintaan ke [privasi@kilau.id](mailto:privasi@kilau.id) atau lewat [Hubungi Kami](/contact-us), dari alamat e-mail atau nomor ponsel yang terdaftar di akunmu.
2. Sebutkan hak yang ingin kamu pakai dan data yang dimaksud.
3. Kami dapat meminta verifikasi identitas, misalnya dengan kode OTP, agar datamu tidak jatuh ke tangan orang lain.

Kami **mengonfirmasi penerimaan permintaanmu paling lambat 3×24 jam** dan menindaklanjutinya dalam jangka waktu yang ditetapkan UU PDP dan peraturan pelaksanaannya. Permintaan ini tidak dipungut biaya. Bila kami tidak dapat memenuhi permintaanmu, misalnya karena data wajib kami simpan untuk keperluan pajak, kami akan menjelaskan alasannya secara tertulis.

Bila kamu merasa hak-hakmu tidak dipenuhi, kamu juga dapat mengadu kepada lembaga penyelenggara pelindungan data pribadi.

## 11. Bila terjadi kegagalan pelindungan data

Bila terjadi kegagalan pelindungan data pribadi yang menyangkut datamu, kami akan memberitahukannya secara tertulis **paling lambat 3×24 jam** kepadamu dan kepada lembaga penyelenggara pelindungan data pribadi, sesuai Pasal 46 UU PDP. Pemberitahuan tersebut memuat data apa yang terungkap, kapan dan bagaimana hal itu terjadi, serta langkah yang kami ambil untuk menangani dan memulihkannya. Bila diperlukan, kami juga akan memberitahukannya kepada masyarakat.

## 12. Cookie

Cookie adalah berkas kecil yang disimpan browser-mu. Kami memakai:

| Jenis cookie | Fungsi | Perlu persetujuan? |
| --- | --- | --- |
| Esensial | Menjaga sesi masuk, isi tas belanja, dan keamanan | Tidak, karena situs tidak dapat berjalan tanpanya |
| Preferensi | Mengingat bahasa dan pilihan tampilan | Tidak |
| Analitik | Memahami cara situs dipakai secara agregat | Ya |
| Pemasaran | Mengukur kampanye dan menampilkan iklan yang relevan | Ya |

Kamu dapat mengubah pilihan cookie kapan saja lewat pengaturan cookie di situs atau di browser-mu. Memblokir cookie esensial dapat membuat situs tidak berfungsi dengan baik.

## 13. Pemasaran dan newsletter

- Kami hanya mengirim newsletter dan promosi bila kamu menyetujuinya.
- Pendaftaran newsletter memakai **konfirmasi ganda (double opt-in)**: langgananmu baru aktif setelah kamu mengeklik tautan konfirmasi di e-mail yang kami kirim.
- **Setiap e-mail pemasaran memuat tautan berhenti berlangganan.** Kamu juga dapat mematikan promosi e-mail dan WhatsApp di pengaturan akunmu.
- Berhenti berlangganan tidak menghentikan pesan layanan yang penting, seperti konfirmasi pesanan dan informasi pengiriman.

## 14. Anak-anak

Layanan Kilau ditujukan untuk pengguna berusia 17 tahun ke atas. Pengguna di bawah 17 tahun hanya boleh membuat akun dan berbelanja dengan persetujuan dan pengawasan orang tua atau wali. Bila kami mengetahui ada data anak yang diproses tanpa persetujuan orang tua atau wali, kami akan menghapusnya. Orang tua atau wali dapat menghubungi kami di [privasi@kilau.id](mailto:privasi@kilau.id).

## 15. Pejabat Pelindungan Data Pribadi

Untuk pertanyaan, permintaan, atau keluhan tentang data pribadimu, hubungi:

**Pejabat Pelindungan Data Pribadi, PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190
E-mail: [privasi@kilau.id](mailto:privasi@kilau.id)

## 16. Perubahan kebijakan ini

Kami dapat memperbarui kebijakan ini bila layanan kami atau peraturan berubah. Tanggal pembaruan terakhir selalu tercantum di bagian atas halaman ini. Bila perubahannya penting, misalnya tujuan pemrosesan baru, kami akan memberitahumu lewat e-mail atau pemberitahuan di situs sebelum perubahan berlaku, dan meminta persetujuanmu bila diwajibkan.
`,
  },
  en: {
    title: 'Privacy Policy',
    description:
      'How PT Kilau Cantik Indonesia collects, uses, shares and protects your personal data under Law No. 27 of 2022 on Personal Data Protection (UU PDP), and how to exercise your rights.',
    body: `*Last updated: 1 November 2026*

Your privacy matters to us. This policy explains what personal data we collect when you shop at Kilau, what we use it for, who we share it with, how long we keep it and how you can exercise your rights. It is written under Law No. 27 of 2022 on Personal Data Protection (Undang-Undang Pelindungan Data Pribadi, "**UU PDP**") and other applicable Indonesian regulations.

This policy covers the Kilau website, Kilau accounts, our customer care and our three Kilau stores.

## 1. Who we are

The controller of your personal data is:

**PT Kilau Cantik Indonesia** ("**Kilau**", "**we**", "**us**")
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190
E-mail: [halo@kilau.id](mailto:halo@kilau.id)

We have appointed a Data Protection Officer, whom you can reach at [privasi@kilau.id](mailto:privasi@kilau.id). See section 15.

## 2. The data we collect

### Data you give us

- **Account data**: name, username, e-mail address, mobile number, gender, date of birth (if you add it) and password (stored as a hash, never as plain text).
- **Contact data**: the messages you send us through the contact form, by e-mail or on WhatsApp, and any attachments.
- **Addresses**: delivery addresses, the recipient's name and phone number, and any landmarks you add.
- **Order data**: the products you buy, quantities, prices, vouchers and Beauty Points used, delivery choices, and the status of orders and returns.
- **Payment references**: payment method, virtual account number, transaction ID, payment status and any transfer receipt you upload. **Card numbers are entered directly on the payment gateway's page and are never stored by Kilau.** We only receive a token and part of the card number (such as the last four digits) from the gateway.
- **Tax ID (NPWP)**, if you ask for a tax invoice.
- **Reviews and photos**: your reviews, ratings, tags, product photos you upload, and details you choose to show with a review, such as how long you have used the product.
- **Preferences**: your wishlist, products you follow, language and marketing choices.

### Data we collect automatically

- **Device and usage data**: IP address, device and browser type, operating system, pages visited, searches on the site, products viewed, time of access and security records such as failed sign-in attempts.
- **Cookies and similar technologies**: see section 12.

### Data from others

- Payment status from the payment gateway and, if you choose Kredivo, whether Kredivo approved the payment (not your credit data).
- Delivery status from courier companies.

We do not ask for specific (sensitive) personal data such as health or biometric data. Anything you share about your skin type or skin concerns in a review is voluntary; please do not share anything you would not want to appear in public.

## 3. Our legal bases

We only process your personal data when we have a legal basis under Article 20 of the UU PDP:

| Legal basis | Examples |
| --- | --- |
| **Consent** | Newsletters and promotions, analytics and marketing cookies, reviews and photos you upload |
| **Performance of a contract** | Creating your account, processing orders, payment, delivery, returns, Beauty Points |
| **Legal obligation** | Keeping transaction and tax records, responding to lawful requests from law enforcement |
| **Legitimate interest** | Preventing fraud and account misuse, keeping the site secure, improving our service with statistics |

Where we rely on consent, you can withdraw it at any time. Withdrawing does not affect processing that took place before.

## 4. What we use your data for

- Creating and managing your account, including verifying your mobile number with a one-time code (OTP).
- Processing orders, payments, deliveries, cancellations, returns and refunds.
- Calculating and crediting Beauty Points and applying vouchers.
- Answering your questions and complaints.
- Showing your reviews, with a Verified buyer badge once your order has been delivered.
- Sending important service messages, such as order confirmations, payment deadlines and policy changes.
- Sending newsletters and promotions, **only if you agree**.
- Tailoring product recommendations on the site, for example based on products you have viewed.
- Detecting and preventing fraud, voucher abuse and unauthorised access to accounts.
- Meeting our legal obligations, including tax.
- Analysing how the site is used, in aggregate, to improve our service.

### Automated decisions

To prevent fraud, our systems may automatically flag suspicious orders or sign-in attempts, for example by locking sign-in after 5 wrong passwords until you reset your password. A flagged order is always reviewed by our team before it is cancelled. You have the right to object to decisions based solely on automated processing (see section 9).

## 5. Who we share your data with

We **do not sell** your personal data or rent it to anyone. We only share what is needed with:

- **Courier companies**: the recipient's name, address, phone number and parcel details, to deliver your order.
- **The licensed payment gateway** and the payment provider you choose (bank, e-wallet, Indomaret, Kredivo): the order number, the amount and the contact details needed to process the payment.
- **E-mail, SMS and WhatsApp providers**: to send one-time codes, order updates and (if you agree) promotions.
- **Cloud hosting and infrastructure providers**: where our site and databases run.
- **Analytics and customer care tools**: to understand how the site is used and to manage your messages.
- **Brands or official distributors**: only when needed to handle a claim about a defective product, and only the data required.
- **Government bodies and law enforcement**: where the law requires it or under a valid official request.
- **A buyer of our business**: in a merger, acquisition or demerger, with the notice to you that the UU PDP requires.

All our service providers are bound by written agreements to process data only on our instructions, keep it confidential and protect it properly.

## 6. Transfers outside Indonesia

Some of our providers, such as cloud or e-mail providers, may store or process data outside Indonesia. In line with Article 56 of the UU PDP, we only make such transfers when:

- the destination country offers a level of personal data protection equal to or higher than the UU PDP; or
- adequate and binding safeguards are in place, such as a data processing agreement with data protection clauses; or
- where neither applies, you have given your consent.

We also make sure the data stays encrypted in transit and at rest.

## 7. How long we keep your data

We keep personal data only for as long as we need it for the purpose it was collected for, or as long as the law requires. After that it is deleted, destroyed or anonymised.

| Type of data | Retention period |
| --- | --- |
| Account data and addresses | While your account is active; deleted at once when you close your account |
| Orders, invoices and payment references | 10 years from the transaction, for accounting and tax obligations |
| Bank transfer receipts | 10 years from the transaction, as part of the transaction record |
| Messages to customer care | 2 years after the question or complaint is resolved |
| Reviews and photos | While the review is published; when you close your account, removed or kept without your name, as you choose |
| One-time codes (OTP) | Until the code expires or is used |
| Security records and access logs | 12 months |
| Analytics data | Up to 14 months, then kept only in aggregate |
| Newsletter subscription | Until you unsubscribe; proof of consent is kept for 2 years afterwards |

If there is a dispute, a claim or an official request, we may keep the relevant data longer until it is resolved.

## 8. How we protect your data

- Every connection to the Kilau site is encrypted with HTTPS (TLS).
- Passwords are stored as hashes; no employee can see them.
- Card details are entered on the payment gateway's PCI-DSS compliant page and stored as tokens.
- Sign-in is locked after 5 wrong passwords until the password is reset, and sensitive actions are protected by one-time codes.
- Staff access to personal data is limited to what their job needs, uses two-step verification and is logged.
- Databases and backups are encrypted, and our systems are security-tested regularly.
- Our employees and partners are bound by confidentiality and trained in data protection.

You will find more detail in our [Security Policy](/page/kebijakan-keamanan).

## 9. Your rights

As a data subject, the UU PDP gives you the right to:

- **Be informed** about who we are, why and on what basis we process your data, and how we are accountable.
- **Access** your personal data and get a copy of it.
- **Correct, complete and update** data that is wrong or incomplete. You can change most of it yourself in your account.
- **Stop the processing of, delete and/or destroy** your personal data, except what the law requires us to keep.
- **Withdraw your consent** at any time.
- **Object to decisions based solely on automated processing**, including profiling, that have legal effects or significantly affect you.
- **Suspend or restrict** the processing of your personal data.
- **Obtain and/or use** your personal data in a commonly used, machine-readable format, and ask us to send it to another controller (**data portability**), as long as the systems can exchange it securely.
- **Sue and receive compensation** for breaches in the processing of your personal data, as provided by law.

## 10. How to exercise your rights

You can exercise two rights yourself at any time on your account's **[Privacy & data](/my-privacy)** page:

- **Download my data**: we prepare one zip file of JSON and CSV (profile, addresses, orders with their payments and history, reviews, points, vouchers, cookie and newsletter consents, wishlist, quizzes, lucky draws, academy and more) and e-mail you a link. The link opens only while you are signed in to your account and works for 24 hours. Passwords and codes are never included.
- **Close my account**: once you enter the verification code we e-mail you, your account is closed at once. Your name, e-mail, mobile number, addresses, saved cards, wishlist, points, vouchers, newsletter subscription and every signed-in session are erased; your e-mail and mobile number can be used for a new account. We keep orders and invoices for the period the law requires, without your identity: the delivery address keeps only the province and city, and the amounts do not change. Your reviews are removed or stay published as "Akun dihapus", as you choose. An account cannot be closed while an order is still unpaid, on its way, or waiting for a refund.

For your other rights:

1. Send your request to [privasi@kilau.id](mailto:privasi@kilau.id) or through [Contact Us](/contact-us), from the e-mail address or mobile number registered to your account.
2. Tell us which right you want to exercise and which data it concerns.
3. We may ask you to verify your identity, for example with a one-time code, so your data never ends up with someone else.

We **acknowledge your request within 3×24 hours** and act on it within the period set by the UU PDP and its implementing regulations. There is no charge. If we cannot fully meet your request, for instance because we must keep data for tax purposes, we will explain why in writing.

If you feel your rights have not been respected, you can also complain to the personal data protection authority.

## 11. If a data breach happens

If a personal data breach affects your data, we will notify you and the personal data protection authority in writing **within 3×24 hours**, as Article 46 of the UU PDP requires. The notice will say which data was exposed, when and how it happened, and what we are doing to contain it and recover. Where necessary, we will also inform the public.

## 12. Cookies

Cookies are small files stored by your browser. We use:

| Type of cookie | What it does | Consent needed? |
| --- | --- | --- |
| Essential | Keeps you signed in, remembers your bag and keeps the site secure | No, the site cannot work without them |
| Preferences | Remembers your language and display choices | No |
| Analytics | Helps us understand how the site is used, in aggregate | Yes |
| Marketing | Measures campaigns and shows relevant ads | Yes |

You can change your cookie choices at any time in the site's cookie settings or in your browser. Blocking essential cookies may stop the site from working properly.

## 13. Marketing and newsletters

- We only send newsletters and promotions if you agree to receive them.
- Newsletter sign-up uses **double opt-in**: your subscription only starts once you click the confirmation link in the e-mail we send you.
- **Every marketing e-mail contains an unsubscribe link.** You can also turn off e-mail and WhatsApp promotions in your account settings.
- Unsubscribing does not stop important service messages, such as order confirmations and delivery updates.

## 14. Children

Kilau is intended for users aged 17 and over. Anyone under 17 may only create an account and shop with the consent and supervision of a parent or guardian. If we learn that a child's data has been processed without a parent's or guardian's consent, we will delete it. Parents and guardians can contact us at [privasi@kilau.id](mailto:privasi@kilau.id).

## 15. Data Protection Officer

For questions, requests or complaints about your personal data, contact:

**Data Protection Officer, PT Kilau Cantik Indonesia**
Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190
E-mail: [privasi@kilau.id](mailto:privasi@kilau.id)

## 16. Changes to this policy

We may update this policy when our services or the law change. The date of the latest update is always shown at the top of this page. If a change is significant, such as a new purpose of processing, we will tell you by e-mail or with a notice on the site before it takes effect, and ask for your consent where required.
`,
  },
};
