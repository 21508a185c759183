/**
 * What a demo review is written from (seed/reviews/review-text.ts): sentences a shopper writes
 * about any product, one per line. `{noun}` is the product's kind ("serum wajah"), `{brand}` its
 * brand, `{option}` the shade, size or variant bought. Nothing here may trip the review filter
 * (links, phone numbers, banned words): the seed's published reviews pass it.
 */
export type Level = 'good' | 'mid' | 'bad';
export type Leveled = Record<Level, readonly string[]>;

/** One sentence per non-empty line. */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const INTROS = lines(`
  Aku sudah pakai {noun} dari {brand} ini cukup lama, jadi sekarang baru berani kasih ulasan yang jujur dan lengkap.
  Awalnya aku beli {noun} ini karena penasaran lihat banyak yang membahasnya di media sosial, akhirnya aku coba sendiri.
  Ini pertama kalinya aku mencoba produk dari {brand}, dan jujur ekspektasiku lumayan tinggi waktu pertama membuka paketnya.
  Aku beli {noun} ini waktu ada promo, niatnya cuma coba-coba karena {noun} lamaku sudah hampir habis.
  Sebelum beli aku sempat membaca beberapa ulasan di sini, jadi sekarang gantian aku yang mau berbagi pengalaman.
  {Noun} ini rekomendasi dari kakakku yang sudah pakai duluan, katanya cocok untuk pemula seperti aku.
  Sudah lama aku mencari {noun} yang pas untuk kebutuhanku, dan kali ini aku mencoba pilihan dari {brand}.
  Aku termasuk orang yang cukup pemilih soal {noun}, jadi ulasan ini aku tulis sedetail mungkin supaya membantu yang lain.
  Jujur aku beli {noun} ini karena kemasannya menarik, tapi ternyata ada banyak hal lain yang mau aku ceritakan.
  Setelah gonta-ganti beberapa merek, akhirnya aku mencoba {noun} dari {brand} ini dan mau cerita hasilnya.
  Ulasan ini aku tulis setelah pemakaian rutin, bukan kesan pertama saja, jadi semoga cukup objektif.
  Aku dapat {noun} ini sebagai hadiah ulang tahun dari sahabatku, lalu aku pakai hampir setiap hari.
`);

/** About the shade, size or variant bought, by how the review went overall. */
export const OPTIONS: Record<'shade' | 'size' | 'variant', Leveled> = {
  shade: {
    good: lines(`
      Aku pilih shade {option} dan warnanya pas sekali dengan warna kulitku.
      Shade {option} yang aku ambil ternyata cocok untuk dipakai sehari-hari ke kantor maupun kuliah.
      Awalnya ragu memilih shade {option} hanya dari foto, tapi setelah dicoba hasilnya cantik.
    `),
    mid: lines(`
      Shade {option} yang aku pilih sedikit berbeda dari foto, tapi masih bisa aku pakai.
      Aku ambil shade {option}, warnanya lumayan walaupun bukan yang paling pas untukku.
    `),
    bad: lines(`
      Shade {option} ternyata jauh lebih gelap dari perkiraanku waktu melihat fotonya.
      Sayangnya shade {option} terlihat pucat di kulitku, mungkin aku salah pilih warna.
    `),
  },
  size: {
    good: lines(`
      Aku beli yang ukuran {option}, pas untuk pemakaian rutin sekitar dua bulan.
      Ukuran {option} ini praktis dibawa bepergian dan muat di tas kecil.
      Aku ambil ukuran {option} supaya lebih hemat, dan ternyata memang awet.
    `),
    mid: lines(`
      Aku beli yang ukuran {option}, ternyata isinya terasa lebih sedikit dari perkiraanku.
      Ukuran {option} lumayan untuk coba-coba, tapi cepat habis kalau dipakai setiap hari.
    `),
    bad: lines(`
      Untung aku hanya beli ukuran {option}, jadi tidak terlalu menyesal.
      Ukuran {option} yang aku beli akhirnya tidak habis karena aku berhenti memakainya.
    `),
  },
  variant: {
    good: lines(`
      Varian {option} yang aku pilih ternyata langsung jadi favoritku.
      Aku ambil varian {option} karena penasaran dengan deskripsinya, dan tidak kecewa.
    `),
    mid: lines(`
      Aku pilih varian {option}, lumayan walaupun bukan yang paling aku suka.
      Varian {option} ini cukup oke, tapi mungkin lain kali aku coba varian lain.
    `),
    bad: lines(`
      Varian {option} yang aku pilih ternyata kurang cocok dengan seleraku.
      Sayangnya varian {option} tidak sesuai dengan bayanganku waktu membaca deskripsinya.
    `),
  },
};

export const DURATIONS: Record<string, readonly string[]> = {
  under_1_week: lines(`
    Memang baru kurang dari seminggu aku pakai, jadi anggap ini kesan awal yang nanti akan aku perbarui.
    Pemakaianku baru beberapa hari, tapi sudah ada beberapa hal yang menurutku penting untuk diceritakan.
  `),
  '1_4_weeks': lines(`
    Sejauh ini sudah sekitar tiga minggu aku pakai secara rutin, hampir setiap hari tanpa bolos.
    Aku sudah pakai kurang lebih dua minggu, cukup untuk tahu bagaimana produk ini bekerja di aku.
  `),
  '1_3_months': lines(`
    Sudah sekitar dua bulan aku pakai, dan isinya baru berkurang kira-kira setengah.
    Pemakaianku sudah masuk bulan kedua, jadi aku rasa sudah cukup adil untuk menilai.
  `),
  '3_6_months': lines(`
    Sudah hampir empat bulan {noun} ini jadi bagian dari rutinitasku sehari-hari.
    Aku pakai sudah lebih dari tiga bulan, jadi ulasan ini berdasarkan pemakaian jangka panjang.
  `),
  over_6_months: lines(`
    Lebih dari enam bulan aku pakai, jadi aku cukup yakin dengan penilaianku di sini.
    Sudah lebih dari setengah tahun {noun} ini menemani hari-hariku, bergantian dengan produk lain.
  `),
};

export const PACKAGING: Leveled = {
  good: lines(`
    Kemasannya kokoh dan tertutup rapat, jadi aman dimasukkan ke tas tanpa takut bocor.
    Desain kemasannya simpel tapi terlihat mewah, cantik dipajang di meja rias.
    Pengirimannya juga rapi, dibungkus bubble wrap tebal dan segelnya masih utuh waktu sampai.
    Ukurannya pas di genggaman dan tulisan di kemasannya jelas, termasuk tanggal kedaluwarsanya.
    Aku suka karena kemasannya praktis, isi yang keluar bisa diatur dan tidak ada yang terbuang.
    Bahan kemasannya terasa tebal dan tidak murahan, warnanya juga tidak gampang pudar.
    Tutupnya terkunci dengan baik, jadi waktu dibawa traveling tidak ada yang merembes sama sekali.
  `),
  mid: lines(`
    Kemasannya standar saja, tidak ada yang istimewa tapi juga tidak ada masalah berarti.
    Desainnya lumayan, hanya saja tulisannya agak cepat pudar kalau sering kena tangan basah.
    Kemasannya cukup aman, cuma menurutku ukurannya agak besar untuk dibawa sehari-hari.
    Segelnya ada, tapi kardusnya sedikit penyok waktu sampai, untungnya isinya tetap aman.
  `),
  bad: lines(`
    Sayangnya kemasannya kurang rapat, waktu paket datang ada sedikit isi yang merembes keluar.
    Tutupnya agak susah dibuka dan ujungnya gampang kotor, jadi kurang higienis menurutku.
    Kemasannya terasa tipis dan murahan, tidak sebanding dengan tampilannya di foto.
    Bagian penutupnya sempat retak setelah beberapa kali dipakai, cukup mengecewakan.
  `),
};

export const VALUE: Leveled = {
  good: lines(`
    Untuk harganya, menurutku ini sangat sepadan dengan kualitas yang didapat.
    Harganya ramah di kantong apalagi kalau beli pas promo, isinya juga awet.
    Dibanding merek lain dengan fungsi serupa, harga produk ini jauh lebih masuk akal.
    Satu kemasan bisa dipakai berbulan-bulan, jadi hitungannya hemat sekali.
    Tidak menyesal keluar uang untuk ini, kualitasnya terasa seperti produk yang jauh lebih mahal.
  `),
  mid: lines(`
    Harganya lumayan, tidak murah tapi juga tidak terlalu mahal untuk kualitas segini.
    Menurutku harganya sedikit di atas rata-rata, jadi lebih baik beli waktu ada diskon.
    Isinya agak cepat habis, jadi dari segi harga terasa biasa saja.
  `),
  bad: lines(`
    Dengan harga segini aku berharap lebih, rasanya kurang sepadan dengan hasilnya.
    Isinya sedikit dan cepat habis, jadi menurutku harganya kemahalan.
    Masih banyak pilihan lain yang lebih murah dengan hasil yang sama atau bahkan lebih baik.
  `),
};

/** The last sentence: whether the reviewer recommends it and would buy it again. */
export const CLOSINGS = {
  again: lines(`
    Overall aku puas dan pasti akan beli lagi kalau sudah habis, rekomendasi banget untuk kalian.
    Sudah masuk daftar produk wajibku, nanti pasti beli ulang dan aku rekomendasikan ke teman-teman.
    Semoga ulasan ini membantu ya, buatku ini salah satu pembelian terbaik tahun ini dan aku akan beli lagi.
  `),
  recommended: lines(`
    Secara keseluruhan aku rekomendasikan, tapi aku masih mau coba produk lain dulu sebelum beli ulang.
    Produknya bagus dan layak dicoba, hanya saja untuk sekarang aku belum berencana beli lagi.
    Aku tetap rekomendasikan untuk yang penasaran, walaupun belum tentu aku beli ulang.
  `),
  not: lines(`
    Sayangnya produk ini kurang cocok untukku, jadi aku tidak akan beli lagi.
    Buatku pribadi kurang direkomendasikan, mungkin hasilnya berbeda di orang lain.
    Aku tidak akan beli ulang, semoga ke depannya formulanya bisa diperbaiki.
    Cukup sekali coba saja, masih ada pilihan lain yang menurutku lebih sepadan.
  `),
};

/** Sentences that fit any review, added until it has its 150 words. */
export const FILLERS = lines(`
  Aku juga sudah menunjukkan produk ini ke beberapa teman kantor, dan tanggapan mereka cukup beragam.
  Pengiriman dari Kilau cepat, dua hari sudah sampai dan barangnya sesuai dengan yang dipesan.
  Sebelum dipakai rutin, aku selalu tes dulu di area kecil untuk memastikan tidak ada reaksi.
  Catatan kecil dariku, simpan di tempat sejuk dan jauh dari sinar matahari supaya kualitasnya terjaga.
  Aku biasanya menilai produk dari pemakaian sehari-hari, bukan cuma dari kesan pertama.
  Menurutku hasil tiap orang bisa berbeda, jadi sesuaikan dengan kebutuhan kalian masing-masing.
  Aku sempat memotret sebelum dan sesudah pemakaian supaya bisa membandingkan hasilnya secara jujur.
  Cuaca di kotaku panas dan lembap, jadi ini juga jadi pertimbangan waktu aku menilai.
  Aku memakai produk ini bersamaan dengan rutinitas lamaku, tanpa mengganti produk lain supaya adil.
  Semoga pengalaman ini bisa jadi bahan pertimbangan sebelum kalian memutuskan untuk membeli.
  Aku sempat membandingkan dengan produk serupa dari merek lain yang pernah aku pakai sebelumnya.
  Tidak ada sponsor apa pun di ulasan ini, semuanya aku beli dengan uangku sendiri.
`);

/**
 * What reviews of one kind of product say: the reviewer's profile (with `{trait}` values, each
 * with the tag it earns, if any), texture, scent and result by rating, how they use it, and the
 * tags such reviews carry.
 */
export interface FamilyPool {
  profile: readonly string[];
  /** Values for the profile's placeholders: `[text, tag]` (tag '' for none). */
  traits: Record<string, ReadonlyArray<readonly [string, string]>>;
  texture: Leveled;
  scent: Leveled;
  result: Leveled;
  routine: readonly string[];
  tags: readonly string[];
  /** Its own sentences on packaging and value, where the common ones (contents, refills) do not fit. */
  packaging?: Leveled;
  value?: Leveled;
}

/** `a | Tag` lines as trait values. */
export const traits = (text: string): Array<readonly [string, string]> =>
  lines(text).map((line) => {
    const [value = '', tag = ''] = line.split('|').map((part) => part.trim());
    return [value, tag] as const;
  });
