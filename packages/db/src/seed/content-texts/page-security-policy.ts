import type { SeedContentPage } from './types';

/** Kebijakan Keamanan: how the shop protects shoppers, phishing, and reporting vulnerabilities. */
export const SECURITY_POLICY_PAGE: SeedContentPage = {
  key: 'security-policy',
  path: '/page/kebijakan-keamanan',
  kind: 'page',
  id: {
    title: 'Kebijakan Keamanan',
    description:
      'Cara Kilau menjaga akun, data, dan pembayaranmu tetap aman, cara mengenali penipuan yang mengatasnamakan Kilau, dan cara melaporkan celah keamanan ke security@kilau.id.',
    body: `Keamananmu adalah bagian dari janji keaslian kami. Halaman ini menjelaskan cara kami melindungi akun dan pembayaranmu, apa yang bisa kamu lakukan untuk tetap aman, dan cara melaporkan celah keamanan kepada kami.

## Cara kami melindungimu

### Koneksi terenkripsi

Seluruh situs Kilau hanya dapat diakses melalui **HTTPS** dengan enkripsi **TLS**. Data yang kamu kirim, mulai dari kata sandi sampai alamat, dienkripsi dalam perjalanan antara perangkatmu dan server kami. Pastikan alamat di browser diawali dengan https:// dan ikon gembok tampil.

### Kata sandi yang tersimpan aman

Kata sandimu disimpan dalam bentuk **hash** dengan algoritme yang dirancang khusus untuk kata sandi. Artinya, tidak ada seorang pun di Kilau, termasuk tim teknis kami, yang dapat melihat kata sandimu. Bila kamu lupa, kami tidak bisa "mengirimkannya kembali"; kamu akan mengatur kata sandi baru lewat tautan di e-mail.

### Perlindungan dari tebakan kata sandi

Setelah **5 kali salah memasukkan kata sandi**, proses masuk ke akunmu diblokir. Untuk membukanya, atur ulang kata sandimu lewat tautan yang kami kirim ke e-mail terdaftar. Ini mencegah orang lain menebak kata sandimu.

### Kode sekali pakai (OTP)

Untuk tindakan penting, seperti verifikasi nomor ponsel, lupa kata sandi, atau mengganti nomor ponsel, kami mengirim **kode OTP** lewat SMS, WhatsApp, atau e-mail. Kode OTP dapat diminta maksimal 5 kali sehari.

**Jangan pernah membagikan kode OTP kepada siapa pun.** Karyawan Kilau, termasuk tim layanan pelanggan, **tidak akan pernah meminta kode OTP, kata sandi, atau PIN-mu**, baik lewat telepon, chat, e-mail, maupun media sosial.

### Pembayaran kartu yang aman

Data kartu kredit/debit kamu masukkan langsung di **halaman payment gateway yang tersertifikasi PCI-DSS**. Kilau tidak pernah menerima atau menyimpan nomor kartu lengkap, tanggal kedaluwarsa, maupun CVV. Untuk pembayaran berikutnya, kartu disimpan dalam bentuk **token** oleh payment gateway. Transaksi kartu juga dapat dilindungi verifikasi 3-D Secure dari bankmu.

### Di balik layar

- Akses karyawan ke data pelanggan dibatasi sesuai tugasnya dan memakai autentikasi dua langkah.
- Basis data dan cadangan dienkripsi.
- Sistem kami dipantau terus-menerus dan diuji keamanannya secara berkala.
- Pesanan dan aktivitas akun yang mencurigakan ditinjau oleh tim kami.

Cara kami memproses data pribadimu dijelaskan di [Kebijakan Privasi](/page/kebijakan-privasi).

## Waspada penipuan (phishing)

Penipu kadang mengatasnamakan toko online terkenal untuk mencuri akun atau uang. Ingat hal-hal ini:

- **Situs resmi kami hanya kilau.id.** Periksa alamat dengan teliti sebelum masuk ke akun atau membayar; waspadai alamat yang mirip tetapi berbeda.
- **Saluran resmi kami:** e-mail dari alamat @kilau.id, WhatsApp +62 811-1234-5678, dan akun media sosial resmi yang tertaut dari situs kami.
- **Kilau tidak pernah meminta transfer ke rekening pribadi.** Pembayaran hanya dilakukan lewat halaman pembayaran di situs Kilau, atau ke rekening atas nama **PT Kilau Cantik Indonesia** yang tampil di halaman pembayaran pesananmu.
- Kilau tidak pernah meminta kode OTP, kata sandi, PIN, atau CVV kartu.
- Waspadai pesan tentang hadiah, undian, atau "kesalahan pembayaran" yang memintamu mengeklik tautan, memasang aplikasi, atau membayar biaya tertentu.
- Jangan membuka lampiran atau memasang aplikasi (misalnya berkas APK) yang dikirim lewat chat.

Bila ragu, jangan klik apa pun. Buka situs Kilau langsung dari browser atau hubungi kami lewat [Hubungi Kami](/contact-us). Laporkan pesan mencurigakan yang mengatasnamakan Kilau ke [halo@kilau.id](mailto:halo@kilau.id).

## Tips menjaga akunmu

- Pakai kata sandi yang panjang dan unik, yang tidak kamu pakai di situs lain.
- Jangan simpan kata sandi di perangkat bersama, dan selalu keluar dari akun setelah memakai komputer umum.
- Pastikan e-mail dan nomor ponsel di akunmu masih aktif dan milikmu, karena kode OTP dan tautan atur ulang kata sandi dikirim ke sana.
- Perbarui sistem operasi dan browser-mu secara rutin.

## Bila akunmu dibobol

Bila kamu melihat pesanan, perubahan alamat, atau aktivitas lain yang bukan kamu lakukan:

1. **Segera atur ulang kata sandimu** lewat menu lupa kata sandi. Tautan akan dikirim ke e-mail terdaftar.
2. **Amankan e-mailmu** dengan mengganti kata sandinya juga, karena tautan atur ulang kata sandi Kilau dikirim ke sana.
3. **Hubungi kami** lewat [Hubungi Kami](/contact-us) atau WhatsApp +62 811-1234-5678. Sebutkan nomor pesanan yang mencurigakan, bila ada. Kami akan memeriksa akunmu, menahan pesanan yang belum dikirim, dan membantu memulihkan akses.
4. Bila kartu atau e-wallet-mu ikut disalahgunakan, **hubungi bank atau penyedia e-wallet-mu** untuk memblokirnya.
5. Periksa alamat, nomor ponsel, dan saldo Beauty Points di akunmu setelah akses pulih.

## Melaporkan celah keamanan

Kami menghargai peneliti keamanan yang membantu menjaga Kilau tetap aman. Bila kamu menemukan celah keamanan, laporkan ke **[security@kilau.id](mailto:security@kilau.id)**.

### Yang perlu ada dalam laporan

- Deskripsi celah dan dampaknya.
- Langkah-langkah untuk mereproduksinya, termasuk URL, parameter, dan tangkapan layar bila ada.
- Kontak yang bisa kami hubungi.

### Cakupan

**Termasuk cakupan:**

- situs kilau.id dan subdomainnya;
- API yang dipakai situs Kilau;
- alur akun, checkout, dan pembayaran di situs Kilau.

**Di luar cakupan:**

- layanan pihak ketiga, seperti payment gateway, Kredivo, kurir, dan penyedia e-wallet (laporkan langsung ke mereka);
- serangan penolakan layanan (DoS/DDoS) dan pengujian beban;
- rekayasa sosial (*social engineering*) terhadap karyawan atau pelanggan, serta pengujian fisik di toko dan kantor kami;
- temuan tanpa dampak keamanan yang nyata, seperti laporan hasil pemindai otomatis tanpa bukti.

### Aturan pengungkapan yang bertanggung jawab

- Jangan mengakses, mengubah, atau menghapus data milik orang lain lebih dari yang diperlukan untuk membuktikan celah. Pakai akun uji milikmu sendiri.
- Jangan mengganggu layanan atau pengalaman belanja pelanggan lain.
- Beri kami waktu yang wajar untuk memperbaiki celah sebelum mengungkapkannya ke publik, dan jangan membagikan detailnya kepada pihak lain.

### Komitmen kami

- Kami mengonfirmasi penerimaan laporanmu dalam 3 hari kerja dan memberi kabar perkembangannya.
- Kami memberitahumu setelah celah diperbaiki dan, bila kamu mau, mencantumkan namamu sebagai ucapan terima kasih.
- **Kami tidak akan menempuh jalur hukum** terhadap penelitian yang dilakukan dengan iktikad baik dan sesuai aturan di atas.
`,
  },
  en: {
    title: 'Security Policy',
    description:
      'How Kilau keeps your account, data and payments safe, how to spot scams that use the Kilau name, and how to report a security vulnerability to security@kilau.id.',
    body: `Your security is part of our promise of authenticity. This page explains how we protect your account and payments, what you can do to stay safe, and how to report a security vulnerability to us.

## How we protect you

### Encrypted connections

The whole Kilau site is served only over **HTTPS** with **TLS** encryption. Everything you send, from your password to your address, is encrypted on its way between your device and our servers. Make sure the address in your browser starts with https:// and shows the padlock icon.

### Passwords stored safely

Your password is stored as a **hash**, using an algorithm built specifically for passwords. No one at Kilau, not even our engineers, can see it. If you forget it, we cannot "send it back"; instead you set a new one using a link sent to your e-mail.

### Protection against password guessing

After **5 wrong password attempts**, sign-in to your account is blocked. To unblock it, reset your password using the link we send to your registered e-mail. This stops anyone from guessing their way in.

### One-time codes (OTP)

For important actions, such as verifying your mobile number, resetting a forgotten password or changing your number, we send a **one-time code** by SMS, WhatsApp or e-mail. You can request up to 5 codes a day.

**Never share a one-time code with anyone.** Kilau staff, including customer care, **will never ask for your OTP, password or PIN**, whether by phone, chat, e-mail or social media.

### Safe card payments

You enter your credit or debit card details directly on the **payment gateway's PCI-DSS certified page**. Kilau never receives or stores your full card number, expiry date or CVV. For future payments, the gateway stores your card as a **token**. Card payments may also be protected by your bank's 3-D Secure check.

### Behind the scenes

- Staff access to customer data is limited to what each role needs and uses two-step verification.
- Databases and backups are encrypted.
- Our systems are monitored around the clock and security-tested regularly.
- Suspicious orders and account activity are reviewed by our team.

How we process your personal data is explained in our [Privacy Policy](/page/kebijakan-privasi).

## Watch out for scams (phishing)

Scammers sometimes pretend to be well-known online shops to steal accounts or money. Keep these points in mind:

- **Our only official website is kilau.id.** Check the address carefully before you sign in or pay, and be wary of look-alike addresses.
- **Our official channels:** e-mails from @kilau.id addresses, WhatsApp +62 811-1234-5678, and the official social media accounts linked from our site.
- **Kilau never asks you to transfer money to a personal account.** You only pay through the payment page on the Kilau site, or to an account in the name of **PT Kilau Cantik Indonesia** shown on your order's payment page.
- Kilau never asks for your OTP, password, PIN or card CVV.
- Be wary of messages about prizes, lucky draws or "payment errors" that ask you to click a link, install an app or pay a fee.
- Do not open attachments or install apps (such as APK files) sent to you in a chat.

If in doubt, do not click anything. Open the Kilau site directly in your browser or get in touch through [Contact Us](/contact-us). Report suspicious messages that use the Kilau name to [halo@kilau.id](mailto:halo@kilau.id).

## Keeping your account safe

- Use a long, unique password that you do not use on any other site.
- Do not save your password on shared devices, and always sign out after using a public computer.
- Keep the e-mail address and mobile number on your account active and your own, because one-time codes and password reset links are sent there.
- Keep your operating system and browser up to date.

## If your account has been compromised

If you see orders, address changes or other activity that was not you:

1. **Reset your password straight away** using the forgotten password option. The link goes to your registered e-mail.
2. **Secure your e-mail** by changing its password too, since Kilau's reset links are sent there.
3. **Contact us** through [Contact Us](/contact-us) or on WhatsApp at +62 811-1234-5678, quoting any suspicious order numbers. We will check your account, hold orders that have not shipped and help you regain access.
4. If your card or e-wallet was also misused, **contact your bank or e-wallet provider** to block it.
5. Once you are back in, check the addresses, mobile number and Beauty Points balance on your account.

## Reporting a vulnerability

We value security researchers who help keep Kilau safe. If you find a vulnerability, please report it to **[security@kilau.id](mailto:security@kilau.id)**.

### What to include

- A description of the vulnerability and its impact.
- Steps to reproduce it, including URLs, parameters and screenshots where possible.
- How we can contact you.

### Scope

**In scope:**

- the kilau.id website and its subdomains;
- the APIs used by the Kilau site;
- the account, checkout and payment flows on the Kilau site.

**Out of scope:**

- third-party services such as the payment gateway, Kredivo, couriers and e-wallet providers (please report to them directly);
- denial-of-service (DoS/DDoS) attacks and load testing;
- social engineering of our staff or customers, and physical testing of our stores and offices;
- findings without a real security impact, such as automated scanner output without a proof of concept.

### Responsible disclosure rules

- Do not access, change or delete other people's data beyond what is needed to prove the issue. Use test accounts of your own.
- Do not disrupt our services or other customers' shopping.
- Give us reasonable time to fix the issue before making it public, and do not share the details with others.

### Our commitment

- We acknowledge your report within 3 working days and keep you updated on our progress.
- We let you know when the issue is fixed and, if you wish, credit you by name as a thank-you.
- **We will not take legal action** against research carried out in good faith and within the rules above.
`,
  },
};
