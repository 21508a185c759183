/** The academy's copy (docs/design/academy.md). The academy's own name and texts come from its settings. */
export const ACADEMY_TEXT = {
  academyHome: { id: 'Beranda akademi', en: 'Academy home' },
  academyBackToShop: { id: 'Kembali ke toko', en: 'Back to the shop' },
  academyNav: { id: 'Menu akademi', en: 'Academy menu' },
  academyNavClasses: { id: 'Kelas', en: 'Classes' },
  academyNavQuizzes: { id: 'Kuis', en: 'Quizzes' },
  academyNavProfile: { id: 'Profil', en: 'Profile' },
  academyProgressLabel: { id: 'Progres belajar {percent}%', en: 'Learning progress {percent}%' },
  academySignIn: { id: 'Masuk', en: 'Sign in' },
  academyEnrolCta: { id: 'DAFTAR SEKARANG', en: 'ENROL NOW' },
  academyContinueCta: { id: 'LANJUTKAN BELAJAR', en: 'CONTINUE LEARNING' },
  academyStartCta: { id: 'MULAI KELAS PERTAMA', en: 'START THE FIRST CLASS' },
  academyPendingCta: {
    id: 'Pendaftaranmu sedang ditinjau',
    en: 'Your enrolment is being reviewed',
  },
  academyGraduatedCta: { id: 'LIHAT SERTIFIKAT', en: 'SEE MY CERTIFICATE' },
  academyFigures: {
    id: '{levels} level · {classes} kelas · {graduates} lulusan',
    en: '{levels} levels · {classes} classes · {graduates} graduates',
  },
  academySyllabusTitle: { id: 'Kurikulum', en: 'Syllabus' },
  academySyllabusIntro: {
    id: 'Selesaikan kelas secara berurutan: baca materinya, lulus kuisnya, lalu buka kelas berikutnya.',
    en: 'Take the classes in order: read the lesson, pass its quiz, and the next class opens.',
  },
  academyLevelHeading: { id: 'Level {position} · {title}', en: 'Level {position} · {title}' },
  academyClassQuestions: { id: 'Kuis {count} soal', en: '{count}-question quiz' },
  academyAssignment: { id: 'Tugas praktik: {title}', en: 'Practice paper: {title}' },
  academyStepsTitle: { id: 'Cara kerjanya', en: 'How it works' },
  academyStepEnrol: {
    id: 'Daftar dengan profil dan produk {brand} yang kamu pakai.',
    en: 'Enrol with your profile and the {brand} products you use.',
  },
  academyStepLearn: {
    id: 'Pelajari setiap kelas dan lulus kuisnya.',
    en: 'Study each class and pass its quiz.',
  },
  academyStepPractice: {
    id: 'Kirim tugas praktik untuk dinilai tim akademi.',
    en: 'Hand in a practice paper for the academy team to score.',
  },
  academyStepGraduate: {
    id: 'Lulus dan dapatkan sertifikat yang bisa diverifikasi.',
    en: 'Graduate with a certificate anyone can verify.',
  },
  academyArticlesTitle: { id: 'Kabar akademi', en: 'Academy news' },
  academyWinnersTitle: { id: 'Lulusan dan juara', en: 'Graduates and top scorers' },
  academyWinnerGraduate: { id: 'Lulusan terbaik', en: 'Top graduate' },
  academyWinnerTopScorer: { id: 'Nilai tertinggi', en: 'Top scorer' },
  academyWinnersEmpty: {
    id: 'Pemenang bulan ini belum diumumkan.',
    en: 'This month’s winners are not announced yet.',
  },
  academyClosed: {
    id: 'Akademi sedang tidak menerima peserta baru.',
    en: 'The academy is not taking new members at the moment.',
  },
  academyStateDone: { id: 'Selesai', en: 'Done' },
  academyStateRead: { id: 'Kuis menunggu', en: 'Quiz waiting' },
  academyStateOpen: { id: 'Terbuka', en: 'Open' },
  academyStateLocked: { id: 'Terkunci', en: 'Locked' },
} as const;
