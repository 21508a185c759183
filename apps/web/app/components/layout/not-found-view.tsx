import { Link } from 'react-router';
import { useMessage, useText } from '~/lib/i18n';
import { SearchForm } from './search-form';

/** The not-found page's content: for unknown paths and for products, categories or brands that do not exist. */
export function NotFoundView() {
  const text = useText();
  const message = useMessage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-28">
        <circle cx="60" cy="60" r="56" fill="#fbe7e6" />
        <path
          d="M44 40h32a6 6 0 0 1 6 6v40a10 10 0 0 1-10 10H48a10 10 0 0 1-10-10V46a6 6 0 0 1 6-6z"
          fill="#f4cfcd"
        />
        <rect x="50" y="26" width="20" height="14" rx="4" fill="#4a1f3d" />
        <circle cx="52" cy="62" r="3" fill="#4a1f3d" />
        <circle cx="68" cy="62" r="3" fill="#4a1f3d" />
        <path
          d="M52 78c5-5 11-5 16 0"
          stroke="#4a1f3d"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-rose-700">
        {text('notFoundCode')}
      </p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-plum-900">
        {message('not_found')}
      </h1>
      <p className="mt-4 text-plum-700">{text('notFoundText')}</p>
      <SearchForm className="mt-8 w-full" landmarkLabel={text('notFoundSearch')} />
      <Link
        to="/"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-plum-900 px-7 font-semibold text-cream-50 hover:bg-plum-800"
      >
        {text('backToHome')}
      </Link>
    </section>
  );
}
