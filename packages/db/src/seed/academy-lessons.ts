/**
 * The demo academy's syllabus (issue 22, docs/design/academy.md): three levels of three classes,
 * each a lesson in Markdown (Indonesian and English) with a short quiz, and the landing's
 * articles. Partner brand: Teduh Skin (one of the catalogue's invented brands).
 */

type Words = { id: string; en: string };
export type SeedAcademyQuestion = {
  prompt: Words;
  explanation: Words;
  /** The first option is the correct one; the seed writes them in this order. */
  options: readonly Words[];
  correct: number;
};
export type SeedAcademyClass = {
  slug: string;
  title: Words;
  summary: Words;
  content: Words;
  tags: readonly string[];
  questions: readonly SeedAcademyQuestion[];
};
export type SeedAcademyLevel = {
  title: Words;
  summary: Words;
  assignment?: { title: Words; brief: Words; pass_score: number };
  classes: readonly SeedAcademyClass[];
};
export type SeedAcademyArticle = {
  slug: string;
  title: Words;
  summary: Words;
  content: Words;
  tags: readonly string[];
  /** Days before the seed's clock. */
  days_ago: number;
};

const q = (
  prompt: Words,
  options: readonly Words[],
  correct: number,
  explanation: Words,
): SeedAcademyQuestion => ({ prompt, options, correct, explanation });

export const ACADEMY_LEVELS: readonly SeedAcademyLevel[] = [
  {
    title: { id: 'Dasar-Dasar Kulit', en: 'Skin Foundations' },
    summary: {
      id: 'Kenali kulit, cara membersihkannya, dan jenis-jenis kulit sebelum bicara produk.',
      en: 'Know the skin, how to cleanse it and the skin types before talking products.',
    },
    classes: [
      {
        slug: 'mengenal-lapisan-kulit',
        title: { id: 'Mengenal Lapisan Kulit', en: 'How Skin Is Built' },
        summary: {
          id: 'Epidermis, dermis, dan skin barrier: mengapa kulit butuh dirawat dengan lembut.',
          en: 'Epidermis, dermis and the skin barrier: why skin needs gentle care.',
        },
        tags: ['dasar', 'skin-barrier'],
        content: {
          id: `## Tiga lapisan utama

Kulit terdiri dari **epidermis** (lapisan terluar), **dermis** (tempat kolagen, elastin, pembuluh darah, dan kelenjar minyak), dan **hipodermis** (lapisan lemak). Produk skincare sebagian besar bekerja di epidermis.

## Skin barrier

Lapisan paling atas epidermis, *stratum corneum*, sering digambarkan seperti dinding bata: sel-sel kulit mati adalah batanya, dan lemak (ceramide, kolesterol, asam lemak) adalah semennya. Barrier yang sehat menahan air di dalam kulit dan menahan iritan di luar.

Tanda barrier terganggu: kulit terasa perih saat memakai produk, kemerahan, kering tapi berminyak, atau jerawat kecil yang tiba-tiba muncul. Penyebab umum: mencuci muka terlalu sering, scrub kasar, dan memakai terlalu banyak bahan aktif sekaligus.

## Siklus kulit

Epidermis memperbarui diri kira-kira setiap 28 hari pada orang dewasa muda, dan melambat seiring usia. Karena itu, hasil skincare baru bisa dinilai setelah 4–6 minggu pemakaian rutin.`,
          en: `## Three main layers

Skin has the **epidermis** (the outer layer), the **dermis** (collagen, elastin, blood vessels and oil glands) and the **hypodermis** (the fat layer). Most skincare works in the epidermis.

## The skin barrier

The top of the epidermis, the *stratum corneum*, is often pictured as a brick wall: dead skin cells are the bricks and lipids (ceramides, cholesterol, fatty acids) are the mortar. A healthy barrier keeps water in and irritants out.

Signs of a damaged barrier: stinging when applying products, redness, skin that feels dry yet oily, or sudden small breakouts. Common causes: washing too often, harsh scrubs and too many actives at once.

## Skin renewal

The epidermis renews itself roughly every 28 days in young adults, and more slowly with age. That is why a routine is judged after 4–6 weeks of regular use.`,
        },
        questions: [
          q(
            {
              id: 'Lapisan kulit mana yang menjadi target utama skincare?',
              en: 'Which layer does most skincare work on?',
            },
            [
              { id: 'Epidermis', en: 'Epidermis' },
              { id: 'Hipodermis', en: 'Hypodermis' },
              { id: 'Otot wajah', en: 'Facial muscle' },
            ],
            0,
            {
              id: 'Sebagian besar produk bekerja di epidermis, terutama stratum corneum.',
              en: 'Most products work in the epidermis, especially the stratum corneum.',
            },
          ),
          q(
            {
              id: 'Dalam analogi dinding bata, apa "semen" skin barrier?',
              en: 'In the brick-wall picture, what is the barrier’s "mortar"?',
            },
            [
              {
                id: 'Lemak seperti ceramide dan kolesterol',
                en: 'Lipids such as ceramides and cholesterol',
              },
              { id: 'Kolagen', en: 'Collagen' },
              { id: 'Keringat', en: 'Sweat' },
            ],
            0,
            {
              id: 'Ceramide, kolesterol, dan asam lemak mengisi celah di antara sel.',
              en: 'Ceramides, cholesterol and fatty acids fill the gaps between cells.',
            },
          ),
          q(
            {
              id: 'Kapan hasil rutinitas baru sebaiknya dinilai?',
              en: 'When should a new routine be judged?',
            },
            [
              { id: 'Setelah 4–6 minggu', en: 'After 4–6 weeks' },
              { id: 'Keesokan harinya', en: 'The next day' },
              { id: 'Setelah satu tahun', en: 'After a year' },
            ],
            0,
            {
              id: 'Kulit butuh satu siklus pembaruan (sekitar 28 hari) atau lebih.',
              en: 'Skin needs one renewal cycle (about 28 days) or more.',
            },
          ),
        ],
      },
      {
        slug: 'mengenali-tipe-kulit',
        title: { id: 'Mengenali Tipe Kulit', en: 'Reading Skin Types' },
        summary: {
          id: 'Normal, kering, berminyak, kombinasi, dan sensitif — serta bedanya tipe dan kondisi kulit.',
          en: 'Normal, dry, oily, combination and sensitive — and type versus condition.',
        },
        tags: ['dasar', 'tipe-kulit'],
        content: {
          id: `## Tipe kulit

- **Normal**: seimbang, pori tidak terlalu terlihat.
- **Kering**: terasa kencang, bisa bersisik, pori kecil.
- **Berminyak**: kilap di seluruh wajah, pori besar, rentan komedo.
- **Kombinasi**: berminyak di zona T (dahi, hidung, dagu), normal atau kering di pipi.
- **Sensitif**: mudah merah, perih, atau gatal; bisa dialami tipe kulit apa pun.

## Tipe berbeda dengan kondisi

Tipe kulit cenderung menetap (dipengaruhi genetik dan hormon). **Kondisi** kulit bisa datang dan pergi: dehidrasi, jerawat, hiperpigmentasi, kemerahan. Kulit berminyak pun bisa dehidrasi — ia kekurangan air, bukan minyak.

## Tes sederhana

Cuci muka dengan pembersih lembut, keringkan, lalu tunggu 30–60 menit tanpa produk apa pun. Perhatikan di mana kulit terasa kencang dan di mana mulai mengilap. Sebagai beauty advisor, tanyakan juga kebiasaan pelanggan: produk yang sedang dipakai, iklim tempat tinggal, dan keluhan utamanya.`,
          en: `## Skin types

- **Normal**: balanced, pores not very visible.
- **Dry**: feels tight, may flake, small pores.
- **Oily**: shine all over, large pores, prone to blackheads.
- **Combination**: oily T-zone (forehead, nose, chin), normal or dry cheeks.
- **Sensitive**: easily red, stinging or itchy; any type can be sensitive.

## Type versus condition

A skin type tends to stay (genetics and hormones). A **condition** comes and goes: dehydration, acne, hyperpigmentation, redness. Even oily skin can be dehydrated — it lacks water, not oil.

## A simple test

Wash with a gentle cleanser, pat dry and wait 30–60 minutes without any product. Notice where the skin feels tight and where it starts to shine. As a beauty advisor, also ask about habits: current products, the climate they live in and their main concern.`,
        },
        questions: [
          q(
            {
              id: 'Kulit berminyak di zona T dan kering di pipi adalah tipe…',
              en: 'Oily in the T-zone and dry on the cheeks is…',
            },
            [
              { id: 'Kombinasi', en: 'Combination' },
              { id: 'Normal', en: 'Normal' },
              { id: 'Kering', en: 'Dry' },
            ],
            0,
            {
              id: 'Kulit kombinasi punya area dengan kebutuhan berbeda.',
              en: 'Combination skin has areas with different needs.',
            },
          ),
          q(
            {
              id: 'Bisakah kulit berminyak mengalami dehidrasi?',
              en: 'Can oily skin be dehydrated?',
            },
            [
              {
                id: 'Bisa, karena dehidrasi berarti kekurangan air',
                en: 'Yes: dehydration is a lack of water',
              },
              { id: 'Tidak mungkin', en: 'Never' },
              { id: 'Hanya di musim kemarau', en: 'Only in the dry season' },
            ],
            0,
            {
              id: 'Dehidrasi adalah kondisi, bukan tipe; minyak dan air berbeda.',
              en: 'Dehydration is a condition, not a type; oil and water differ.',
            },
          ),
          q(
            {
              id: 'Berapa lama menunggu setelah cuci muka untuk tes tipe kulit?',
              en: 'How long to wait after washing for the skin-type test?',
            },
            [
              { id: '30–60 menit', en: '30–60 minutes' },
              { id: '1 menit', en: '1 minute' },
              { id: '8 jam', en: '8 hours' },
            ],
            0,
            {
              id: 'Cukup waktu bagi kulit untuk kembali memproduksi minyaknya.',
              en: 'Long enough for the skin to produce its oil again.',
            },
          ),
        ],
      },
      {
        slug: 'double-cleansing',
        title: { id: 'Double Cleansing yang Benar', en: 'Double Cleansing Done Right' },
        summary: {
          id: 'Pembersih berbasis minyak, lalu berbasis air: kapan perlu dan bagaimana caranya.',
          en: 'Oil-based, then water-based cleanser: when it is needed and how.',
        },
        tags: ['pembersih', 'rutinitas'],
        content: {
          id: `## Mengapa dua langkah?

Tabir surya, makeup, dan sebum larut dalam minyak. **Langkah pertama** memakai cleansing oil, balm, atau micellar water untuk meluruhkannya. **Langkah kedua** memakai pembersih berbasis air (gel atau foam lembut) untuk mengangkat sisa kotoran dan keringat.

## Cara melakukannya

1. Dengan tangan dan wajah kering, pijat cleansing oil atau balm selama 30–60 detik.
2. Basahi tangan, pijat lagi sampai teremulsi (berubah putih susu), lalu bilas.
3. Pakai pembersih kedua seukuran kacang, pijat 30 detik, bilas dengan air suam-suam kuku.
4. Keringkan dengan menepuk, bukan menggosok.

## Kapan tidak perlu

Double cleansing paling berguna di malam hari, terutama setelah memakai tabir surya atau makeup. Di pagi hari, satu pembersih lembut (atau hanya air untuk kulit sangat kering) sudah cukup. Tanda pembersih terlalu keras: kulit terasa "kesat" dan kencang setelah dibilas.`,
          en: `## Why two steps?

Sunscreen, makeup and sebum dissolve in oil. The **first step** uses a cleansing oil, balm or micellar water to break them down. The **second step** uses a water-based cleanser (a gentle gel or foam) to lift the remaining dirt and sweat.

## How to do it

1. With dry hands and face, massage the oil or balm in for 30–60 seconds.
2. Wet your hands, massage again until it emulsifies (turns milky), then rinse.
3. Use a pea-sized amount of the second cleanser, massage 30 seconds, rinse with lukewarm water.
4. Pat dry; do not rub.

## When it is not needed

Double cleansing matters most at night, especially after sunscreen or makeup. In the morning one gentle cleanser (or just water for very dry skin) is enough. A sign the cleanser is too harsh: skin feels "squeaky" and tight after rinsing.`,
        },
        questions: [
          q(
            {
              id: 'Apa fungsi langkah pertama double cleansing?',
              en: 'What does the first cleansing step do?',
            },
            [
              {
                id: 'Meluruhkan tabir surya, makeup, dan sebum',
                en: 'Dissolve sunscreen, makeup and sebum',
              },
              { id: 'Mengeksfoliasi kulit', en: 'Exfoliate the skin' },
              { id: 'Melembapkan kulit', en: 'Moisturise the skin' },
            ],
            0,
            {
              id: 'Minyak melarutkan kotoran yang berbasis minyak.',
              en: 'Oil dissolves oil-based grime.',
            },
          ),
          q(
            {
              id: 'Cleansing oil sebaiknya dipakai pada…',
              en: 'A cleansing oil is best applied to…',
            },
            [
              { id: 'Wajah dan tangan yang kering', en: 'A dry face with dry hands' },
              { id: 'Wajah yang sangat basah', en: 'A soaking wet face' },
              { id: 'Setelah pelembap', en: 'After moisturiser' },
            ],
            0,
            {
              id: 'Air mengurangi daya larut minyak sebelum waktunya.',
              en: 'Water weakens the oil before it has done its work.',
            },
          ),
          q(
            {
              id: 'Kulit terasa kesat dan kencang setelah cuci muka menandakan…',
              en: 'Squeaky, tight skin after washing means…',
            },
            [
              { id: 'Pembersih terlalu keras', en: 'The cleanser is too harsh' },
              {
                id: 'Kulit sangat bersih dan sehat',
                en: 'The skin is perfectly clean and healthy',
              },
              { id: 'Perlu scrub lebih sering', en: 'More scrubbing is needed' },
            ],
            0,
            {
              id: 'Pembersih keras mengikis lemak barrier.',
              en: 'Harsh cleansers strip the barrier’s lipids.',
            },
          ),
          q(
            {
              id: 'Kapan double cleansing paling berguna?',
              en: 'When is double cleansing most useful?',
            },
            [
              {
                id: 'Malam hari setelah memakai tabir surya atau makeup',
                en: 'At night after sunscreen or makeup',
              },
              { id: 'Setiap pagi sebelum apa pun', en: 'Every morning before anything' },
              { id: 'Hanya saat berjerawat', en: 'Only during breakouts' },
            ],
            0,
            {
              id: 'Di pagi hari, satu pembersih lembut umumnya cukup.',
              en: 'In the morning one gentle cleanser is usually enough.',
            },
          ),
        ],
      },
    ],
  },
  {
    title: { id: 'Bahan Aktif & Perlindungan', en: 'Actives & Protection' },
    summary: {
      id: 'Niacinamide, retinol, eksfolian, dan tabir surya: apa kerjanya dan bagaimana memakainya.',
      en: 'Niacinamide, retinol, exfoliants and sunscreen: what they do and how to use them.',
    },
    classes: [
      {
        slug: 'niacinamide-dan-retinol',
        title: { id: 'Niacinamide dan Retinol', en: 'Niacinamide and Retinol' },
        summary: {
          id: 'Dua bahan aktif paling populer: manfaat, konsentrasi, dan cara memulai.',
          en: 'The two most popular actives: benefits, strengths and how to start.',
        },
        tags: ['bahan-aktif', 'niacinamide', 'retinol'],
        content: {
          id: `## Niacinamide

Niacinamide (vitamin B3) membantu memperkuat skin barrier, meratakan warna kulit, dan mengontrol minyak. Konsentrasi 2–5% sudah efektif; 10% tidak selalu lebih baik dan pada sebagian orang memicu kemerahan. Bisa dipakai pagi dan malam, dan cocok untuk hampir semua tipe kulit.

## Retinol

Retinol adalah turunan vitamin A yang mempercepat pembaruan sel: membantu tekstur, jerawat, garis halus, dan noda. Karena kuat, mulailah **pelan**: konsentrasi rendah (0,1–0,3%), dua malam seminggu, lalu naikkan bertahap. Efek awal berupa kering, mengelupas, atau perih ringan disebut *retinization* dan biasanya mereda dalam 2–4 minggu.

## Aturan pakai

- Retinol hanya di **malam hari**, selalu diikuti tabir surya keesokan paginya.
- Jangan dipakai bersamaan dengan eksfolian kuat di malam yang sama.
- Ibu hamil atau menyusui sebaiknya menghindari retinoid; sarankan konsultasi dengan dokter.`,
          en: `## Niacinamide

Niacinamide (vitamin B3) helps strengthen the barrier, even out skin tone and control oil. 2–5% is effective; 10% is not always better and makes some people flush. It can be used morning and night and suits almost every skin type.

## Retinol

Retinol is a vitamin A derivative that speeds up cell renewal: it helps texture, acne, fine lines and dark spots. Because it is strong, start **slowly**: a low strength (0.1–0.3%), two nights a week, then build up. Early dryness, peeling or mild stinging is called *retinisation* and usually settles within 2–4 weeks.

## Rules of use

- Retinol only at **night**, always followed by sunscreen the next morning.
- Do not use it on the same night as a strong exfoliant.
- Pregnant or breastfeeding customers should avoid retinoids; suggest they ask a doctor.`,
        },
        questions: [
          q(
            {
              id: 'Konsentrasi niacinamide yang umumnya sudah efektif adalah…',
              en: 'A generally effective niacinamide strength is…',
            },
            [
              { id: '2–5%', en: '2–5%' },
              { id: '50%', en: '50%' },
              { id: '0,001%', en: '0.001%' },
            ],
            0,
            { id: 'Lebih tinggi tidak selalu lebih baik.', en: 'Higher is not always better.' },
          ),
          q(
            {
              id: 'Bagaimana sebaiknya pelanggan mulai memakai retinol?',
              en: 'How should a customer start retinol?',
            },
            [
              {
                id: 'Konsentrasi rendah, dua malam seminggu',
                en: 'Low strength, two nights a week',
              },
              { id: 'Konsentrasi tertinggi setiap pagi', en: 'The highest strength every morning' },
              { id: 'Dicampur dengan scrub', en: 'Mixed with a scrub' },
            ],
            0,
            {
              id: 'Kulit perlu waktu beradaptasi (retinization).',
              en: 'Skin needs time to adapt (retinisation).',
            },
          ),
          q(
            {
              id: 'Setelah memakai retinol di malam hari, keesokan paginya wajib…',
              en: 'After retinol at night, the next morning requires…',
            },
            [
              { id: 'Tabir surya', en: 'Sunscreen' },
              { id: 'Scrub', en: 'A scrub' },
              { id: 'Tidak memakai apa pun', en: 'Nothing at all' },
            ],
            0,
            {
              id: 'Retinol membuat kulit lebih peka terhadap sinar matahari.',
              en: 'Retinol makes skin more sensitive to the sun.',
            },
          ),
        ],
      },
      {
        slug: 'memahami-tabir-surya',
        title: { id: 'Memahami Tabir Surya', en: 'Understanding Sunscreen' },
        summary: {
          id: 'SPF, PA, UVA dan UVB, berapa banyak, dan kapan mengulang.',
          en: 'SPF, PA, UVA and UVB, how much, and when to reapply.',
        },
        tags: ['tabir-surya', 'perlindungan'],
        content: {
          id: `## UVA dan UVB

**UVB** menyebabkan kulit terbakar; **UVA** menembus lebih dalam, menyebabkan penuaan dini dan noda, bahkan menembus kaca jendela. Di Indonesia, indeks UV sering sangat tinggi sepanjang tahun.

## Membaca label

- **SPF** mengukur perlindungan dari UVB. SPF 30 menahan sekitar 97% UVB, SPF 50 sekitar 98%.
- **PA+** sampai **PA++++** menunjukkan perlindungan UVA; makin banyak tanda plus, makin tinggi.
- "Broad spectrum" berarti melindungi dari UVA dan UVB.

## Berapa banyak dan kapan

Nilai SPF diuji dengan 2 mg per cm² — untuk wajah dan leher sekitar **dua ruas jari** (kira-kira ¼ sendok teh). Pakai sebagai langkah terakhir skincare pagi, 15 menit sebelum keluar. Ulangi setiap 2–3 jam jika beraktivitas di luar ruangan, berkeringat, atau setelah berenang.

Tabir surya adalah produk anti-penuaan paling terbukti. Tanpanya, hasil retinol, eksfolian, dan produk pencerah akan berkurang.`,
          en: `## UVA and UVB

**UVB** burns the skin; **UVA** goes deeper, causing early ageing and dark spots, and passes through window glass. In Indonesia the UV index is often very high all year.

## Reading the label

- **SPF** measures UVB protection. SPF 30 blocks about 97% of UVB, SPF 50 about 98%.
- **PA+** to **PA++++** shows UVA protection; more plus signs, more protection.
- "Broad spectrum" means protection from both UVA and UVB.

## How much and when

SPF values are tested at 2 mg per cm² — for face and neck roughly **two finger lengths** (about ¼ teaspoon). Apply it as the last step of the morning routine, 15 minutes before going out. Reapply every 2–3 hours outdoors, after sweating or swimming.

Sunscreen is the best-proven anti-ageing product. Without it, retinol, exfoliants and brightening products give less.`,
        },
        questions: [
          q(
            {
              id: 'Sinar yang menembus kaca jendela dan memicu penuaan dini adalah…',
              en: 'The rays that pass through glass and cause early ageing are…',
            },
            [
              { id: 'UVA', en: 'UVA' },
              { id: 'UVB', en: 'UVB' },
              { id: 'Inframerah saja', en: 'Only infrared' },
            ],
            0,
            {
              id: 'UVA menembus lebih dalam dan melewati kaca.',
              en: 'UVA goes deeper and passes through glass.',
            },
          ),
          q(
            { id: 'Label PA++++ menunjukkan…', en: 'A PA++++ label shows…' },
            [
              { id: 'Perlindungan UVA yang tinggi', en: 'High UVA protection' },
              { id: 'Tahan air 4 jam', en: 'Water resistance for 4 hours' },
              { id: 'SPF 4', en: 'SPF 4' },
            ],
            0,
            { id: 'PA mengukur perlindungan UVA.', en: 'PA measures UVA protection.' },
          ),
          q(
            {
              id: 'Berapa banyak tabir surya untuk wajah dan leher?',
              en: 'How much sunscreen for face and neck?',
            },
            [
              { id: 'Sekitar dua ruas jari', en: 'About two finger lengths' },
              { id: 'Satu tetes', en: 'One drop' },
              { id: 'Satu botol penuh', en: 'A whole bottle' },
            ],
            0,
            {
              id: 'SPF diuji pada 2 mg/cm²; kurang dari itu, perlindungan turun.',
              en: 'SPF is tested at 2 mg/cm²; less than that protects less.',
            },
          ),
          q(
            { id: 'Kapan tabir surya perlu diulang?', en: 'When should sunscreen be reapplied?' },
            [
              {
                id: 'Setiap 2–3 jam di luar ruangan atau setelah berkeringat',
                en: 'Every 2–3 hours outdoors or after sweating',
              },
              { id: 'Tidak perlu diulang', en: 'Never' },
              { id: 'Hanya sekali seminggu', en: 'Once a week' },
            ],
            0,
            {
              id: 'Keringat, gesekan, dan waktu mengurangi lapisannya.',
              en: 'Sweat, rubbing and time wear the layer away.',
            },
          ),
        ],
      },
      {
        slug: 'eksfoliasi-aha-bha',
        title: { id: 'Eksfoliasi: AHA, BHA, dan PHA', en: 'Exfoliation: AHA, BHA and PHA' },
        summary: {
          id: 'Eksfolian kimia untuk tekstur dan pori, serta cara menghindari over-eksfoliasi.',
          en: 'Chemical exfoliants for texture and pores, and how to avoid over-exfoliating.',
        },
        tags: ['bahan-aktif', 'eksfoliasi'],
        content: {
          id: `## Tiga keluarga asam

- **AHA** (glycolic, lactic, mandelic acid) larut dalam air, bekerja di permukaan: untuk kulit kusam, tekstur kasar, dan noda.
- **BHA** (salicylic acid) larut dalam minyak, masuk ke pori: untuk komedo dan kulit berminyak-berjerawat.
- **PHA** (gluconolactone, lactobionic acid) molekulnya besar, lebih lembut: untuk kulit sensitif.

## Frekuensi

Mulai 2–3 kali seminggu di malam hari. Eksfoliasi harian hanya untuk produk berkonsentrasi rendah yang memang dirancang untuk itu.

## Tanda over-eksfoliasi

Kulit tampak mengilap seperti plastik, perih saat memakai pelembap, merah, atau muncul jerawat kecil-kecil. Jika terjadi, hentikan semua bahan aktif selama 1–2 minggu dan fokus pada pembersih lembut, pelembap dengan ceramide, dan tabir surya.`,
          en: `## Three acid families

- **AHAs** (glycolic, lactic, mandelic acid) are water-soluble and work on the surface: for dullness, rough texture and dark spots.
- **BHA** (salicylic acid) is oil-soluble and gets into pores: for blackheads and oily, acne-prone skin.
- **PHAs** (gluconolactone, lactobionic acid) are large molecules, gentler: for sensitive skin.

## How often

Start 2–3 evenings a week. Daily exfoliation is only for low-strength products made for it.

## Signs of over-exfoliation

Skin looks shiny like plastic, stings when moisturiser goes on, turns red, or breaks out in tiny bumps. If that happens, stop all actives for 1–2 weeks and keep to a gentle cleanser, a ceramide moisturiser and sunscreen.`,
        },
        questions: [
          q(
            {
              id: 'Asam yang larut minyak dan bekerja di dalam pori adalah…',
              en: 'The oil-soluble acid that works inside pores is…',
            },
            [
              { id: 'BHA (salicylic acid)', en: 'BHA (salicylic acid)' },
              { id: 'AHA (glycolic acid)', en: 'AHA (glycolic acid)' },
              { id: 'Hyaluronic acid', en: 'Hyaluronic acid' },
            ],
            0,
            {
              id: 'BHA larut minyak, sehingga bisa masuk ke pori yang berminyak.',
              en: 'BHA dissolves in oil, so it reaches oily pores.',
            },
          ),
          q(
            {
              id: 'Eksfolian yang paling cocok untuk kulit sensitif adalah…',
              en: 'The exfoliant best suited to sensitive skin is…',
            },
            [
              { id: 'PHA', en: 'PHA' },
              { id: 'Scrub butiran kasar', en: 'A coarse scrub' },
              { id: 'AHA konsentrasi tinggi', en: 'High-strength AHA' },
            ],
            0,
            {
              id: 'Molekul PHA besar sehingga meresap lebih lambat dan lembut.',
              en: 'PHA molecules are large, so they penetrate slowly and gently.',
            },
          ),
          q(
            {
              id: 'Apa yang disarankan saat kulit over-eksfoliasi?',
              en: 'What is advised for over-exfoliated skin?',
            },
            [
              {
                id: 'Hentikan bahan aktif 1–2 minggu, fokus pada barrier',
                en: 'Stop actives 1–2 weeks, focus on the barrier',
              },
              { id: 'Tambah eksfolian', en: 'Exfoliate more' },
              { id: 'Berhenti memakai tabir surya', en: 'Stop using sunscreen' },
            ],
            0,
            {
              id: 'Barrier perlu waktu pulih dengan perawatan sederhana.',
              en: 'The barrier needs time to recover with a simple routine.',
            },
          ),
        ],
      },
    ],
  },
  {
    title: { id: 'Rutinitas & Konsultasi', en: 'Routines & Consulting' },
    summary: {
      id: 'Menyusun urutan pemakaian dan mendampingi pelanggan sebagai beauty advisor.',
      en: 'Building the order of a routine and guiding customers as a beauty advisor.',
    },
    assignment: {
      title: { id: 'Tugas: Rutinitas untuk Pelanggan', en: 'Paper: A Routine for a Customer' },
      brief: {
        id: 'Seorang pelanggan berusia 27 tahun, kulit kombinasi, mengeluh komedo di hidung dan noda bekas jerawat, bekerja di luar ruangan. Tuliskan rutinitas pagi dan malam (urutan, jenis produk, frekuensi bahan aktif) dan jelaskan alasanmu, serta apa yang akan kamu katakan agar ia memakai tabir surya setiap hari. Lampirkan foto catatan atau susunan produk bila ada.',
        en: 'A 27-year-old customer with combination skin has blackheads on the nose and post-acne marks, and works outdoors. Write a morning and evening routine (order, product types, how often each active) with your reasons, and what you would say to make her wear sunscreen every day. Attach photos of your notes or a product line-up if you have them.',
      },
      pass_score: 70,
    },
    classes: [
      {
        slug: 'urutan-skincare',
        title: { id: 'Urutan Pemakaian Skincare', en: 'Layering Order' },
        summary: {
          id: 'Dari tekstur paling cair ke paling kental, dan bahan aktif yang tidak dipakai bersamaan.',
          en: 'From the thinnest texture to the thickest, and actives that do not go together.',
        },
        tags: ['rutinitas', 'layering'],
        content: {
          id: `## Prinsip dasar

Oleskan dari tekstur **paling cair ke paling kental**, sehingga setiap lapisan bisa meresap. Tabir surya selalu terakhir di pagi hari; pelembap atau sleeping mask terakhir di malam hari.

## Urutan pagi

1. Pembersih lembut
2. Toner atau essence (opsional)
3. Serum (mis. vitamin C atau niacinamide)
4. Pelembap
5. Tabir surya

## Urutan malam

1. Pembersih pertama (minyak/balm) dan kedua
2. Toner (opsional)
3. Bahan aktif: retinol **atau** eksfolian, bergantian malamnya
4. Serum penenang atau pelembap ringan
5. Pelembap

## Kombinasi yang perlu dijaga

Jangan menumpuk retinol dengan AHA/BHA di malam yang sama pada pemula. Vitamin C dan niacinamide boleh dipakai bersama untuk sebagian besar orang; jika terasa perih, pisahkan pagi dan malam. Beri jeda 1–2 menit antarlapisan bila produk terasa licin atau menggumpal (*pilling*).`,
          en: `## The basic rule

Apply from the **thinnest to the thickest** texture, so each layer can sink in. Sunscreen is always last in the morning; moisturiser or a sleeping mask last at night.

## Morning order

1. Gentle cleanser
2. Toner or essence (optional)
3. Serum (e.g. vitamin C or niacinamide)
4. Moisturiser
5. Sunscreen

## Evening order

1. First (oil/balm) and second cleanse
2. Toner (optional)
3. Active: retinol **or** an exfoliant, on alternate nights
4. Soothing serum or a light moisturiser
5. Moisturiser

## Combinations to watch

Beginners should not layer retinol with AHA/BHA on the same night. Vitamin C and niacinamide work together for most people; if it stings, split them between morning and night. Leave 1–2 minutes between layers if products slip or ball up (*pilling*).`,
        },
        questions: [
          q(
            { id: 'Prinsip umum urutan skincare adalah…', en: 'The general layering rule is…' },
            [
              {
                id: 'Dari tekstur paling cair ke paling kental',
                en: 'From the thinnest texture to the thickest',
              },
              { id: 'Dari yang paling mahal', en: 'From the most expensive' },
              { id: 'Acak, tidak berpengaruh', en: 'Random, it makes no difference' },
            ],
            0,
            {
              id: 'Produk cair meresap lebih baik sebelum lapisan kental.',
              en: 'Thin products absorb better before thick ones.',
            },
          ),
          q(
            {
              id: 'Langkah terakhir rutinitas pagi adalah…',
              en: 'The last step of the morning routine is…',
            },
            [
              { id: 'Tabir surya', en: 'Sunscreen' },
              { id: 'Serum', en: 'Serum' },
              { id: 'Toner', en: 'Toner' },
            ],
            0,
            {
              id: 'Tabir surya harus menjadi lapisan pelindung paling luar.',
              en: 'Sunscreen must be the outermost protective layer.',
            },
          ),
          q(
            {
              id: 'Untuk pemula, retinol dan AHA/BHA sebaiknya…',
              en: 'For beginners, retinol and AHA/BHA should be…',
            },
            [
              { id: 'Dipakai bergantian malamnya', en: 'Used on alternate nights' },
              { id: 'Dicampur di telapak tangan', en: 'Mixed in the palm' },
              { id: 'Dipakai pagi hari bersama', en: 'Used together in the morning' },
            ],
            0,
            {
              id: 'Menumpuk keduanya meningkatkan risiko iritasi.',
              en: 'Layering both raises the risk of irritation.',
            },
          ),
        ],
      },
      {
        slug: 'konsultasi-beauty-advisor',
        title: { id: 'Konsultasi sebagai Beauty Advisor', en: 'Consulting as a Beauty Advisor' },
        summary: {
          id: 'Mendengar dulu, bertanya dengan tepat, dan merekomendasikan dengan jujur.',
          en: 'Listen first, ask the right questions, and recommend honestly.',
        },
        tags: ['penjualan', 'konsultasi'],
        content: {
          id: `## Dengar dulu

Konsultasi yang baik dimulai dengan pertanyaan terbuka: *"Apa yang paling ingin kamu perbaiki dari kulitmu?"* Biarkan pelanggan bercerita sebelum menyebut produk.

## Pertanyaan kunci

- Produk apa yang dipakai sekarang, dan sudah berapa lama?
- Apakah ada produk yang pernah membuat perih atau berjerawat?
- Bagaimana rutinitas harian: di dalam atau luar ruangan, berapa lama waktu untuk skincare?
- Sedang hamil atau menyusui? Sedang memakai obat dari dokter kulit?

## Merekomendasikan

Mulai dari **kebutuhan dasar** (pembersih, pelembap, tabir surya) sebelum menambah serum. Jelaskan *mengapa* setiap produk cocok dengan keluhannya, cara memakainya, dan kapan hasilnya terlihat. Jangan menjanjikan hasil instan atau menyebut produk kosmetik "menyembuhkan" — untuk jerawat meradang, eksim, atau tahi lalat yang berubah, sarankan ke dokter kulit.

## Setelah pembelian

Tuliskan urutan pemakaian di kartu atau pesan, dan ajak pelanggan kembali setelah 4–6 minggu untuk meninjau hasil. Kepercayaan pelanggan lebih bernilai daripada satu penjualan besar.`,
          en: `## Listen first

A good consultation starts with an open question: *"What would you most like to improve about your skin?"* Let the customer talk before naming a product.

## Key questions

- What do you use now, and for how long?
- Has any product ever stung or broken you out?
- What is your day like: indoors or outdoors, how much time for skincare?
- Are you pregnant or breastfeeding? Using anything prescribed by a dermatologist?

## Recommending

Start with the **basics** (cleanser, moisturiser, sunscreen) before adding serums. Explain *why* each product fits their concern, how to use it and when to expect results. Never promise instant results or say a cosmetic "cures" — for inflamed acne, eczema or a changing mole, suggest a dermatologist.

## After the sale

Write the order of use on a card or in a message, and invite the customer back after 4–6 weeks to review. A customer's trust is worth more than one big sale.`,
        },
        questions: [
          q(
            {
              id: 'Bagaimana sebaiknya konsultasi dimulai?',
              en: 'How should a consultation start?',
            },
            [
              {
                id: 'Dengan pertanyaan terbuka tentang keluhan pelanggan',
                en: 'With an open question about the customer’s concern',
              },
              { id: 'Dengan menawarkan produk terlaris', en: 'By offering the best seller' },
              { id: 'Dengan menyebut harga promo', en: 'By quoting the promo price' },
            ],
            0,
            {
              id: 'Mendengar dulu membuat rekomendasi tepat sasaran.',
              en: 'Listening first makes the recommendation fit.',
            },
          ),
          q(
            {
              id: 'Pelanggan dengan tahi lalat yang berubah bentuk sebaiknya…',
              en: 'A customer with a mole that changes shape should…',
            },
            [
              { id: 'Disarankan ke dokter kulit', en: 'Be referred to a dermatologist' },
              { id: 'Diberi krim pencerah', en: 'Be sold a brightening cream' },
              { id: 'Diberi scrub', en: 'Be given a scrub' },
            ],
            0,
            {
              id: 'Kosmetik tidak mendiagnosis atau mengobati; rujuk ke tenaga medis.',
              en: 'Cosmetics do not diagnose or treat; refer to a doctor.',
            },
          ),
          q(
            {
              id: 'Produk apa yang direkomendasikan lebih dulu?',
              en: 'Which products are recommended first?',
            },
            [
              {
                id: 'Pembersih, pelembap, dan tabir surya',
                en: 'Cleanser, moisturiser and sunscreen',
              },
              { id: 'Lima serum sekaligus', en: 'Five serums at once' },
              { id: 'Masker wajah mingguan', en: 'A weekly face mask' },
            ],
            0,
            {
              id: 'Kebutuhan dasar menjadi fondasi sebelum bahan aktif.',
              en: 'The basics are the foundation before actives.',
            },
          ),
        ],
      },
      {
        slug: 'menangani-keberatan-pelanggan',
        title: { id: 'Menangani Keberatan Pelanggan', en: 'Handling Customer Objections' },
        summary: {
          id: 'Harga, keraguan, dan pengalaman buruk: menjawab dengan empati dan fakta.',
          en: 'Price, doubt and bad experiences: answering with empathy and facts.',
        },
        tags: ['penjualan', 'konsultasi'],
        content: {
          id: `## Keberatan adalah pertanyaan

Saat pelanggan berkata *"mahal"* atau *"nanti saja"*, sebenarnya ia bertanya: apakah ini layak untukku? Tanggapi dengan tenang, jangan membantah.

## Pola ARA: Akui, Ringkas, Arahkan

1. **Akui** perasaannya: *"Wajar kalau ingin yakin dulu sebelum membeli."*
2. **Ringkas** kebutuhannya: *"Tadi kamu bilang ingin mengurangi komedo tanpa membuat kulit kering."*
3. **Arahkan** ke solusi: tunjukkan satu produk inti, hitung pemakaian per hari, atau tawarkan ukuran travel dan sampel.

## Pengalaman buruk sebelumnya

Jika pelanggan pernah iritasi, tanyakan bahan atau produknya, lalu jelaskan perbedaannya dan sarankan *patch test* di belakang telinga atau rahang selama 2–3 hari. Jangan menjelekkan merek lain.

## Kapan berhenti

Jika pelanggan tetap ragu, beri informasi tertulis dan biarkan ia memutuskan. Pelanggan yang merasa dihargai akan kembali.`,
          en: `## An objection is a question

When a customer says *"too expensive"* or *"maybe later"*, they are really asking: is this worth it for me? Answer calmly; do not argue.

## The ASG pattern: Acknowledge, Sum up, Guide

1. **Acknowledge** the feeling: *"It makes sense to want to be sure before buying."*
2. **Sum up** the need: *"You said you want fewer blackheads without drying your skin."*
3. **Guide** to a solution: show one core product, work out the cost per day, or offer a travel size or a sample.

## A bad experience before

If the customer was irritated before, ask which ingredient or product, explain the difference and suggest a *patch test* behind the ear or on the jawline for 2–3 days. Never run down other brands.

## When to stop

If the customer is still unsure, give written information and let them decide. Customers who feel respected come back.`,
        },
        questions: [
          q(
            { id: 'Langkah pertama pola ARA adalah…', en: 'The first step of the ASG pattern is…' },
            [
              { id: 'Mengakui perasaan pelanggan', en: 'Acknowledging the customer’s feeling' },
              { id: 'Memberi diskon', en: 'Giving a discount' },
              { id: 'Membandingkan dengan merek lain', en: 'Comparing with other brands' },
            ],
            0,
            {
              id: 'Pelanggan lebih terbuka ketika merasa didengar.',
              en: 'Customers open up when they feel heard.',
            },
          ),
          q(
            {
              id: 'Apa saran untuk pelanggan yang pernah iritasi?',
              en: 'What to suggest to a customer who was irritated before?',
            },
            [
              {
                id: 'Patch test 2–3 hari di belakang telinga atau rahang',
                en: 'A 2–3 day patch test behind the ear or on the jaw',
              },
              { id: 'Langsung pakai di seluruh wajah', en: 'Apply it straight to the whole face' },
              { id: 'Hindari semua skincare', en: 'Avoid all skincare' },
            ],
            0,
            {
              id: 'Patch test membantu mengenali reaksi sebelum dipakai luas.',
              en: 'A patch test shows a reaction before wide use.',
            },
          ),
          q(
            {
              id: 'Jika pelanggan tetap ragu, sebaiknya…',
              en: 'If the customer is still unsure, you should…',
            },
            [
              {
                id: 'Memberi informasi tertulis dan membiarkannya memutuskan',
                en: 'Give written information and let them decide',
              },
              { id: 'Terus mendesak sampai membeli', en: 'Keep pushing until they buy' },
              { id: 'Menjelekkan produk lain', en: 'Run down other products' },
            ],
            0,
            {
              id: 'Menghargai keputusan pelanggan membangun kepercayaan jangka panjang.',
              en: 'Respecting the decision builds long-term trust.',
            },
          ),
        ],
      },
    ],
  },
];

export const ACADEMY_ARTICLES: readonly SeedAcademyArticle[] = [
  {
    slug: 'selamat-datang-di-teduh-academy',
    title: { id: 'Selamat Datang di Teduh Academy', en: 'Welcome to Teduh Academy' },
    summary: {
      id: 'Program belajar skincare gratis untuk beauty advisor dan pencinta skincare.',
      en: 'A free skincare learning programme for beauty advisors and skincare lovers.',
    },
    content: {
      id: 'Teduh Academy mengajak kamu belajar skincare dari dasar sampai cara berkonsultasi dengan pelanggan. Ikuti tiga level, kerjakan kuis setiap kelas, dan dapatkan sertifikat serta voucher saat lulus.',
      en: 'Teduh Academy teaches skincare from the basics to consulting customers. Take three levels, pass each class’s quiz, and earn a certificate and a voucher when you graduate.',
    },
    tags: ['pengumuman'],
    days_ago: 60,
  },
  {
    slug: 'mitos-skincare-yang-perlu-ditinggalkan',
    title: {
      id: '5 Mitos Skincare yang Perlu Ditinggalkan',
      en: '5 Skincare Myths to Leave Behind',
    },
    summary: {
      id: 'Kulit berminyak tidak butuh pelembap? Tabir surya hanya untuk ke pantai? Salah.',
      en: 'Oily skin needs no moisturiser? Sunscreen only for the beach? Wrong.',
    },
    content: {
      id: '1. **Kulit berminyak tidak perlu pelembap** — justru kulit dehidrasi sering memproduksi lebih banyak minyak.\n2. **Tabir surya hanya saat cerah** — UVA tetap ada saat mendung.\n3. **Makin perih makin bekerja** — perih adalah tanda iritasi.\n4. **Pori bisa ditutup** — pori tidak membuka dan menutup; yang bisa adalah membuatnya tampak lebih kecil.\n5. **Produk alami pasti aman** — minyak esensial pun bisa memicu iritasi.',
      en: '1. **Oily skin needs no moisturiser** — dehydrated skin often makes more oil.\n2. **Sunscreen only on sunny days** — UVA is there when it is cloudy too.\n3. **Stinging means it works** — stinging is irritation.\n4. **Pores can be closed** — pores do not open and close; they can only look smaller.\n5. **Natural means safe** — essential oils can irritate too.',
    },
    tags: ['tips'],
    days_ago: 45,
  },
  {
    slug: 'rutinitas-skincare-saat-musim-hujan',
    title: { id: 'Rutinitas Skincare di Musim Hujan', en: 'Skincare in the Rainy Season' },
    summary: {
      id: 'Udara lembap, AC, dan hujan: apa yang perlu diubah dari rutinitasmu.',
      en: 'Humid air, air conditioning and rain: what to change in your routine.',
    },
    content: {
      id: 'Di musim hujan, banyak orang menghabiskan waktu di ruangan ber-AC yang membuat kulit kering. Tambahkan pelembap berbahan humektan seperti hyaluronic acid dan gliserin, tetap pakai tabir surya, dan bawa pembersih lembut untuk membersihkan wajah setelah terkena air hujan.',
      en: 'In the rainy season many people spend time in air-conditioned rooms that dry the skin. Add a moisturiser with humectants such as hyaluronic acid and glycerin, keep wearing sunscreen, and carry a gentle cleanser for after the rain.',
    },
    tags: ['tips', 'musim'],
    days_ago: 30,
  },
  {
    slug: 'kisah-lulusan-pertama',
    title: { id: 'Kisah Lulusan Pertama Teduh Academy', en: 'Our First Graduates' },
    summary: {
      id: 'Tiga beauty advisor berbagi bagaimana kelas ini mengubah cara mereka melayani pelanggan.',
      en: 'Three beauty advisors share how the classes changed the way they serve customers.',
    },
    content: {
      id: 'Rina dari Surabaya kini selalu memulai konsultasi dengan pertanyaan terbuka. Dimas dari Medan belajar menjelaskan tabir surya dengan cara yang mudah dipahami. Ayu dari Makassar menulis kartu rutinitas untuk setiap pelanggannya. Selamat untuk para lulusan!',
      en: 'Rina from Surabaya now starts every consultation with an open question. Dimas from Medan learned to explain sunscreen simply. Ayu from Makassar writes a routine card for each customer. Congratulations to our graduates!',
    },
    tags: ['komunitas'],
    days_ago: 14,
  },
  {
    slug: 'kelas-baru-eksfoliasi',
    title: { id: 'Kelas Baru: Eksfoliasi AHA, BHA, dan PHA', en: 'New Class: AHA, BHA and PHA' },
    summary: {
      id: 'Level 2 kini punya kelas tentang eksfolian kimia dan tanda over-eksfoliasi.',
      en: 'Level 2 now has a class on chemical exfoliants and the signs of over-exfoliation.',
    },
    content: {
      id: 'Kelas terbaru di level Bahan Aktif & Perlindungan membahas tiga keluarga asam eksfolian, frekuensi pemakaian, dan cara memulihkan kulit yang teriritasi. Selesaikan kelas sebelumnya untuk membukanya.',
      en: 'The newest class in Actives & Protection covers the three families of exfoliating acids, how often to use them, and how to calm irritated skin. Finish the earlier classes to open it.',
    },
    tags: ['pengumuman'],
    days_ago: 3,
  },
];
