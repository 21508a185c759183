import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { canSearchTags, REVIEW_TAG_MAX_CHARS, REVIEW_TAGS_MAX } from '@kilau/domain/reviews';
import { CloseIcon } from '~/components/ui/icons';
import { useApiClient } from '~/lib/api-client';
import { searchReviewTags } from '../api/review-calls';
import { useReviewsText } from '../text';

const SEARCH_DELAY_MS = 250;

/**
 * Review tags (001 §5, §9): search from 3 characters (10 answers), choose one, or press Enter to
 * add what was typed; at most five, each once whatever its case.
 */
export function TagPicker({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const text = useReviewsText();
  const api = useApiClient();
  const listId = useId();
  const helpId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string[]>([]);

  useEffect(() => {
    if (!canSearchTags(query)) return;
    let live = true;
    const timer = setTimeout(() => {
      void searchReviewTags(api, query.trim()).then((result) => {
        if (live && result.ok) setFound(result.data);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  const add = (tag: string) => {
    const clean = tag.trim().slice(0, REVIEW_TAG_MAX_CHARS);
    if (!clean || tags.length >= REVIEW_TAGS_MAX) return;
    if (!tags.some((own) => own.toLowerCase() === clean.toLowerCase())) onChange([...tags, clean]);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(query);
    }
  };
  const offered = (canSearchTags(query) ? found : []).filter(
    (tag) => !tags.some((own) => own.toLowerCase() === tag.toLowerCase()),
  );

  return (
    <div>
      <label className="block text-sm font-semibold text-plum-900">
        {text('wizardTags')}
        <input
          type="text"
          value={query}
          maxLength={REVIEW_TAG_MAX_CHARS}
          disabled={tags.length >= REVIEW_TAGS_MAX}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={helpId}
          aria-controls={listId}
          aria-autocomplete="list"
          className="mt-1 block min-h-11 w-full rounded-xl border border-blush-300 px-3 text-sm font-normal"
        />
      </label>
      <p id={helpId} className="mt-1 text-xs text-plum-700">
        {text('wizardTagsHelp')}
      </p>
      <ul id={listId} className="mt-2 flex flex-wrap gap-2">
        {offered.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              onClick={() => add(tag)}
              className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-xs font-medium text-plum-900 ring-1 ring-blush-300 hover:bg-blush-50"
            >
              + {tag}
            </button>
          </li>
        ))}
      </ul>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-plum-900 pl-3 text-xs font-semibold text-cream-50"
            >
              #{tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((own) => own !== tag))}
                className="grid size-9 place-items-center rounded-full hover:bg-plum-800"
              >
                <CloseIcon className="size-3.5" />
                <span className="sr-only">{text('wizardRemoveTag', { tag })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
