import type { FaqSection } from '../types';

/** Text as the FAQ search compares it: lower case, accents dropped, spaces collapsed. */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The questions matching every word of `query` (in the question or its answer), section by
 * section; sections left without a question are dropped. A blank query keeps everything.
 */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => {
        const haystack = foldText(`${section.title} ${question.question} ${question.answer_text}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}

export const countQuestions = (sections: readonly FaqSection[]) =>
  sections.reduce((total, section) => total + section.questions.length, 0);
