import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { countQuestions, filterFaq } from '../lib/faq-search';
import { useContentText } from '../text';
import type { ContentPageView } from '../types';
import { ContentHeader } from './content-header';
import { TrustedHtml } from '~/components/ui/trusted-html';

/**
 * A FAQ page (`/faq`, `/page/faq-kredivo`): a search box that filters the questions as the
 * shopper types (accents and case ignored, with a count and a "contact us" state when nothing
 * matches), and the sections' questions as `<details>`. Without JavaScript every question shows.
 */
export function FaqView({ page }: { page: ContentPageView }) {
  const text = useContentText();
  const [query, setQuery] = useState('');
  const sections = useMemo(() => filterFaq(page.sections, query), [page.sections, query]);
  const total = countQuestions(page.sections);
  const shown = countQuestions(sections);
  const searching = query.trim() !== '';
  return (
    <article className="mx-auto max-w-3xl">
      <ContentHeader page={page} />
      {page.intro_html ? (
        <TrustedHtml className="content-prose mt-5" html={page.intro_html} />
      ) : null}
      <form role="search" className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="faq-search" className="block text-sm font-bold text-plum-900">
          {text('faqSearchLabel')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="faq-search"
            name="q"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text('faqSearchPlaceholder')}
            className="min-h-11 w-full rounded-full border border-plum-500 bg-white px-4 text-base text-plum-950 placeholder:text-plum-700 focus:outline-2 focus:outline-offset-2 focus:outline-plum-700"
          />
          {searching ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="min-h-11 shrink-0 rounded-full px-4 text-sm font-bold text-plum-800 underline underline-offset-4 hover:text-rose-700"
            >
              {text('faqClear')}
            </button>
          ) : null}
        </div>
        <p aria-live="polite" className="mt-2 text-sm text-plum-700">
          {text('faqCount', { count: shown, total })}
        </p>
      </form>
      {shown === 0 ? (
        <div className="mt-6 rounded-2xl bg-blush-50 p-5 ring-1 ring-blush-200">
          <p className="font-bold text-plum-900">
            {text('faqNoResultTitle', { query: query.trim() })}
          </p>
          <p className="mt-1 text-sm text-plum-800">{text('faqNoResultText')}</p>
          <Link
            to="/contact-us"
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-plum-900 px-5 text-sm font-bold text-cream-50 hover:bg-plum-800"
          >
            {text('faqContactUs')}
          </Link>
        </div>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.title ? section.id : undefined}
          className="mt-8"
        >
          {section.title ? (
            <h2 id={section.id} className="font-display text-2xl text-plum-950">
              {section.title}
            </h2>
          ) : null}
          <div className="mt-3 divide-y divide-blush-200 rounded-2xl bg-white ring-1 ring-blush-200">
            {section.questions.map((question) => (
              <details
                key={`${question.id}-${searching}`}
                id={question.id}
                open={searching || undefined}
                className="group"
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-plum-900 hover:text-rose-700 [&::-webkit-details-marker]:hidden">
                  <span>{question.question}</span>
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-plum-700 transition group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <TrustedHtml className="content-prose px-4 pb-4" html={question.answer_html} />
              </details>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
