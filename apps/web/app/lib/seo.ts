import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, isLocale, translate, type Locale } from '@kilau/domain';
import { uiText } from './ui-text';

/**
 * Per-page search and sharing metadata: title, description, canonical URL, Open Graph and
 * JSON-LD. Loaders build a `Seo` (they know the origin and the language); route `meta`
 * functions turn it into tags with `seoMeta`.
 */

export const SITE_NAME = 'Kilau';

export type JsonLd = Record<string, unknown>;

export type Seo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  image: string | null;
  type: 'website' | 'product';
  locale: Locale;
  noindex: boolean;
  jsonLd: JsonLd[];
};

const OG_LOCALE: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };
const DESCRIPTION_MAX = 160;

/** Collapses whitespace and cuts at a word boundary so snippets read well. */
export function toDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export const absoluteUrl = (origin: string, path: string | null | undefined): string | null =>
  path ? new URL(path, origin).href : null;

/**
 * A page's Seo. The canonical URL is the page's path (or `path`) on the request's origin; of the
 * query only `page` stays (each page of a listing is its own canonical page; filters and sorting
 * are not).
 */
export function buildSeo(
  url: URL,
  locale: Locale,
  input: {
    title: string;
    description: string;
    path?: string;
    image?: string | null;
    type?: Seo['type'];
    noindex?: boolean;
    jsonLd?: JsonLd[];
  },
): Seo {
  const canonical = new URL(input.path ?? url.pathname, url.origin);
  const page = Number(url.searchParams.get('page'));
  if (!input.path && Number.isInteger(page) && page > 1)
    canonical.searchParams.set('page', String(page));
  return {
    title: input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`,
    description: toDescription(input.description),
    canonical: canonical.href,
    image: absoluteUrl(url.origin, input.image),
    type: input.type ?? 'website',
    locale,
    noindex: input.noindex ?? false,
    jsonLd: input.jsonLd ?? [],
  };
}

export function seoMeta(seo: Seo | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: seo.type },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: OG_LOCALE[seo.locale] },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    ...seo.jsonLd.map((json) => ({ 'script:ld+json': json })),
  ];
}

/** `BreadcrumbList` for a trail of named links (the last is the page itself). */
export function breadcrumbJsonLd(
  origin: string,
  items: ReadonlyArray<{ name: string; path: string }>,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).href,
    })),
  };
}

/** The page's language from the root loader's data, for `meta` functions. */
export function localeFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): Locale {
  const root = matches.find((match) => match?.id === 'root')?.data;
  const candidate = (root as { locale?: unknown } | undefined)?.locale;
  return isLocale(candidate) ? candidate : DEFAULT_LOCALE;
}

/** Tags for a page whose subject does not exist (its loader threw a 404). */
export const notFoundMeta = (locale: Locale): MetaDescriptor[] => [
  { title: `${translate('not_found', locale)} — ${SITE_NAME}` },
  { name: 'description', content: uiText('notFoundText', locale) },
  { name: 'robots', content: 'noindex' },
];

/** A route's `meta`: its loader's Seo, or the not-found tags when the loader threw. */
export const pageMeta = ({
  data,
  matches,
}: {
  data: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}): MetaDescriptor[] => {
  const seo = (data as { seo?: Seo } | undefined)?.seo;
  return seo ? seoMeta(seo) : notFoundMeta(localeFromMatches(matches));
};

export type Trail = { crumbs: Array<{ name: string; to: string }>; jsonLd: JsonLd };

/** A page's breadcrumb from home: the links to show and their `BreadcrumbList`. */
export function trailFor(
  url: URL,
  locale: Locale,
  items: ReadonlyArray<{ name: string; path: string }>,
): Trail {
  const all = [{ name: uiText('home', locale), path: '/' }, ...items];
  return {
    crumbs: all.map((item) => ({ name: item.name, to: item.path })),
    jsonLd: breadcrumbJsonLd(url.origin, all),
  };
}
