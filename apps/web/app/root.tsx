import { useEffect, type ReactNode } from 'react';
import { useAppStart } from '~/lib/use-app-start';
import { useRealtimeConnection } from '~/lib/realtime';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { quickTourShowsOn } from '@kilau/domain/engagement';
import { translate } from '@kilau/domain/messages';
import {
  DEFAULT_LOCALE,
  formatRupiah,
  FREE_SHIPPING_LIMIT,
  headerMode,
  routeNameForPath,
  WIB_OFFSET_MS,
} from '@kilau/domain/shared';
import { MAIN_CONTENT_ID, SkipLink } from '~/components/layout/skip-link';
import { SiteHeader } from '~/components/layout/site-header';
import { SiteFooter } from '~/components/layout/site-footer';
import { Wordmark } from '~/components/layout/wordmark';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ScrollToTopButton } from '~/components/ui/scroll-to-top-button';
import { ToastProvider } from '~/components/ui/toast';
import { fetchMember, hasSessionCookie } from '~/features/auth/api/member.server';
import { AccountMenu } from '~/features/auth/components/account-menu';
import { AuthDialogs } from '~/features/auth/components/auth-dialogs';
import { loadBanners } from '~/features/banners/api/banner-calls';
import { CampaignIcon } from '~/features/banners/components/campaign-icon';
import { FloatingBannerCorner } from '~/features/banners/components/floating-banner-corner';
import { EmergencyAnnouncement } from '~/features/banners/components/notice-banners';
import { ShellPopup } from '~/features/banners/components/popup-banner';
import {
  NO_SHELL_BANNERS,
  SERVER_SHELL_BANNERS,
  shellBannersOf,
  useShellBanners,
} from '~/features/banners/components/shell-banners';
import {
  TextBanners,
  topBannersOf,
  useSearchbarPromo,
} from '~/features/banners/components/text-banners';
import { LegalTermsPrompt } from '~/features/auth/components/legal-terms-prompt';
import { fetchBagCount } from '~/features/cart/api/bag-count.server';
import { MiniCart } from '~/features/cart/components/bag-link';
import { NewsletterSignup } from '~/features/newsletter/components/newsletter-signup';
import { BagProvider } from '~/features/cart/components/bag-provider';
import { listCategories } from '~/features/catalog/api/catalog.server';
import { CategoryNav } from '~/features/catalog/components/category-nav';
import { SearchBox } from '~/features/search/components/search-box';
import { fetchWishlistedCombinations } from '~/features/wishlist/api/wishlist-calls';
import { WishlistLink } from '~/features/wishlist/components/wishlist-link';
import { WishlistProvider } from '~/features/wishlist/components/wishlist-provider';
import { QuickTour } from '~/features/tour/components/quick-tour';
import { ScrollRules } from '~/hooks/use-scroll-rules';
import { createServerApiClient } from '~/lib/api-client.server';
import { hasAcademyChrome, isBackOfficePath, isChromeless } from '~/lib/chrome';
import {
  APPS_MODE_BOOT_SCRIPT,
  appsModeFromSearch,
  syncAppsMode,
  useAppsMode,
} from '~/lib/apps-mode';
import { LocaleProvider, useLocale, useText } from '~/lib/i18n';
import { localeFromCookieHeader } from '~/lib/language-cookie';
import { findStore } from '~/features/stores/api/stores.server';
import { storeModeFromCookieHeader } from '@kilau/domain/stores';
import { activeStoreMode } from '~/lib/use-store-mode';
import { useStoreModeSync } from '~/features/self-checkout/lib/use-store-mode-sync';
import { StoreModeStrip } from '~/features/self-checkout/components/store-mode-strip';
import { ConsentBanner, CookieSettingsLink } from '~/features/consent/components/consent-banner';
import { ChatLink, ChatWidget } from '~/features/support/components/chat-widget';
import { chatLauncherShowsOn } from '~/features/support/chat-pages';
import { useChatPanel } from '~/features/support/chat-store';
import { useConsentAnswered } from '~/features/consent/consent-store';
import { usePageViews } from '~/lib/use-page-views';
import { StoreOpenToday } from '~/features/stores/components/store-open-today';
import { useNonce } from '~/lib/nonce';
import { loadPublicConfig } from '~/lib/public-config.server';
import { uiText } from '~/lib/ui-text';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

const NOT_FOUND_ROUTE_ID = 'routes/not-found';
/** Built once: a new `{ __html }` object would make React set the script again on each render. */
// Prerender services wait for `prerenderReady` (001 §9): false until the app says so.
const APPS_MODE_BOOT_HTML = { __html: `window.prerenderReady=false;${APPS_MODE_BOOT_SCRIPT}` };
/** One element for every render, so the memoised footer skips the root's re-renders. */
const NEWSLETTER_BLOCK = <NewsletterSignup />;
const COOKIE_SETTINGS_LINK = <CookieSettingsLink className="underline-offset-2 hover:underline" />;
const CHAT_LINK = <ChatLink className="footer-link" />;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromCookieHeader(request.headers.get('Cookie'));
  const api = createServerApiClient(context, { locale });
  const cookies = request.headers.get('Cookie');
  // The back office shows none of the shop's chrome, so it reads none of the shop's data.
  const shop = !isBackOfficePath(url.pathname);
  // A guest's bag and hearts live in the browser: a guest's page asks the API for neither.
  const signedIn = shop && hasSessionCookie(cookies);
  const cookieStoreMode = shop ? storeModeFromCookieHeader(cookies) : null;
  const [member, bagCount, categories, publicConfig, wishlist, banners, store] = await Promise.all([
    shop ? fetchMember(api, cookies) : null,
    signedIn ? fetchBagCount(api) : null,
    shop ? listCategories(api) : [],
    loadPublicConfig(api),
    signedIn ? fetchWishlistedCombinations(api) : null,
    shop ? loadBanners(api, SERVER_SHELL_BANNERS) : null,
    cookieStoreMode ? findStore(api, String(cookieStoreMode.storeId)) : null,
  ]);
  // The WIB calendar year (the footer's copyright line).
  const year = new Date(Date.now() + WIB_OFFSET_MS).getUTCFullYear();
  return {
    locale,
    /** The signed-in member (trimmed), or null for a guest. */
    member,
    bagCount,
    /** The member's wishlisted combinations (hearts render filled on the server); null for a guest. */
    wishlist: member ? (wishlist ?? []) : null,
    /** Top categories for the department bar. */
    categories: categories.map(({ id, name, url: to }) => ({ id, name, url: to })),
    year,
    /** The whitelisted keys for browser scripts (sign-in, reCAPTCHA, maps); null when off. */
    publicConfig,
    /** What the server can see of apps mode; the browser adds the remembered flag. */
    appsMode: appsModeFromSearch(url.search) === true,
    /**
     * The shell's banners the server renders: the search bar's promo text (its placeholder), the
     * floating banners (at most 2) and the emergency announcement. The browser asks again on
     * each path change, with the popups (`useShellBanners`).
     */
    banners: banners ? shellBannersOf(banners) : NO_SHELL_BANNERS,
    /** Self-checkout mode (the `kilau_store` cookie) with its store for the header; null outside it. */
    storeMode: cookieStoreMode && store ? activeStoreMode(cookieStoreMode, store) : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return [
    { title: uiText('siteTitle', locale) },
    {
      name: 'description',
      content: uiText('siteDescription', locale, { amount: formatRupiah(FREE_SHIPPING_LIMIT) }),
    },
  ];
};

/** The document: used for pages and for the error boundary alike. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    // The apps-mode boot script may set `data-apps-mode` on <html> before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4a1f3d" />
        {/* With a precedence React places the stylesheet ahead of the script preloads, so the
            browser fetches the one render-blocking file first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <script nonce={nonce} dangerouslySetInnerHTML={APPS_MODE_BOOT_HTML} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh bg-cream-50 font-sans text-plum-900 antialiased">
        <LocaleProvider locale={locale}>
          <ToastProvider>
            <ModalStackProvider>{children}</ModalStackProvider>
          </ToastProvider>
        </LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        {/* After ScrollRestoration: keeps the place on promo/category query changes. */}
        <ScrollRules />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const matches = useMatches();
  const appsMode = useAppsMode(loaderData.appsMode);

  useEffect(() => {
    syncAppsMode(location.search);
  }, [location.search]);
  useStoreModeSync(loaderData.storeMode);
  usePageViews({ store: loaderData.storeMode !== null, apps: appsMode });
  // The welcome tour would cover the cookie banner: it waits for the shopper's answer.
  const consentAnswered = useConsentAnswered();
  // A signed-in browser hears its orders and bag change at once (docs/design/realtime.md).
  useRealtimeConnection(loaderData.member !== null);
  const chatUnread = useChatPanel().unread > 0;

  // A path that only the not-found route matched has no route name (and so the full header).
  const notFound = matches.some((match) => match.id === NOT_FOUND_ROUTE_ID);
  const routeName = notFound ? null : routeNameForPath(location.pathname);
  // The country sites' redirect, the sign-on broker and the prerender signal (001 §4, §9).
  useAppStart(loaderData.publicConfig, routeName, {
    member: loaderData.member !== null,
    enabled: !isBackOfficePath(location.pathname),
  });
  // The academy draws its own header and footer (ADR 0047); apps mode still hides them.
  const academy = hasAcademyChrome(matches);
  const mode = academy ? 'hidden' : headerMode(routeName, { appsMode });
  const topBanners = topBannersOf(matches);
  const chromeless = isChromeless(matches);
  // Refetched on each path change (001 §2); the back office reads none.
  const banners = useShellBanners(loaderData.banners, location.pathname, !chromeless);
  const searchPromo = useSearchbarPromo(banners.searchPromo);
  const chatLauncher = chatLauncherShowsOn(location.pathname);
  // A page with its own frame (the back office, `handle: CHROMELESS`) renders alone.
  if (chromeless) return <Outlet />;
  return (
    <WishlistProvider combinationIds={loaderData.wishlist}>
      <BagProvider
        member={loaderData.member !== null}
        loaderCount={loaderData.bagCount}
        storeId={loaderData.storeMode?.storeId ?? null}
      >
        {mode !== 'hidden' || academy ? <SkipLink /> : null}
        {/* What shoppers must know now, above the header on every shop page. */}
        <EmergencyAnnouncement banner={banners.emergency ?? undefined} />
        {mode !== 'hidden' ? (
          <>
            <SiteHeader
              mode={mode}
              routeName={routeName}
              announcement={topBanners ? <TextBanners banners={topBanners} /> : undefined}
              // In self-checkout mode the store's line takes the free-shipping line's place.
              store={
                loaderData.storeMode ? (
                  <StoreModeStrip
                    store={loaderData.storeMode}
                    hours={
                      <StoreOpenToday
                        openNow={loaderData.storeMode.openNow}
                        today={loaderData.storeMode.today}
                        tone="dark"
                      />
                    }
                  />
                ) : undefined
              }
              account={<AccountMenu />}
              wishlist={<WishlistLink />}
              bag={<MiniCart />}
              // A new search (or none), or signing in or out, starts the box afresh.
              search={
                <SearchBox
                  key={`${new URLSearchParams(location.search).get('q') ?? ''}:${loaderData.member?.id ?? ''}`}
                  promo={searchPromo}
                />
              }
            />
            {/* A back-arrow page shows the department bar from the desktop width only. */}
            <div className={mode === 'back' ? 'hidden dt:block' : undefined}>
              <CategoryNav categories={loaderData.categories} />
            </div>
          </>
        ) : null}
        {/* The academy's layout draws its own header, main and footer. */}
        {academy ? (
          <Outlet />
        ) : (
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
            <Outlet />
          </main>
        )}
        {mode !== 'hidden' ? (
          <SiteFooter
            year={loaderData.year}
            newsletter={NEWSLETTER_BLOCK}
            cookieSettings={COOKIE_SETTINGS_LINK}
            helpAction={CHAT_LINK}
          />
        ) : null}
        {mode !== 'hidden' ? (
          <>
            <FloatingBannerCorner banners={banners.floating} routeName={routeName} />
            <CampaignIcon routeName={routeName} />
          </>
        ) : null}
        <ShellPopup
          popup={banners.popup}
          fullScreen={banners.fullScreenPopup}
          pathname={location.pathname}
          appsMode={appsMode}
          popupsInAppsMode={loaderData.publicConfig.popupsInAppsMode}
        />
        {mode !== 'hidden' ? (
          <ChatWidget
            // Signing in or out starts the chat afresh (another member's transcript is never kept).
            key={loaderData.member?.id ?? 'guest'}
            member={loaderData.member ? { firstName: loaderData.member.name } : null}
            launcher={chatLauncher}
          />
        ) : null}
        <ScrollToTopButton raised={mode !== 'hidden' && (chatLauncher || chatUnread)} />
        <ConsentBanner />
        <AuthDialogs />
        <LegalTermsPrompt />
        <QuickTour
          enabled={mode !== 'hidden' && quickTourShowsOn(location.pathname) && consentAnswered}
          member={
            loaderData.member
              ? { id: loaderData.member.id, coachmarks: loaderData.member.coachmark_visited }
              : null
          }
        />
      </BagProvider>
    </WishlistProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const text = useText();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-5 px-6 py-16"
    >
      <Wordmark />
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-rose-700">
        Error {status}
      </p>
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {status === 404 ? translate('not_found', locale) : text('errorTitle')}
      </h1>
      <p className="text-plum-700">{translate('generic_retry', locale)}</p>
      <a
        href="/"
        className="inline-flex min-h-12 items-center rounded-full bg-plum-900 px-6 font-semibold text-cream-50 hover:bg-plum-800"
      >
        {text('backToHome')}
      </a>
    </main>
  );
}
