import { lines, traits, type FamilyPool } from './sentences-common';

/** Reviews of face care (cleansers, toners, serums, moisturisers, sunscreens, masks). */
export const FACE: FamilyPool = {
  profile: lines(`
    Kulitku tipe {skin} dan {concern}, jadi aku cukup hati-hati memilih produk.
    Sebagai pemilik kulit {skin} yang {concern}, aku selalu mencari produk yang ringan dan tidak menimbulkan masalah baru.
    Sebagai informasi, kulitku {skin}, aku tinggal di kota yang panas, dan kulitku {concern}.
  `),
  traits: {
    skin: traits(`
      berminyak | Kulit Berminyak
      kering | Kulit Kering
      kombinasi | Kulit Kombinasi
      sensitif | Kulit Sensitif
      normal cenderung kering | Kulit Kering
      berminyak di area T | Kulit Kombinasi
    `),
    concern: traits(`
      mudah berjerawat | Ampuh untuk Jerawat
      sering terlihat kusam | Mencerahkan
      pori-porinya besar |
      gampang kemerahan | Menenangkan
      masih ada bekas jerawat |
    `),
  },
  texture: {
    good: lines(`
      Teksturnya ringan dan cepat meresap, tidak meninggalkan rasa lengket sama sekali di wajah.
      Begitu diaplikasikan, teksturnya langsung menyatu dengan kulit dan terasa segar.
      Teksturnya pas, tidak terlalu cair dan tidak terlalu kental, enak diratakan dengan ujung jari.
      Setelah meresap, kulit terasa lembap tapi tidak berminyak, jadi makeup di atasnya tetap menempel.
      Aku suka karena bisa ditumpuk dengan produk lain tanpa menggumpal atau pilling.
    `),
    mid: lines(`
      Teksturnya agak lengket di awal, tapi setelah lima menit sudah meresap dengan baik.
      Butuh waktu sedikit lebih lama untuk meresap, jadi aku biasanya menunggu sebelum lanjut ke langkah berikutnya.
      Teksturnya lumayan, hanya saja kalau dipakai terlalu banyak terasa berat di kulit.
    `),
    bad: lines(`
      Teksturnya terlalu berat buat kulitku, lama sekali meresap dan meninggalkan lapisan lengket.
      Sayangnya teksturnya menimbulkan pilling kalau ditimpa sunscreen, jadi cukup mengganggu di pagi hari.
      Di kulitku teksturnya terasa tebal dan membuat wajah terlihat mengilap berlebihan.
    `),
  },
  scent: {
    good: lines(`
      Aromanya lembut dan menenangkan, tidak menyengat sama sekali.
      Hampir tidak ada wanginya, cocok untuk aku yang sensitif terhadap pewangi.
      Ada aroma segar yang samar dan hilang sendiri tidak lama setelah dipakai.
      Wanginya natural seperti bahan alaminya, bukan parfum buatan yang tajam.
    `),
    mid: lines(`
      Aromanya agak khas bahan aktif, awalnya aneh tapi lama-lama terbiasa juga.
      Wanginya biasa saja, tidak mengganggu tapi juga tidak istimewa.
      Ada sedikit bau alkohol waktu pertama dioles, untungnya cepat hilang.
    `),
    bad: lines(`
      Aromanya cukup menyengat buatku, bahkan sempat membuat kepala sedikit pusing.
      Wanginya terlalu kuat untuk produk wajah, aku lebih suka yang tanpa pewangi.
      Baunya kurang enak, seperti bahan kimia, dan bertahan cukup lama di kulit.
    `),
  },
  result: {
    good: lines(`
      Setelah beberapa minggu, kulitku terlihat lebih cerah dan teksturnya lebih halus.
      Jerawat kecil di dahi mulai berkurang dan bekasnya pelan-pelan memudar.
      Wajah terasa lebih kenyal dan lembap, bahkan saat bangun tidur di pagi hari.
      Kemerahan di pipi jauh berkurang, dan lapisan pelindung kulit terasa lebih kuat.
      Pori-pori terlihat lebih rapat dan minyak berlebih di area T lebih terkontrol.
    `),
    mid: lines(`
      Hasilnya ada, tapi tidak sedrastis yang dijanjikan di deskripsi.
      Kulit memang lebih lembap, hanya saja untuk bekas jerawat belum terlihat perubahan.
      Efeknya terasa pelan, mungkin butuh waktu lebih lama untuk melihat hasil maksimal.
    `),
    bad: lines(`
      Sayangnya tidak ada perubahan berarti di kulitku, malah muncul beberapa bruntusan.
      Setelah dipakai rutin, kulitku justru terasa lebih kering dan sedikit perih.
      Hasilnya nihil buatku, kusam dan bekas jerawatnya masih sama saja.
    `),
  },
  routine: lines(`
    Aku pakai pagi dan malam sebagai bagian dari rutinitas perawatan wajahku.
    Aku biasanya pakai secukupnya saja, tidak perlu banyak untuk seluruh wajah dan leher.
    Selama pemakaian aku tidak lupa memakai tabir surya setiap pagi.
    Kombinasi yang paling cocok buatku adalah dipakai bersama pelembap yang ringan.
  `),
  tags: ['Cepat Meresap', 'Ringan', 'Tidak Lengket', 'Melembapkan', 'Tanpa Pewangi'],
};

/** Reviews of body care (washes, lotions, scrubs, hand creams, deodorants). */
export const BODY: FamilyPool = {
  profile: lines(`
    Kulit badanku cenderung {skin}, apalagi karena seharian berada di ruangan ber-AC.
    Buat gambaran, kulit tubuhku {skin} dan aku cukup sering beraktivitas di luar ruangan.
  `),
  traits: {
    skin: traits(`
      kering | Kulit Kering
      kusam | Mencerahkan
      sensitif | Kulit Sensitif
      normal |
      mudah bersisik di bagian kaki | Kulit Kering
    `),
  },
  texture: {
    good: lines(`
      Teksturnya lembut dan cepat meresap, jadi bisa langsung pakai baju tanpa menunggu lama.
      Tidak lengket sama sekali, walaupun dipakai di siang hari yang panas.
      Teksturnya creamy dan mudah diratakan ke seluruh badan.
      Terasa lembut di kulit dan tidak membuat kulit terasa ketarik setelahnya.
    `),
    mid: lines(`
      Teksturnya agak berat, lebih cocok dipakai malam hari sebelum tidur.
      Butuh waktu sedikit lebih lama untuk meresap kalau dioles terlalu tebal.
    `),
    bad: lines(`
      Teksturnya lengket dan membuat baju terasa menempel di kulit.
      Terlalu encer sampai cepat sekali habis, dan rasanya kurang melembapkan.
    `),
  },
  scent: {
    good: lines(`
      Wanginya segar dan tahan sampai sore, banyak yang tanya aku pakai parfum apa.
      Aromanya lembut dan menenangkan, enak dipakai sebelum tidur.
      Wanginya manis tapi tidak membuat enek, pas untuk dipakai sehari-hari.
    `),
    mid: lines(`
      Wanginya enak tapi cepat hilang, setelah sejam sudah tidak tercium.
      Aromanya biasa saja, seperti sabun pada umumnya.
    `),
    bad: lines(`
      Wanginya terlalu menyengat dan agak sintetis buatku.
      Aromanya tidak sesuai dengan namanya, malah mirip bau obat.
    `),
  },
  result: {
    good: lines(`
      Kulit badan terasa lebih halus dan lembap, terutama di area siku dan lutut.
      Setelah rutin dipakai, kulit terlihat lebih cerah dan tidak bersisik lagi.
      Kulit tetap lembap sampai pagi, padahal aku tidur di kamar ber-AC.
    `),
    mid: lines(`
      Kulit memang lembap, tapi efek cerahnya belum terlihat.
      Hasilnya lumayan, hanya saja harus dipakai dua kali sehari supaya terasa.
    `),
    bad: lines(`
      Tidak terasa bedanya, kulit tetap kering setelah beberapa jam.
      Malah muncul gatal-gatal kecil di lengan setelah beberapa hari pemakaian.
    `),
  },
  routine: lines(`
    Aku pakai setelah mandi pagi dan malam, waktu kulit masih sedikit lembap.
    Biasanya aku bawa juga di tas untuk dipakai ulang di siang hari.
    Aku kombinasikan dengan lulur seminggu sekali supaya hasilnya lebih maksimal.
  `),
  tags: ['Wangi Tahan Lama', 'Cepat Meresap', 'Tidak Lengket', 'Melembapkan'],
};

/** Reviews of hair care (shampoos, conditioners, masks, serums and oils, styling). */
export const HAIR: FamilyPool = {
  profile: lines(`
    Rambutku {hair} dan kulit kepalaku {scalp}, jadi tidak semua produk cocok.
    Sebagai gambaran, rambutku {hair}, sementara kulit kepalaku {scalp}.
  `),
  traits: {
    hair: traits(`
      lurus dan tipis |
      ikal dan tebal | Anti Kusut
      bergelombang dan sering diwarnai | Rambut Kering
      panjang dan mudah kusut | Anti Kusut
      mudah rontok | Rambut Rontok
    `),
    scalp: traits(`
      cenderung berminyak | Kulit Kepala Berminyak
      kering dan gampang berketombe |
      normal |
      cukup sensitif |
    `),
  },
  texture: {
    good: lines(`
      Teksturnya ringan dan mudah diratakan dari akar sampai ujung rambut.
      Busanya banyak walaupun hanya pakai sedikit, dan gampang dibilas.
      Tidak membuat rambut lepek atau berat, justru terasa lebih ringan.
    `),
    mid: lines(`
      Teksturnya agak kental, jadi perlu dicampur sedikit air dulu.
      Busanya tidak terlalu banyak, tapi masih bisa membersihkan dengan baik.
    `),
    bad: lines(`
      Teksturnya berat dan membuat rambut lepek di hari yang sama.
      Susah dibilas sampai bersih, rasanya masih ada yang tertinggal di rambut.
    `),
  },
  scent: {
    good: lines(`
      Wanginya segar dan masih tercium di rambut sampai besok paginya.
      Aromanya seperti wangi salon, membuat suasana hati naik setiap keramas.
      Wanginya lembut dan tidak bertabrakan dengan parfum yang aku pakai.
    `),
    mid: lines(`
      Wanginya enak tapi hilang begitu rambut kering.
      Aromanya agak herbal, bukan favoritku tapi masih bisa diterima.
    `),
    bad: lines(`
      Wanginya terlalu kuat dan membuat kepala pusing waktu keramas.
      Aromanya kurang enak, seperti bau obat yang tertinggal di rambut.
    `),
  },
  result: {
    good: lines(`
      Rambutku jadi lebih lembut, mudah disisir, dan tidak mengembang lagi.
      Rontok berkurang cukup banyak, terlihat dari rambut yang tersangkut di sisir.
      Ujung rambut yang kering terasa lebih terhidrasi dan berkilau.
    `),
    mid: lines(`
      Rambut memang lebih lembut, tapi untuk masalah rontok belum terasa bedanya.
      Hasilnya cukup baik, hanya saja efeknya tidak bertahan lama.
    `),
    bad: lines(`
      Kulit kepalaku malah jadi gatal dan muncul ketombe setelah beberapa kali pakai.
      Rambutku terasa kering dan kusut, berbeda jauh dari klaimnya.
    `),
  },
  routine: lines(`
    Aku pakai dua hari sekali, karena keramas setiap hari membuat rambutku kering.
    Setelah dipakai aku biarkan rambut kering alami tanpa pengering rambut.
    Aku kombinasikan dengan serum rambut di bagian ujung supaya lebih halus.
  `),
  tags: ['Rambut Lembut', 'Wangi Segar', 'Tidak Lepek'],
};
