/**
 * The back office's copy (issue 18, docs/design/back-office.md): sign-in, the layout, the
 * welcome panel, staff management and the audit log. The API's refusals are its own messages
 * (the domain catalogue's `admin.ts`); these are the words around them.
 */
export const ADMIN_TEXT = {
  // The document and the layout
  backOffice: { id: 'Back Office Kilau', en: 'Kilau Back Office' },
  adminNavLabel: { id: 'Menu back office', en: 'Back office menu' },
  adminNavHome: { id: 'Beranda', en: 'Home' },
  adminNavStaff: { id: 'Staf', en: 'Staff' },
  adminNavAuditLog: { id: 'Log audit', en: 'Audit log' },
  adminMenuOpen: { id: 'Menu', en: 'Menu' },
  adminSignedInAs: { id: 'Masuk sebagai', en: 'Signed in as' },
  adminSignOut: { id: 'Keluar', en: 'Sign out' },
  adminUnavailable: {
    id: 'Back office belum dapat dibuka. Coba lagi sebentar lagi.',
    en: 'The back office cannot be opened right now. Try again in a moment.',
  },
  adminForbiddenTitle: { id: 'Tidak untuk peranmu', en: 'Not for your role' },
  adminBackHome: { id: 'Kembali ke beranda back office', en: 'Back to the back office home' },

  // Roles
  roleAdmin: { id: 'Admin', en: 'Admin' },
  roleMerchandiser: { id: 'Merchandiser', en: 'Merchandiser' },
  roleOperations: { id: 'Operasional', en: 'Operations' },
  roleSupport: { id: 'Layanan Pelanggan', en: 'Customer support' },
  roleContent: { id: 'Konten', en: 'Content' },
  roleStoreStaff: { id: 'Staf toko', en: 'Store staff' },
  permissionStoreCollect: {
    id: 'Terima pembayaran kasir dan serahkan pesanan di toko',
    en: 'Take cashier payments and hand over orders in stores',
  },

  // Permissions, in words
  permissionStaffManage: {
    id: 'Mengelola akun staf dan perannya',
    en: 'Manage staff accounts and their roles',
  },
  permissionAuditRead: { id: 'Membaca log audit', en: 'Read the audit log' },
  permissionCatalogueWrite: { id: 'Mengubah katalog produk', en: 'Change the product catalogue' },
  permissionStockWrite: { id: 'Mengubah stok', en: 'Change stock' },
  permissionPromotionsWrite: { id: 'Mengatur promosi dan harga', en: 'Set promotions and prices' },
  permissionBannersWrite: { id: 'Mengatur banner dan kampanye', en: 'Set banners and campaigns' },
  permissionOrdersRead: { id: 'Melihat pesanan', en: 'View orders' },
  permissionOrdersWrite: {
    id: 'Mengurus pesanan, pembayaran, pengiriman, refund dan retur',
    en: 'Handle orders, payments, shipping, refunds and returns',
  },
  permissionCustomersRead: { id: 'Melihat data pelanggan', en: 'View customers' },
  permissionCustomersWrite: {
    id: 'Mengubah data pelanggan dan catatan',
    en: 'Change customers and notes',
  },
  permissionContentWrite: {
    id: 'Mengubah halaman, academy dan kuis',
    en: 'Change pages, the academy and quizzes',
  },
  permissionReviewsModerate: { id: 'Memoderasi ulasan', en: 'Moderate reviews' },
  permissionSupportTickets: {
    id: 'Menjawab pesan pelanggan',
    en: 'Answer customer messages',
  },
  permissionSettingsWrite: {
    id: 'Menyalakan dan mematikan fitur toko',
    en: 'Switch the shop’s features on and off',
  },
  permissionAuthenticityManage: {
    id: 'Mengelola kode keaslian produk',
    en: 'Manage product authenticity codes',
  },
  permissionQuizWrite: {
    id: 'Mengelola kuis kecantikan dan aturan hasilnya',
    en: 'Manage beauty quizzes and their result rules',
  },
  permissionAcademyManage: {
    id: 'Mengelola akademi: level, kelas, kuis, pendaftaran, tugas dan pemenang',
    en: 'Run the academy: levels, classes, quizzes, enrolments, papers and winners',
  },

  // Sign-in
  loginTitle: { id: 'Masuk ke back office', en: 'Sign in to the back office' },
  loginIntro: {
    id: 'Khusus tim Kilau. Masuk dengan email kerja dan password, lalu kode dari aplikasi autentikator.',
    en: 'For the Kilau team only. Sign in with your work email and password, then the code from your authenticator app.',
  },
  loginEmail: { id: 'Email kerja', en: 'Work email' },
  loginPassword: { id: 'Password', en: 'Password' },
  loginSubmit: { id: 'Lanjut', en: 'Continue' },
  totpTitle: { id: 'Kode autentikator', en: 'Authenticator code' },
  totpIntro: {
    id: 'Buka aplikasi autentikator dan masukkan 6 angka untuk Back Office Kilau.',
    en: 'Open your authenticator app and enter the 6 digits for Kilau Back Office.',
  },
  totpCode: { id: 'Kode 6 angka', en: '6-digit code' },
  totpSubmit: { id: 'Masuk', en: 'Sign in' },
  totpRestart: { id: 'Masuk dengan akun lain', en: 'Sign in with another account' },
  setupTitle: { id: 'Pasang aplikasi autentikator', en: 'Set up your authenticator app' },
  setupIntro: {
    id: 'Akun ini belum punya faktor kedua. Pindai kode QR ini dengan aplikasi autentikator (misalnya Google Authenticator, Microsoft Authenticator atau 1Password), lalu masukkan kode yang muncul.',
    en: 'This account has no second factor yet. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the code it shows.',
  },
  setupQrLabel: {
    id: 'Kode QR untuk aplikasi autentikator',
    en: 'QR code for the authenticator app',
  },
  setupSecretLabel: {
    id: 'Tidak bisa memindai? Ketik kunci ini di aplikasi:',
    en: 'Cannot scan? Type this key into the app:',
  },

  // The welcome panel
  welcomeTitle: { id: 'Halo, {name}', en: 'Hello, {name}' },
  welcomeSignedIn: {
    id: 'Kamu masuk sebagai {email} dengan peran {role}.',
    en: 'You are signed in as {email} with the role {role}.',
  },
  welcomeMayTitle: { id: 'Yang dapat dilakukan peranmu', en: 'What your role may do' },
  welcomeSectionsTitle: { id: 'Bagian yang sudah tersedia', en: 'Sections available now' },
  welcomeNoSections: {
    id: 'Bagian back office untuk peranmu sedang dibangun. Untuk sekarang belum ada halaman yang dapat kamu buka di sini.',
    en: 'The back office sections for your role are being built. For now there is no page for you to open here.',
  },
  welcomeStaffLink: {
    id: 'Kelola akun staf, peran, kunci dan autentikator.',
    en: 'Manage staff accounts, roles, locks and authenticators.',
  },
  welcomeAuditLink: {
    id: 'Lihat siapa mengubah apa, dan kapan.',
    en: 'See who changed what, and when.',
  },
  welcomeSession: {
    id: 'Sesi berakhir setelah {idle} menit tanpa aktivitas, dan paling lama {hours} jam setelah masuk.',
    en: 'Your session ends after {idle} minutes without activity, and at most {hours} hours after signing in.',
  },

  // Staff
  staffTitle: { id: 'Staf', en: 'Staff' },
  staffIntro: {
    id: 'Akun tim back office: peran menentukan apa yang dapat dilakukan. Akun baru memasang autentikator saat pertama masuk.',
    en: 'The back office team’s accounts: the role decides what each may do. A new account sets up its authenticator at the first sign-in.',
  },
  staffCount: { id: '{count} akun', en: '{count} accounts' },
  staffTableLabel: { id: 'Akun staf', en: 'Staff accounts' },
  staffEmail: { id: 'Email', en: 'Email' },
  staffName: { id: 'Nama', en: 'Name' },
  staffRole: { id: 'Peran', en: 'Role' },
  staffRoleChoose: { id: 'Pilih peran', en: 'Choose a role' },
  staffSecondFactor: { id: 'Autentikator', en: 'Authenticator' },
  staffSecondFactorOn: { id: 'Terpasang', en: 'Set up' },
  staffSecondFactorOff: { id: 'Belum dipasang', en: 'Not set up' },
  staffStatus: { id: 'Status', en: 'Status' },
  staffLocked: { id: 'Dikunci', en: 'Locked' },
  staffActive: { id: 'Aktif', en: 'Active' },
  staffActions: { id: 'Tindakan', en: 'Actions' },
  staffYou: { id: '(kamu)', en: '(you)' },
  staffEmpty: { id: 'Belum ada akun staf.', en: 'No staff accounts yet.' },
  staffCreate: { id: 'Tambah staf', en: 'Add staff' },
  staffCreateTitle: { id: 'Tambah akun staf', en: 'Add a staff account' },
  staffCreatePassword: { id: 'Password pertama', en: 'First password' },
  staffCreatePasswordHint: {
    id: 'Berikan secara langsung. Saat pertama masuk, ia memasang aplikasi autentikator.',
    en: 'Hand it over in person. At the first sign-in they set up an authenticator app.',
  },
  staffCreateSubmit: { id: 'Simpan akun', en: 'Save account' },
  staffCreated: { id: 'Akun {email} dibuat.', en: 'The account {email} was created.' },
  staffChangeRole: { id: 'Ubah peran {name}', en: 'Change {name}’s role' },
  staffSaveRole: { id: 'Simpan peran', en: 'Save role' },
  staffSaveRoleFor: { id: 'Simpan peran {name}', en: 'Save {name}’s role' },
  staffRoleSaved: { id: 'Peran {name} disimpan.', en: '{name}’s role was saved.' },
  staffLock: { id: 'Kunci', en: 'Lock' },
  staffUnlock: { id: 'Buka kunci', en: 'Unlock' },
  staffLockFor: { id: 'Kunci akun {name}', en: 'Lock {name}’s account' },
  staffUnlockFor: { id: 'Buka kunci akun {name}', en: 'Unlock {name}’s account' },
  staffLockConfirm: {
    id: 'Kunci akun {name}? Semua sesinya langsung berakhir dan ia tidak dapat masuk sampai dibuka lagi.',
    en: 'Lock {name}’s account? All their sessions end at once and they cannot sign in until it is unlocked.',
  },
  staffLockedDone: { id: 'Akun {name} dikunci.', en: '{name}’s account was locked.' },
  staffUnlockedDone: { id: 'Kunci akun {name} dibuka.', en: '{name}’s account was unlocked.' },
  staffResetTotp: { id: 'Atur ulang autentikator', en: 'Reset authenticator' },
  staffResetTotpFor: {
    id: 'Atur ulang autentikator {name}',
    en: 'Reset {name}’s authenticator',
  },
  staffResetTotpConfirm: {
    id: 'Atur ulang autentikator {name}? Saat masuk berikutnya, ia memindai kode QR baru.',
    en: 'Reset {name}’s authenticator? At their next sign-in they scan a new QR code.',
  },
  staffResetTotpDone: {
    id: 'Autentikator {name} diatur ulang.',
    en: '{name}’s authenticator was reset.',
  },
  confirm: { id: 'Ya, lanjutkan', en: 'Yes, go ahead' },
  cancel: { id: 'Batal', en: 'Cancel' },
  sortBy: { id: 'Urutkan menurut {column}', en: 'Sort by {column}' },

  // The audit log
  auditTitle: { id: 'Log audit', en: 'Audit log' },
  auditIntro: {
    id: 'Setiap perubahan di back office, terbaru lebih dulu: siapa, kapan, apa, dan isinya sebelum dan sesudah.',
    en: 'Every change in the back office, newest first: who, when, what, and the record before and after.',
  },
  auditFilters: { id: 'Saring log', en: 'Filter the log' },
  auditStaff: { id: 'Staf', en: 'Staff' },
  auditAnyStaff: { id: 'Semua staf', en: 'All staff' },
  auditEntity: { id: 'Jenis data', en: 'Record type' },
  auditEntityHint: { id: 'Misalnya staff', en: 'For example staff' },
  auditAction: { id: 'Tindakan', en: 'Action' },
  auditActionHint: { id: 'Misalnya staff.update', en: 'For example staff.update' },
  auditFrom: { id: 'Dari tanggal', en: 'From' },
  auditTo: { id: 'Sampai tanggal', en: 'To' },
  auditDayHint: { id: 'HH/BB/TTTT, misalnya 01/11/2026', en: 'DD/MM/YYYY, e.g. 01/11/2026' },
  auditDayInvalid: {
    id: 'Tulis tanggal seperti 01/11/2026.',
    en: 'Write the date like 01/11/2026.',
  },
  auditApply: { id: 'Terapkan', en: 'Apply' },
  auditClear: { id: 'Hapus saringan', en: 'Clear filters' },
  auditTableLabel: { id: 'Catatan log audit', en: 'Audit log entries' },
  auditAt: { id: 'Waktu (WIB)', en: 'Time (WIB)' },
  auditWho: { id: 'Oleh', en: 'By' },
  auditRecord: { id: 'Data', en: 'Record' },
  auditIp: { id: 'IP', en: 'IP' },
  auditDetails: { id: 'Perubahan', en: 'Changes' },
  auditShowChanges: { id: 'Lihat perubahan', en: 'Show changes' },
  auditHideChanges: { id: 'Tutup perubahan', en: 'Hide changes' },
  auditChangesOf: { id: 'Perubahan {action} pada {record}', en: 'Changes of {action} to {record}' },
  auditField: { id: 'Kolom', en: 'Field' },
  auditBefore: { id: 'Sebelum', en: 'Before' },
  auditAfter: { id: 'Sesudah', en: 'After' },
  auditNoChanges: { id: 'Tidak ada kolom yang berubah.', en: 'No field changed.' },
  auditEmptyValue: { id: '(kosong)', en: '(empty)' },
  auditEmpty: { id: 'Tidak ada catatan untuk saringan ini.', en: 'No entries for these filters.' },
  auditRange: { id: '{first}–{last} dari {total}', en: '{first}–{last} of {total}' },
  auditPaging: { id: 'Halaman log audit', en: 'Audit log pages' },
  auditNewer: { id: 'Lebih baru', en: 'Newer' },
  auditOlder: { id: 'Lebih lama', en: 'Older' },
} as const;
