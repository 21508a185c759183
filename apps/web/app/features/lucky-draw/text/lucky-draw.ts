/** The lucky-draw screen (001 §2, §4; docs/design/lucky-draw.md). */
export const LUCKY_DRAW_TEXT = {
  luckyDrawTitle: { id: 'Lucky Draw', en: 'Lucky Draw' },
  luckyDrawSeoDescription: {
    id: 'Main lucky draw Kilau sekali dan menangkan voucher belanja.',
    en: 'Play the Kilau lucky draw once and win a shopping voucher.',
  },
  luckyDrawBannerEyebrow: { id: 'Khusus member Kilau', en: 'For Kilau members' },
  luckyDrawBannerTitle: {
    id: 'Putar, tunggu, dan menangkan voucher kejutan',
    en: 'Spin, wait and win a surprise voucher',
  },
  luckyDrawBannerText: {
    id: 'Satu kesempatan untuk setiap member selama hadiah masih ada. Voucher langsung masuk ke akunmu.',
    en: 'One chance for each member while prizes last. The voucher lands straight in your account.',
  },
  luckyDrawMachineLabel: { id: 'Mesin lucky draw', en: 'Lucky-draw machine' },
  luckyDrawSlotHidden: { id: 'Hadiah tersembunyi', en: 'Hidden prize' },
  luckyDrawGiftSurprise: { id: 'Kejutan', en: 'Surprise' },
  luckyDrawGiftGift: { id: 'Hadiah', en: 'Gift' },
  luckyDrawGiftVoucher: { id: 'Voucher', en: 'Voucher' },
  luckyDrawGiftRewards: { id: 'Rewards', en: 'Rewards' },
  luckyDrawLoading: { id: 'Memeriksa kuota hadiah…', en: 'Checking the prizes left…' },
  luckyDrawAvailable: {
    id: 'Hadiah masih tersedia. Tekan tombol untuk bermain.',
    en: 'Prizes are still available. Press the button to play.',
  },
  luckyDrawUnavailable: {
    id: 'Mohon maaf, hadiah lucky draw sudah habis atau belum tersedia. Nantikan kesempatan berikutnya!',
    en: 'Sorry, the lucky-draw prizes have run out or are not available yet. Watch for the next round!',
  },
  luckyDrawDrawing: { id: 'Mengacak hadiahmu…', en: 'Drawing your prize…' },
  luckyDrawPlay: { id: 'Main sekarang', en: 'Play now' },
  luckyDrawPlaying: { id: 'Sedang diundi…', en: 'Drawing…' },
  luckyDrawWonTitle: { id: 'Selamat, kamu menang!', en: 'Congratulations, you won!' },
  luckyDrawWonText: {
    id: 'Voucher ini sudah masuk ke akunmu dan bisa dipakai di tas belanja.',
    en: 'This voucher is already in your account and works in your bag.',
  },
  luckyDrawClaimedTitle: { id: 'Kamu sudah bermain', en: 'You have already played' },
  luckyDrawClaimedText: {
    id: 'Setiap member hanya bisa bermain sekali. Ini voucher yang kamu menangkan:',
    en: 'Each member can play once. This is the voucher you won:',
  },
  luckyDrawVoucherCode: { id: 'Kode voucher', en: 'Voucher code' },
  luckyDrawVoucherUntil: { id: 'Berlaku hingga {date}', en: 'Valid until {date}' },
  luckyDrawSendEmail: { id: 'Kirim voucher ke email', en: 'Send the voucher to my e-mail' },
  luckyDrawSending: { id: 'Mengirim…', en: 'Sending…' },
  luckyDrawShop: { id: 'Belanja sekarang', en: 'Shop now' },
} as const;
