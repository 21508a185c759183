/**
 * The back office's academy screens (issue 22, docs/design/academy.md): the shell's words — the
 * menu entry and the academy's own tabs. Each screen's words live beside it
 * (`academy-authoring-text.ts`, `academy-queues-text.ts`); the API's refusals are the domain
 * catalogue's (`admin-academy.ts`).
 */
export const ACADEMY_ADMIN_TEXT = {
  adminNavAcademy: { id: 'Akademi', en: 'Academy' },
  welcomeAcademyLink: {
    id: 'Akademi brand: level, kelas, kuis, pendaftaran, tugas praktik dan pemenang.',
    en: 'The brand academy: levels, classes, quizzes, enrolments, practice papers and winners.',
  },
  academyTabsNav: { id: 'Bagian akademi', en: 'Academy sections' },
  academyTabSettings: { id: 'Pengaturan', en: 'Settings' },
  academyTabLevels: { id: 'Level & kelas', en: 'Levels & classes' },
  academyTabPosts: { id: 'Materi & artikel', en: 'Courses & articles' },
  academyTabEnrolments: { id: 'Pendaftaran', en: 'Enrolments' },
  academyTabPapers: { id: 'Tugas praktik', en: 'Practice papers' },
  academyTabComments: { id: 'Komentar', en: 'Comments' },
  academyTabWinners: { id: 'Pemenang', en: 'Winners' },
} as const;
