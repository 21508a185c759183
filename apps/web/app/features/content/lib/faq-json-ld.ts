import type { JsonLd } from '~/lib/seo';
import type { FaqSection } from '../types';

/** The page's questions as schema.org `FAQPage` (each answer's plain text). */
export function faqJsonLd(sections: readonly FaqSection[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.questions.map((question) => ({
        '@type': 'Question',
        name: question.question,
        acceptedAnswer: { '@type': 'Answer', text: question.answer_text },
      })),
    ),
  };
}
