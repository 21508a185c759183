import { lines, traits, type FamilyPool } from './sentences-common';

/** Reviews of make-up (foundation, cushion, powder, lips, eyes, cheeks). */
export const MAKEUP: FamilyPool = {
  profile: lines(`
    Sebagai info, warna kulitku {tone} dan tipe kulitku {skin}.
    Kulitku {tone}, cenderung {skin}, dan aku biasa memakai makeup untuk bekerja di kantor.
    Buat gambaran, kulitku {tone} dengan tipe {skin}, jadi pemilihan warna cukup penting buatku.
  `),
  traits: {
    tone: traits(`
      kuning langsat |
      sawo matang |
      putih dengan undertone netral |
      kuning dengan undertone hangat |
      cokelat gelap |
    `),
    skin: traits(`
      berminyak | Kulit Berminyak
      kering | Kulit Kering
      kombinasi | Kulit Kombinasi
      normal |
    `),
  },
  texture: {
    good: lines(`
      Teksturnya lembut dan mudah di-blend, tidak perlu usaha keras untuk hasil yang rata.
      Begitu diaplikasikan, pigmentasinya langsung keluar hanya dengan satu kali usapan.
      Teksturnya ringan di kulit, tidak terasa seperti memakai makeup tebal.
      Hasil akhirnya halus dan tidak cakey, bahkan di area yang kering sekalipun.
    `),
    mid: lines(`
      Teksturnya agak kering, jadi aku harus menyiapkan kulit dengan pelembap dulu.
      Perlu dua sampai tiga lapis supaya warnanya keluar maksimal.
      Teksturnya lumayan, tapi agak susah diratakan kalau tidak memakai alat.
    `),
    bad: lines(`
      Teksturnya menggumpal dan gampang retak setelah beberapa jam.
      Sayangnya teksturnya cakey dan menempel di garis-garis halus.
      Pigmentasinya tipis sekali, sudah dioles berkali-kali tetap tidak keluar.
    `),
  },
  scent: {
    good: lines(`
      Wanginya manis tipis seperti vanila, dan tidak mengganggu waktu dipakai.
      Hampir tidak tercium aroma apa pun, jadi nyaman untuk yang tidak suka wangi-wangian.
      Aromanya lembut dan hilang dalam beberapa menit.
    `),
    mid: lines(`
      Ada aroma khas makeup yang agak jadul, tapi tidak terlalu mengganggu.
      Wanginya sedikit kuat di awal, lama-lama tidak tercium lagi.
    `),
    bad: lines(`
      Aromanya menyengat seperti krayon, kurang enak untuk produk yang dipakai dekat hidung.
      Baunya cukup kuat dan membuat aku kurang nyaman memakainya lama-lama.
    `),
  },
  result: {
    good: lines(`
      Ketahanannya mantap, dari pagi sampai sore masih menempel walaupun aku makan dan minum.
      Hasilnya natural dan membuat wajah terlihat lebih segar di foto maupun secara langsung.
      Warnanya sesuai dengan yang di foto, tidak oksidasi atau berubah jadi gelap.
      Tahan keringat dan tidak luntur walaupun aku naik motor di cuaca panas.
    `),
    mid: lines(`
      Ketahanannya sekitar empat sampai lima jam, setelah itu perlu touch up.
      Hasilnya cantik di awal, tapi agak pudar menjelang siang.
      Warnanya sedikit lebih gelap dibanding di foto, tapi masih bisa dipakai.
    `),
    bad: lines(`
      Sayangnya cepat luntur, baru dua jam sudah hilang separuh.
      Warnanya oksidasi dan jadi keabuan di kulitku, jadi terlihat kusam.
      Di kulitku hasilnya belang dan tidak rata walaupun sudah memakai primer.
    `),
  },
  routine: lines(`
    Aku biasanya pakai setelah skincare pagi dan sunscreen, lalu kunci dengan bedak tabur tipis.
    Untuk acara malam aku tambahkan satu lapis lagi supaya hasilnya lebih dramatis.
    Aku aplikasikan dengan jari, tapi dengan kuas pun hasilnya tetap rapi.
    Menghapusnya mudah dengan micellar water, tidak perlu digosok terlalu keras.
  `),
  tags: ['Tahan Lama', 'Ringan', 'Pigmented', 'Tidak Cakey', 'Shade Pas', 'Mudah Di-blend'],
};

/** Reviews of fragrance (eau de parfum and toilette, body mists, roll-ons). */
export const FRAGRANCE: FamilyPool = {
  profile: lines(`
    Aku biasanya suka aroma {taste} dan memakai parfum untuk {occasion}.
    Seleraku lebih ke wangi {taste}, dan parfum ini aku pakai terutama untuk {occasion}.
  `),
  traits: {
    taste: traits(`
      floral yang lembut | Wangi Manis
      segar dan citrus | Wangi Segar
      manis seperti vanila | Wangi Manis
      woody yang hangat | Wangi Elegan
    `),
    occasion: traits(`
      ke kantor | Cocok untuk Kerja
      kuliah |
      acara santai di akhir pekan |
      makan malam bersama keluarga |
    `),
  },
  texture: {
    good: lines(`
      Semprotannya halus dan merata, tidak muncrat atau menetes.
      Kabutnya lembut sekali, sekali semprot sudah menyebar ke seluruh pakaian.
      Tidak meninggalkan noda di baju, bahkan di kain berwarna terang.
    `),
    mid: lines(`
      Semprotannya agak basah, jadi aku harus menjaga jarak waktu menyemprot.
      Penyemprotnya kadang macet di awal, tapi setelah beberapa kali tekan lancar lagi.
    `),
    bad: lines(`
      Semprotannya tidak rata dan sering menetes ke lantai.
      Meninggalkan bekas kekuningan di kerah baju putihku.
    `),
  },
  scent: {
    good: lines(`
      Top note-nya segar seperti jeruk, lalu perlahan berubah jadi floral yang lembut.
      Wanginya elegan dan tidak pasaran, beberapa teman sampai menanyakan namanya.
      Dry down-nya hangat dan manis, enak sekali dicium di sore hari.
      Aromanya bersih seperti baju yang baru dicuci, cocok untuk dipakai setiap hari.
    `),
    mid: lines(`
      Wanginya enak, tapi agak mirip dengan parfum lain yang lebih murah.
      Di awal terasa terlalu tajam, baru enak setelah setengah jam.
    `),
    bad: lines(`
      Aromanya terlalu menyengat dan membuat orang di sekitar terganggu.
      Wanginya terasa sintetis dan membuat aku sedikit mual.
    `),
  },
  result: {
    good: lines(`
      Ketahanannya bagus, masih tercium di pakaian sampai malam.
      Proyeksinya pas, tercium saat orang mendekat tapi tidak memenuhi ruangan.
      Sekali semprot di pagi hari bertahan sampai jam pulang kantor.
    `),
    mid: lines(`
      Ketahanannya sekitar tiga sampai empat jam, jadi perlu semprot ulang.
      Di kulit cepat hilang, tapi di baju lebih awet.
    `),
    bad: lines(`
      Dalam satu jam wanginya sudah hilang, sangat tidak tahan lama.
      Hampir tidak tercium setelah keluar rumah, mengecewakan.
    `),
  },
  routine: lines(`
    Aku semprotkan di nadi pergelangan tangan, belakang telinga, dan sedikit di rambut.
    Supaya lebih awet aku pakai setelah body lotion tanpa pewangi.
    Ukurannya pas dibawa di tas untuk semprot ulang di siang hari.
  `),
  tags: ['Tahan Lama', 'Wangi Segar', 'Travel Friendly'],
};

/** Reviews of tools (brushes, sponges, rollers, curlers, pouches). */
export const TOOLS: FamilyPool = {
  profile: lines(`
    Aku memakai {noun} ini hampir setiap hari untuk {use}.
    Kebutuhanku sederhana, {noun} ini aku pakai terutama untuk {use}.
  `),
  traits: {
    use: traits(`
      makeup ke kantor |
      riasan sederhana sehari-hari | Praktis
      merapikan riasan sebelum acara |
      perawatan wajah di malam hari |
    `),
  },
  texture: {
    good: lines(`
      Bahannya lembut di kulit dan tidak menimbulkan iritasi.
      Permukaannya halus dan padat, tidak ada yang rontok waktu dipakai.
      Materialnya terasa kokoh dan nyaman digenggam.
    `),
    mid: lines(`
      Bahannya lumayan, tapi sedikit kasar di bagian pinggir.
      Awalnya agak kaku, setelah dicuci beberapa kali baru terasa lembut.
    `),
    bad: lines(`
      Bahannya kasar dan membuat kulit terasa tergores.
      Sudah ada bagian yang rontok atau mengelupas di pemakaian pertama.
    `),
  },
  scent: {
    good: lines(`
      Tidak ada bau plastik atau lem sama sekali waktu dibuka.
      Baunya netral, jadi aman dipakai dekat wajah.
    `),
    mid: lines(`
      Ada sedikit bau pabrik waktu pertama dibuka, hilang setelah dicuci.
    `),
    bad: lines(`
      Bau lemnya menyengat dan tidak hilang walaupun sudah dicuci.
    `),
  },
  result: {
    good: lines(`
      Hasil riasan jadi lebih rata dan rapi dibanding memakai jari.
      Mudah dibersihkan dan cepat kering, jadi praktis dipakai setiap hari.
      Setelah berbulan-bulan dipakai masih awet dan bentuknya tidak berubah.
    `),
    mid: lines(`
      Fungsinya sesuai, tapi butuh waktu untuk membiasakan diri memakainya.
    `),
    bad: lines(`
      Hasilnya malah membuat riasan belang dan tidak rata.
      Cepat rusak, baru beberapa minggu sudah tidak bisa dipakai dengan baik.
    `),
  },
  routine: lines(`
    Aku cuci seminggu sekali dengan sabun bayi lalu aku angin-anginkan sampai kering.
    Aku simpan di pouch supaya tetap bersih dan tidak berdebu.
  `),
  tags: ['Mudah Dibersihkan', 'Lembut', 'Awet', 'Travel Friendly'],
  packaging: {
    good: lines(`
      Dikemas rapi dalam kotak kecil yang kokoh, jadi bentuknya tetap bagus waktu sampai.
      Kemasannya bisa dipakai lagi untuk menyimpan, praktis dan rapi di laci.
      Pengirimannya aman, dibungkus bubble wrap dan segelnya masih utuh.
    `),
    mid: lines(`
      Kemasannya sederhana, plastik biasa, tapi cukup melindungi selama pengiriman.
      Kotaknya sedikit penyok waktu sampai, untungnya isinya tidak apa-apa.
    `),
    bad: lines(`
      Kemasannya tipis sekali dan bagian ujungnya sudah tertekuk waktu sampai.
      Tidak ada pelindung sama sekali di dalam kotaknya, jadi sedikit kotor waktu dibuka.
    `),
  },
  value: {
    good: lines(`
      Untuk harganya, kualitasnya jauh di atas perkiraanku dan awet dipakai berbulan-bulan.
      Harganya masuk akal, apalagi dibanding alat serupa dari merek yang lebih terkenal.
    `),
    mid: lines(`
      Harganya lumayan, sebanding dengan kualitas yang didapat, tidak lebih.
    `),
    bad: lines(`
      Dengan harga segini aku berharap lebih awet, rasanya kurang sepadan.
      Masih banyak alat lain yang lebih murah dengan kualitas yang sama.
    `),
  },
};
