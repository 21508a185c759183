import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useText } from '~/lib/i18n';
import { SearchIcon } from '~/components/ui/icons';

/** Site search: a GET form to `/search?q=`. */
export function SearchForm({
  className = '',
  landmarkLabel,
}: {
  className?: string;
  landmarkLabel?: string;
}) {
  const text = useText();
  const inputId = useId();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={landmarkLabel ?? text('searchLabel')}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {text('searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        placeholder={text('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-blush-200 bg-white pl-5 pr-14 text-[0.95rem] text-plum-900 placeholder:text-plum-600 focus:border-rose-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500/40"
      />
      <button
        type="submit"
        className="absolute right-0 top-0 inline-flex size-12 items-center justify-center rounded-full bg-plum-900 text-cream-50 hover:bg-plum-800"
      >
        <SearchIcon className="size-[1.1rem]" />
        <span className="sr-only">{text('searchSubmit')}</span>
      </button>
    </Form>
  );
}
