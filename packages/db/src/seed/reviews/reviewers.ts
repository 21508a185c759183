import { Random } from '../random';

/** The demo's reviewers: members who wrote the seeded reviews (no password: they never sign in). */
export interface Reviewer {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male';
  /** Days before the seed's clock that the member joined. */
  joinedDaysAgo: number;
}

export const REVIEWER_COUNT = 180;
/** Their e-mail domain: reserved for tests and demos (RFC 2606), never delivered. */
export const REVIEWER_EMAIL_DOMAIN = 'ulasan.kilau.test';

const WOMEN = (
  'Ayu Dewi Sari Rina Putri Nadia Intan Fitri Wulan Anisa Maya Citra Laras Dinda Ratna Siti ' +
  'Yuni Indah Rizka Tiara Amelia Salsa Nabila Aulia Keisha Zahra Melati Kartika Novi Vina ' +
  'Mega Ika Rani Tasya Bella Shinta Widya Eka Dian Nurul Gita Hana Lia Mira Okta Puspa Risa ' +
  'Sekar Tari Yasmin'
).split(' ');
const MEN = 'Fajar Rizky Bagus Dimas Arif Hendra Yoga Aditya Bayu Galih Ilham Reza'.split(' ');
const FAMILY = (
  'Lestari Wulandari Pratiwi Saputri Rahmawati Kusuma Permata Anggraini Hidayat Nugroho ' +
  'Santoso Wijaya Siregar Nasution Simanjuntak Harahap Manurung Purba Hutapea Putra ' +
  'Setiawan Maharani Handayani Susanti Fitriani Ramadhani Safitri Utami Puspita Sembiring ' +
  'Tanjung Halim'
).split(' ');
const CITIES = 'jkt bdg sby mdn jogja bali mks smg solo plg'.split(' ');

/** A username as members pick them (letters, digits, `_`, `-`; 4–16 characters). */
function usernameFor(random: Random, first: string, last: string): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  const shapes = [
    () => `${f}${l}`,
    () => `${f}_${l.slice(0, 4)}`,
    () => `${f}${random.int(88, 99)}`,
    () => `${f}_glow`,
    () => `its${f}`,
    () => `${f}skin`,
    () => `${f}_${random.pick(CITIES)}`,
    () => `${f}${l[0]}${random.int(1, 28)}`,
    () => `beauty${f}`,
    () => `${f}-${l.slice(0, 3)}`,
  ];
  return random.pick(shapes)();
}

let cached: Reviewer[] | undefined;

/** The same reviewers every time (a pure function of the seed): names, usernames, e-mails. */
export function demoReviewers(): Reviewer[] {
  if (cached) return cached;
  const random = new Random('kilau-demo-reviewers');
  const taken = new Set<string>(['kilaudemo', 'kilaudemo2', 'kilauops', 'kilauadmin']);
  const reviewers: Reviewer[] = [];
  while (reviewers.length < REVIEWER_COUNT) {
    const gender = random.chance(0.1) ? 'Male' : 'Female';
    const firstName = random.pick(gender === 'Male' ? MEN : WOMEN);
    const lastName = random.pick(FAMILY);
    let userName = usernameFor(random, firstName, lastName);
    if (userName.length > 16) userName = userName.slice(0, 16);
    if (userName.length < 4 || taken.has(userName)) continue;
    taken.add(userName);
    reviewers.push({
      userName,
      email: `${userName.replace(/-/g, '_')}@${REVIEWER_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      gender,
      joinedDaysAgo: random.int(380, 1_400),
    });
  }
  cached = reviewers;
  return reviewers;
}
