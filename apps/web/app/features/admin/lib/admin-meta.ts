import type { MetaDescriptor } from 'react-router';
import { localeFromMatches } from '~/lib/seo';
import { adminText, type AdminTextKey } from '../text';

/**
 * A back-office page's tags: its title and `noindex, nofollow` (no page of the back office is
 * for search engines).
 */
export const adminMeta =
  (title: AdminTextKey) =>
  ({
    matches,
  }: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  }): MetaDescriptor[] => {
    const locale = localeFromMatches(matches);
    return [
      { title: `${adminText(title, locale)} · ${adminText('backOffice', locale)}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ];
  };

/** Back-office pages are never kept by a shared cache or the browser's back-forward copy. */
export const adminHeaders = () => ({ 'Cache-Control': 'private, no-store' });
