/**
 * The support chat's first answer (issue 24 "chatbot"): the shop's FAQ, searched. An FAQ page
 * is Markdown: `## Section`, then `### Question?` and its answer. A shopper's question is matched
 * against each entry's words (the question's count double); below the threshold the chat says
 * it does not know and offers a person.
 */

export type FaqEntry = { section: string; question: string; answer: string };

/** The FAQ page's entries, in order (text before the first `###` is not an entry). */
export function parseFaqEntries(markdown: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  let section = '';
  let current: FaqEntry | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^(#{2,3})\s+(.+?)\s*$/.exec(line);
    if (heading) {
      if (current) entries.push(current);
      current = null;
      if (heading[1] === '##') section = heading[2] ?? '';
      else current = { section, question: heading[2] ?? '', answer: '' };
      continue;
    }
    if (current) current.answer += `${line}\n`;
  }
  if (current) entries.push(current);
  return entries.map((entry) => ({ ...entry, answer: entry.answer.trim() }));
}

/** Words that say nothing about the subject, in both languages. */
const STOPWORDS = new Set(
  (
    'aku saya kamu anda kami kita dia ini itu yang dan atau di ke dari untuk dengan pada apa ' +
    'apakah bagaimana gimana kenapa mengapa bisa bisakah boleh sudah belum tidak nggak gak ga ' +
    'ada adalah jika bila kalau akan juga saja lagi mau ingin tolong mohon dong ya kah nya ' +
    'berapa kapan mana aja cara the a an is are do does can i my me you your to of in on for ' +
    'and or how ' +
    'what why when where which with it be have has'
  ).split(' '),
);

const PARTICLES = ['nya', 'kah', 'lah', 'ku', 'mu'];
/** Indonesian endings and beginnings (everyday `-in` too: "batalin" is "batalkan"). */
const SUFFIXES = ['kan', 'in', 'an', 'i'];
const PREFIXES = [
  'meng',
  'meny',
  'mem',
  'men',
  'me',
  'peng',
  'peny',
  'pem',
  'pen',
  'pe',
  'ber',
  'di',
  'ter',
];

/** Takes the first of `affixes` off one end, when at least 4 letters remain. */
function strip(word: string, affixes: readonly string[], end: 'start' | 'end'): string {
  for (const affix of affixes) {
    const fits = end === 'end' ? word.endsWith(affix) : word.startsWith(affix);
    if (fits && word.length - affix.length >= 4) {
      return end === 'end' ? word.slice(0, -affix.length) : word.slice(affix.length);
    }
  }
  return word;
}

/**
 * A word's plain form: lower case, no accents, and a light Indonesian stem (the particle, then
 * one suffix and one prefix: "membatalkan" and "batalin" are both "batal"). Questions and answers
 * go through the same steps, so an imperfect stem still matches itself.
 */
function stem(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (!/^\p{L}+$/u.test(plain)) return plain;
  return strip(strip(strip(plain, PARTICLES, 'end'), SUFFIXES, 'end'), PREFIXES, 'start');
}

/** The words that carry meaning. */
export function faqWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** The lowest score the chat answers with; below it, it says it does not know. */
export const FAQ_MATCH_THRESHOLD = 0.5;

/**
 * The FAQ entry that answers `question` best, with its score (the share of the question's
 * words it holds, a word of the entry's own question counting full and one of its answer
 * half), or null when none reaches the threshold.
 */
export function bestFaqAnswer(
  question: string,
  entries: readonly FaqEntry[],
): { entry: FaqEntry; score: number } | null {
  const words = [...new Set(faqWords(question))];
  if (words.length === 0) return null;
  let best: { entry: FaqEntry; score: number } | null = null;
  for (const entry of entries) {
    const inQuestion = new Set(faqWords(`${entry.section} ${entry.question}`));
    const inAnswer = new Set(faqWords(entry.answer));
    let points = 0;
    for (const word of words) {
      if (inQuestion.has(word)) points += 1;
      else if (inAnswer.has(word)) points += 0.5;
    }
    const score = points / words.length;
    if (!best || score > best.score) best = { entry, score };
  }
  return best && best.score >= FAQ_MATCH_THRESHOLD ? best : null;
}
