import { formatDate } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { useContentText } from '../text';
import type { ContentPageView } from '../types';

/** A content page's heading, description and "last updated" date: when it was published (WIB). */
export function ContentHeader({
  page,
}: {
  page: Pick<ContentPageView, 'title' | 'description' | 'published_at'>;
}) {
  const text = useContentText();
  const locale = useLocale();
  return (
    <header className="border-b border-blush-200 pb-5">
      <h1 className="font-display text-3xl leading-tight text-plum-950 md:text-4xl">
        {page.title}
      </h1>
      {page.description ? (
        <p className="mt-3 max-w-2xl text-base text-plum-800">{page.description}</p>
      ) : null}
      <p className="mt-3 text-sm text-plum-700">
        <time dateTime={page.published_at}>
          {text('contentUpdated', { date: formatDate(page.published_at, locale) })}
        </time>
      </p>
    </header>
  );
}
