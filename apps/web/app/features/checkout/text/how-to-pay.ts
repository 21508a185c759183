import type { Locale } from '@kilau/domain';

/**
 * Payment methods' names and the how-to-pay guides (/how-to-pay and the confirmation page; 000 §2,
 * §4, §9). Steps take `{va}` (the virtual account number), `{code}` (a payment code), `{amount}`
 * and `{store}`; the help page fills them with the placeholders below.
 */
export const HOW_TO_PAY_TEXT = {
  howToPayTitle: { id: 'Cara Pembayaran', en: 'How to Pay' },
  howToPaySeoDescription: {
    id: 'Panduan langkah demi langkah membayar pesanan dengan virtual account, transfer bank, Indomaret, e-wallet, atau kartu.',
    en: 'Step-by-step guides to paying for your order by virtual account, bank transfer, Indomaret, e-wallet or card.',
  },
  howToPayIntro: {
    id: 'Pilih metode pembayaranmu untuk melihat langkah-langkahnya. Semua waktu dalam WIB; pesanan menunggu pembayaran selama 1 hari.',
    en: 'Pick your payment method to see its steps. All times are WIB; an order waits one day for its payment.',
  },
  howToPayMethodsLabel: { id: 'Metode pembayaran', en: 'Payment methods' },
  howToPayVaPlaceholder: { id: 'nomor Virtual Account', en: 'the Virtual Account number' },
  howToPayCodePlaceholder: { id: 'kode pembayaran', en: 'the payment code' },
  howToPayAmountPlaceholder: { id: 'total tagihan', en: 'the amount due' },
  howToPayHelp: {
    id: 'Masih butuh bantuan? Hubungi layanan pelanggan kami dan sebutkan nomor pesananmu.',
    en: 'Still need help? Contact our customer care with your order number.',
  },

  // Payment method names (000 §9 codes), used when the payment service does not name one.
  payMethodCard: { id: 'Kartu Kredit/Debit', en: 'Credit/Debit Card' },
  payMethodCimb: { id: 'CIMB Clicks', en: 'CIMB Clicks' },
  payMethodBankTransfer: { id: 'Transfer Bank', en: 'Bank Transfer' },
  payMethodOvo: { id: 'OVO', en: 'OVO' },
  payMethodGopay: { id: 'GoPay', en: 'GoPay' },
  payMethodIndomaret: { id: 'Indomaret', en: 'Indomaret' },
  payMethodBcaVa: { id: 'BCA Virtual Account', en: 'BCA Virtual Account' },
  payMethodPermataVa: { id: 'Permata Virtual Account', en: 'Permata Virtual Account' },
  payMethodCod: { id: 'Bayar di Tempat (COD)', en: 'Cash on Delivery' },
  payMethodKredivo: { id: 'Kredivo', en: 'Kredivo' },
  payMethodVospay: { id: 'Vospay', en: 'Vospay' },
  payMethodLinkaja: { id: 'LinkAja', en: 'LinkAja' },
  payMethodGpn: { id: 'Kartu Debit GPN', en: 'GPN Debit Card' },
  payMethodDokuCard: { id: 'Kartu Kredit (DOKU)', en: 'Credit Card (DOKU)' },
  payMethodFreeOrder: { id: 'Gratis', en: 'Free' },

  // BCA virtual account
  guideBcaAtm: { id: 'ATM BCA', en: 'BCA ATM' },
  guideBcaAtm1: {
    id: 'Masukkan kartu ATM BCA dan PIN kamu.',
    en: 'Insert your BCA card and enter your PIN.',
  },
  guideBcaAtm2: {
    id: 'Pilih Transaksi Lainnya › Transfer › ke Rekening BCA Virtual Account.',
    en: 'Choose Other Transactions › Transfer › to BCA Virtual Account.',
  },
  guideBcaAtm3: {
    id: 'Masukkan {va}, lalu pilih Benar.',
    en: 'Enter {va}, then choose Correct.',
  },
  guideBcaAtm4: {
    id: 'Periksa nama dan tagihan sebesar {amount}, lalu pilih Ya.',
    en: 'Check the name and the amount of {amount}, then choose Yes.',
  },
  guideKeepReceipt: {
    id: 'Simpan struk sebagai bukti pembayaran. Status pesananmu diperbarui otomatis.',
    en: 'Keep the receipt as proof of payment. Your order updates automatically.',
  },
  guideBcaMobile: { id: 'BCA mobile (m-BCA)', en: 'BCA mobile (m-BCA)' },
  guideBcaMobile1: {
    id: 'Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses.',
    en: 'Open BCA mobile, choose m-BCA and enter your access code.',
  },
  guideBcaMobile2: {
    id: 'Pilih m-Transfer › BCA Virtual Account.',
    en: 'Choose m-Transfer › BCA Virtual Account.',
  },
  guideBcaMobile3: { id: 'Masukkan {va}, lalu pilih OK.', en: 'Enter {va}, then choose OK.' },
  guideBcaMobile4: {
    id: 'Periksa tagihan sebesar {amount}, lalu masukkan PIN m-BCA.',
    en: 'Check the amount of {amount}, then enter your m-BCA PIN.',
  },
  guideKlikBca: { id: 'KlikBCA', en: 'KlikBCA' },
  guideKlikBca1: { id: 'Masuk ke KlikBCA Individual.', en: 'Log in to KlikBCA Individual.' },
  guideKlikBca2: {
    id: 'Pilih Transfer Dana › Transfer ke BCA Virtual Account.',
    en: 'Choose Fund Transfer › Transfer to BCA Virtual Account.',
  },
  guideKlikBca3: {
    id: 'Masukkan {va}, lalu pilih Lanjutkan.',
    en: 'Enter {va}, then choose Continue.',
  },
  guideKlikBca4: {
    id: 'Periksa tagihan sebesar {amount}, masukkan respons KeyBCA APPLI 1, lalu pilih Kirim.',
    en: 'Check the amount of {amount}, enter the KeyBCA APPLI 1 response, then choose Send.',
  },

  // Permata virtual account
  guidePermataAtm: { id: 'ATM Permata / ATM Bersama', en: 'Permata ATM / ATM Bersama' },
  guidePermataAtm1: {
    id: 'Masukkan kartu ATM dan PIN kamu.',
    en: 'Insert your card and enter your PIN.',
  },
  guidePermataAtm2: {
    id: 'Pilih Transaksi Lainnya › Pembayaran › Pembayaran Lainnya › Virtual Account.',
    en: 'Choose Other Transactions › Payment › Other Payments › Virtual Account.',
  },
  guidePermataAtm3: {
    id: 'Masukkan {va}, lalu pilih Benar.',
    en: 'Enter {va}, then choose Correct.',
  },
  guidePermataAtm4: {
    id: 'Periksa tagihan sebesar {amount}, lalu pilih Ya.',
    en: 'Check the amount of {amount}, then choose Yes.',
  },
  guidePermataMobile: { id: 'PermataMobile X', en: 'PermataMobile X' },
  guidePermataMobile1: {
    id: 'Buka PermataMobile X dan masuk ke akunmu.',
    en: 'Open PermataMobile X and log in.',
  },
  guidePermataMobile2: {
    id: 'Pilih Bayar Tagihan › Virtual Account.',
    en: 'Choose Pay Bills › Virtual Account.',
  },
  guidePermataMobile3: { id: 'Masukkan {va}.', en: 'Enter {va}.' },
  guidePermataMobile4: {
    id: 'Periksa tagihan sebesar {amount}, lalu konfirmasi dengan kode OTP.',
    en: 'Check the amount of {amount}, then confirm with the OTP code.',
  },
  guideOtherBank: { id: 'Bank lain', en: 'Other banks' },
  guideOtherBank1: {
    id: 'Pilih Transfer Antar Bank atau Transfer Online di ATM atau aplikasi bank kamu.',
    en: 'Choose Interbank Transfer or Online Transfer at an ATM or in your banking app.',
  },
  guideOtherBank2: {
    id: 'Masukkan kode bank Permata 013, diikuti {va}.',
    en: 'Enter Permata’s bank code 013, followed by {va}.',
  },
  guideOtherBank3: {
    id: 'Masukkan nominal tepat {amount}, lalu konfirmasi transfer.',
    en: 'Enter exactly {amount}, then confirm the transfer.',
  },

  // Indomaret
  guideIndomaret: { id: 'Kasir Indomaret', en: 'At an Indomaret cashier' },
  guideIndomaret1: {
    id: 'Datang ke gerai Indomaret terdekat dan sampaikan ke kasir bahwa kamu ingin membayar tagihan {store}.',
    en: 'Go to the nearest Indomaret and tell the cashier you want to pay a {store} bill.',
  },
  guideIndomaret2: { id: 'Tunjukkan {code} kepada kasir.', en: 'Show {code} to the cashier.' },
  guideIndomaret3: {
    id: 'Bayar sebesar {amount}. Gerai dapat mengenakan biaya layanan.',
    en: 'Pay {amount}. The store may add a service fee.',
  },

  // Manual bank transfer
  guideTransfer: { id: 'Transfer ke rekening toko', en: 'Transfer to the shop’s account' },
  guideTransfer1: {
    id: 'Transfer tepat {amount} ke salah satu rekening {store} lewat ATM, internet banking, atau mobile banking.',
    en: 'Transfer exactly {amount} to one of {store}’s accounts by ATM, internet or mobile banking.',
  },
  guideTransfer2: { id: 'Simpan bukti transfer kamu.', en: 'Keep your transfer receipt.' },
  guideTransfer3: {
    id: 'Buka Pesanan Saya, pilih KONFIRMASI PEMBAYARAN pada pesanan ini, lalu unggah bukti transfer.',
    en: 'Open My Orders, choose CONFIRM PAYMENT on this order and upload the receipt.',
  },
  guideTransfer4: {
    id: 'Kami memverifikasi pembayaranmu paling lambat 1×24 jam pada hari kerja.',
    en: 'We verify your payment within 24 hours on working days.',
  },

  // CIMB Clicks
  guideCimb: { id: 'CIMB Clicks', en: 'CIMB Clicks' },
  guideCimb1: {
    id: 'Pilih Lanjutkan Pembayaran, lalu masuk dengan User ID dan kata sandi CIMB Clicks.',
    en: 'Choose Continue to Payment, then log in with your CIMB Clicks user ID and password.',
  },
  guideCimb2: { id: 'Periksa tagihan sebesar {amount}.', en: 'Check the amount of {amount}.' },
  guideCimb3: {
    id: 'Masukkan mPIN atau kode OTP yang dikirim ke ponselmu.',
    en: 'Enter the mPIN or the OTP code sent to your phone.',
  },
  guideBackToShop: {
    id: 'Setelah berhasil, kamu kembali ke halaman pesanan secara otomatis.',
    en: 'Once paid, you come back to your order automatically.',
  },

  // E-wallets
  guideGopay: { id: 'Aplikasi Gojek', en: 'The Gojek app' },
  guideGopay1: {
    id: 'Pilih Buka GoPay di ponselmu, atau pindai kode QR dengan aplikasi Gojek di perangkat lain.',
    en: 'Choose Open GoPay on your phone, or scan the QR code with the Gojek app on another device.',
  },
  guideGopay2: {
    id: 'Periksa tagihan sebesar {amount} di aplikasi.',
    en: 'Check the amount of {amount} in the app.',
  },
  guideGopay3: { id: 'Masukkan PIN GoPay untuk membayar.', en: 'Enter your GoPay PIN to pay.' },
  guideOvo: { id: 'Aplikasi OVO', en: 'The OVO app' },
  guideOvo1: {
    id: 'Pastikan nomor handphone yang kamu masukkan terdaftar di OVO.',
    en: 'Make sure the phone number you entered is registered with OVO.',
  },
  guideOvo2: {
    id: 'Buka notifikasi pembayaran di aplikasi OVO segera, sebelum waktunya habis.',
    en: 'Open the payment notification in the OVO app right away, before it expires.',
  },
  guideOvo3: {
    id: 'Periksa tagihan sebesar {amount}, lalu masukkan PIN OVO kamu.',
    en: 'Check the amount of {amount}, then enter your OVO PIN.',
  },

  // Cards
  guideCard: { id: 'Kartu kredit/debit', en: 'Credit/debit card' },
  guideCard1: {
    id: 'Masukkan nomor kartu, masa berlaku, dan CVV di halaman pembayaran.',
    en: 'Enter the card number, expiry date and CVV on the payment page.',
  },
  guideCard2: {
    id: 'Data kartumu dikirim langsung ke payment gateway — toko tidak pernah menerima atau menyimpan nomor kartu.',
    en: 'Your card details go straight to the payment gateway — the shop never receives or keeps your card number.',
  },
  guideCard3: {
    id: 'Jika diminta, masukkan kode OTP dari bank penerbit kartu (3-D Secure).',
    en: 'If asked, enter the OTP from your card issuer (3-D Secure).',
  },
  guideCard4: {
    id: 'Pembayaran yang berhasil langsung diproses dan pesananmu segera disiapkan.',
    en: 'A successful payment is processed at once and your order is prepared.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
