import type { Locale } from '@kilau/domain';
import type { ContentPage, ContentText } from '@kilau/domain/content';
import { AppError } from '../../lib/app-error';
import { renderContent } from '../../lib/markdown';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ContentRepository } from './content.repository';

/**
 * The words shoppers read in `locale`: the English ones when they have a title and a body, else
 * the Indonesian ones (the shop's default, always filled). A blank English description takes the
 * Indonesian one.
 */
export function wordsIn(
  texts: ReadonlyArray<ContentText & { locale: string }>,
  locale: Locale,
): (ContentText & { locale: 'id' | 'en' }) | undefined {
  const id = texts.find((text) => text.locale === 'id');
  const en = texts.find((text) => text.locale === 'en');
  if (locale === 'en' && en && en.title.trim() && en.body.trim()) {
    return { ...en, description: en.description || id?.description || '', locale: 'en' };
  }
  return id && { ...id, locale: 'id' };
}

/**
 * Published content pages (docs/design/content.md): rendered once per path and language and
 * kept in memory until a publish clears it (`forget`) or the time-to-live passes.
 */
export function createContentService(deps: {
  content: ContentRepository;
  clock: () => Date;
  cacheTtlMs: number;
}) {
  const cache = createTtlCache<ContentPage | null>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 200,
    clock: deps.clock,
  });

  async function load(path: string, locale: Locale): Promise<ContentPage | null> {
    const found = await deps.content.publishedByPath(path);
    const words = found && wordsIn(found.texts, locale);
    if (!found?.page.published_at || !words) return null;
    const { page } = found;
    const publishedAt = found.page.published_at;
    return {
      key: page.key,
      path: page.path,
      kind: page.kind,
      locale: words.locale,
      title: words.title,
      description: words.description,
      ...renderContent(words.body, page.kind),
      published_at: publishedAt.toISOString(),
      updated_at: page.updated_at.toISOString(),
    };
  }

  return {
    async byPath(path: string, locale: Locale): Promise<ContentPage> {
      const page = await cache.getOrLoad(`${locale} ${path}`, () => load(path, locale));
      if (!page) throw new AppError(404, 'content_page_not_found', 'content_page_not_found');
      return page;
    },
    forget: () => cache.clear(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
