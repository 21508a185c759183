import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createRoutesStub,
  Outlet,
  useLocation,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Locale } from '@kilau/domain';
import { SESSION_COOKIE } from '@kilau/domain/accounts';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ToastProvider } from '~/components/ui/toast';
import { BagActionsProvider, type BagActions } from '~/lib/bag-actions';
import { LANGUAGE_COOKIE } from '~/lib/constants';
import { LocaleProvider } from '~/lib/i18n';

/**
 * Route-module tests (tests only): a route's own `loader`, `action` and page, driven through
 * React Router's `createRoutesStub` with the API stood in for. The load context's `apiFetch`
 * (in the app: `app.inject` into the API) answers from a table of envelopes and records every
 * call, so the route's real feature calls, redirects and rendering run as in the app.
 */

export type ApiCall = { method: string; path: string; body: unknown };

/** One answer of the stand-in API, sent as the API's envelope (ADR 0004); status 0: no answer. */
export type ApiReply = {
  status?: number;
  data?: unknown;
  message?: string;
  errorCode?: string;
  meta?: Record<string, unknown>;
  /** Response headers, e.g. the `Set-Cookie` of a sign-in. */
  headers?: Record<string, string>;
};

/**
 * Answers keyed by `METHOD /path` (the query ignored), e.g. `'GET /api/cart/user/me/carts'`; a
 * function answers from the call. A call without an answer gets a 404 envelope.
 */
export type ApiReplies = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;

const bodyOf = (init: RequestInit): unknown => {
  if (typeof init.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

/** The API as the routes reach it: `apiFetch` in the load context, answering from `replies`. */
export function stubApi(replies: ApiReplies) {
  const calls: ApiCall[] = [];
  const apiFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const call: ApiCall = { method: init.method ?? 'GET', path, body: bodyOf(init) };
    calls.push(call);
    const entry = replies[`${call.method} ${path.split('?')[0]}`];
    const reply: ApiReply =
      typeof entry === 'function'
        ? entry(call)
        : (entry ?? { status: 404, message: 'Not stubbed.', errorCode: 'not_found' });
    const status = reply.status ?? 200;
    if (status === 0) throw new TypeError('fetch failed');
    const envelope = {
      success: status < 400,
      data: reply.data ?? null,
      ...(reply.message ? { message: reply.message } : {}),
      ...(reply.errorCode ? { errorCode: reply.errorCode } : {}),
      meta: { code: status, ...reply.meta },
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  const context = { apiFetch, cspNonce: 'test-nonce', requestId: 'test-request' } as AppLoadContext;
  /** The calls made with `method` to `path` (the query included). */
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path.split('?')[0] === path);
  return { context, calls, callsTo };
}

/** The cookies a signed-in shopper's browser sends (a session, and the language). */
export const memberCookie = (locale: Locale = 'id') =>
  `${SESSION_COOKIE}=test-session; ${LANGUAGE_COOKIE}=${locale}`;

/** A route module as `routes.ts` points at it. */
export type RouteModule = {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  ErrorBoundary?: ComponentType<never>;
  shouldRevalidate?: (args: never) => boolean;
};

const withCookie = (request: Request, cookie: string | null): Request => {
  if (!cookie) return request;
  const headers = new Headers(request.headers);
  headers.set('Cookie', cookie);
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
};

/** The request's headers with `cookie` set (a body-keeping variant of `withCookie`). */
const withCookieHeader = (request: Request, cookie: string | null): RequestInit => {
  const headers = new Headers(request.headers);
  if (cookie) headers.set('Cookie', cookie);
  return { headers };
};

/** Where a redirect or link took the shopper, when it leaves the route under test. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const acceptingBag: BagActions = { add: () => Promise.resolve('added') };

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The page's route, alone or as the only child of `parent` (a layout with its own loader). */
function wrapInParent(
  parent: { id: string; path: string; module: RouteModule } | undefined,
  cookie: string | null,
  page: StubRoute,
): StubRoute[] {
  if (!parent) return [page];
  const loader = parent.module.loader as ((args: LoaderFunctionArgs) => unknown) | undefined;
  const ErrorBoundary = parent.module.ErrorBoundary as
    | ComponentType<Record<string, unknown>>
    | undefined;
  return [
    {
      id: parent.id,
      path: parent.path,
      Component: parent.module.default as ComponentType<Record<string, unknown>>,
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
      ...(loader
        ? {
            loader: (args: LoaderFunctionArgs) =>
              loader({ ...args, request: withCookie(args.request, cookie) }),
          }
        : {}),
      children: [page],
    },
  ];
}

/**
 * Renders the route module at `url` (its pattern `path`) under a root route that gives the
 * shell's providers and `rootData` as the root loader's data. The module's loader runs with the
 * stubbed API and `cookie` (a signed-in shopper's by default); a redirect lands on a page that
 * shows where it went (`getLandedPath`).
 */
export function renderRouteModule(
  module: RouteModule,
  {
    path,
    url = path,
    context,
    cookie = memberCookie(),
    rootData = { member: null },
    locale = 'id',
    resources = [],
    parent,
    cookieInAction = false,
  }: {
    path: string;
    url?: string;
    context: AppLoadContext;
    cookie?: string | null;
    /** What the root loader gave the page (`{ member, publicConfig, … }`). */
    rootData?: Record<string, unknown>;
    locale?: Locale;
    /** Resource routes the page fetches from (`useFetcher().load`), run with the same cookie. */
    resources?: ReadonlyArray<{ path: string; module: Pick<RouteModule, 'loader'> }>;
    /**
     * A layout route the page renders inside (its id as `routes.ts` gives it, e.g.
     * `routes/academy`, and its pattern): its loader runs with the same cookie, and the page reads
     * its data with `useRouteLoaderData(id)`. `path` is then relative to it.
     */
    parent?: { id: string; path: string; module: RouteModule };
    /** The action's request carries `cookie` too (a page whose action reads a cookie). */
    cookieInAction?: boolean;
  },
) {
  const loader = module.loader as ((args: LoaderFunctionArgs) => unknown) | undefined;
  const action = module.action as ((args: ActionFunctionArgs) => unknown) | undefined;
  const Page = module.default as ComponentType<Record<string, unknown>>;
  const ErrorBoundary = module.ErrorBoundary as ComponentType<Record<string, unknown>> | undefined;
  const shouldRevalidate = module.shouldRevalidate as ShouldRevalidateFunction | undefined;
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        HydrateFallback: () => null,
        Component: () => (
          <LocaleProvider locale={locale}>
            <ToastProvider>
              <ModalStackProvider>
                <BagActionsProvider value={acceptingBag}>
                  <Outlet />
                </BagActionsProvider>
              </ModalStackProvider>
            </ToastProvider>
          </LocaleProvider>
        ),
        children: [
          ...wrapInParent(parent, cookie, {
            id: 'page',
            path,
            Component: Page,
            ...(ErrorBoundary ? { ErrorBoundary } : {}),
            ...(shouldRevalidate ? { shouldRevalidate } : {}),
            ...(loader
              ? {
                  loader: (args: LoaderFunctionArgs) =>
                    loader({ ...args, request: withCookie(args.request, cookie) }),
                }
              : {}),
            ...(action
              ? {
                  action: cookieInAction
                    ? (args: ActionFunctionArgs) =>
                        action({
                          ...args,
                          request: new Request(
                            args.request,
                            withCookieHeader(args.request, cookie),
                          ),
                        })
                    : action,
                }
              : {}),
          }),
          ...resources.map((resource) => {
            const load = resource.module.loader as (args: LoaderFunctionArgs) => unknown;
            return {
              path: resource.path,
              loader: (args: LoaderFunctionArgs) =>
                load({ ...args, request: withCookie(args.request, cookie) }),
            };
          }),
          { index: true, Component: Landed },
          { path: '*', Component: Landed },
        ],
      },
    ],
    context,
  );
  return render(<Stub initialEntries={[url]} />);
}

/**
 * A request as the browser sends it to a route: GET for a loader, or a form POST for an action,
 * with a signed-in shopper's cookies unless `cookie` says otherwise.
 */
export function routeRequest(
  url: string,
  { form, cookie = memberCookie() }: { form?: Record<string, string>; cookie?: string | null } = {},
): Request {
  const headers = new Headers();
  if (cookie) headers.set('Cookie', cookie);
  const absolute = new URL(url, 'http://localhost').toString();
  if (!form) return new Request(absolute, { headers });
  return new Request(absolute, { method: 'POST', headers, body: new URLSearchParams(form) });
}

/** What an action answered: `data(body, { status })` or a plain body. */
export function actionAnswer(result: unknown): { body: unknown; status: number } {
  if (
    typeof result === 'object' &&
    result !== null &&
    'type' in result &&
    result.type === 'DataWithResponseInit'
  ) {
    const { data: body, init } = result as unknown as {
      data: unknown;
      init: { status?: number } | null;
    };
    return { body, status: init?.status ?? 200 };
  }
  return { body: result, status: 200 };
}
