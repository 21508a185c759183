import {
  CONSENT_COOKIE,
  EVENT_BATCH_MAX,
  EVENT_FLUSH_INTERVAL_MS,
  PLATFORM_HEADER,
  SESSION_HEADER,
  SESSION_ID_STORAGE_KEY,
  SESSION_IDLE_MS,
  SESSION_SEEN_STORAGE_KEY,
  TRACKING_ID_PATTERN,
  TRACKING_ID_STORAGE_KEY,
  acquisitionSource,
  parseConsent,
  type AdEventName,
  type Consent,
  type Platform,
  type TrackedObjectType,
  type TrackedVerb,
} from '@kilau/domain/analytics';
import { pageTypeForRoute } from '@kilau/domain/catalog';
import { routeNameForPath } from '@kilau/domain/shared';

/**
 * The storefront's tracking (issue 24, docs/design/analytics.md). Every event goes to
 * `window.dataLayer` (the queue tag managers read) and, with the shopper's analytics consent, to
 * the analytics back end in batches: flushed every 5 s, at 50 events, and with
 * `navigator.sendBeacon` when the page is hidden, so nothing is lost on leaving. Before the
 * shopper chooses, events wait in memory (the first page's view counts once they agree); a
 * refusal forgets them. Nothing here ever blocks the page or throws: a failed send is dropped.
 */

export type Extras = Record<string, string | number | boolean | null>;
export type DataLayerEvent = { event: string; page_type: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

type QueuedEvent = {
  verb: TrackedVerb;
  object_type?: TrackedObjectType;
  object_id?: string;
  referrer?: string;
  page_type: string;
  path: string;
  occurred_at: string;
  extras?: Extras;
};

/** The spec's page type for tracking, from the current path (001 §2 page types). */
export function pageTypeForPath(pathname: string): string {
  const routeName = routeNameForPath(pathname);
  return routeName ? pageTypeForRoute(routeName) : 'other';
}

/** Where the tracker sends; replaced in tests. */
export type TrackingTransport = {
  beacon(url: string, body: string): boolean;
  post(url: string, body: string, headers: Record<string, string>): Promise<unknown>;
};

const browserTransport: TrackingTransport = {
  beacon: (url, body) =>
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))
      : false,
  post: (url, body, headers) =>
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      credentials: 'same-origin',
      keepalive: true,
    }),
};

const state = {
  consent: undefined as Consent | null | undefined,
  queue: [] as QueuedEvent[],
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  transport: browserTransport,
  platform: 'web' as Platform,
  listening: false,
  sessionStarted: undefined as string | undefined,
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage (private mode): an id per page then
  }
}

const newId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

let pageIds: { tracking?: string; session?: string } = {};

/** The browser's tracking id (001 §3 local storage "tracking id"), made once. */
export function trackingId(): string {
  const store = storage();
  const stored = store?.getItem(TRACKING_ID_STORAGE_KEY);
  if (stored && TRACKING_ID_PATTERN.test(stored)) return stored;
  const id = pageIds.tracking ?? newId();
  pageIds.tracking = id;
  store?.setItem(TRACKING_ID_STORAGE_KEY, id);
  return id;
}

/**
 * The session id (001 §3 "session id"): kept while the shopper is active, a new one after 30
 * idle minutes. `fresh` says whether this call started it.
 */
export function sessionId(now = Date.now()): { id: string; fresh: boolean } {
  const store = storage();
  const stored = store?.getItem(SESSION_ID_STORAGE_KEY) ?? pageIds.session;
  const seen = Number(store?.getItem(SESSION_SEEN_STORAGE_KEY) ?? 0);
  const alive = stored && TRACKING_ID_PATTERN.test(stored) && now - seen < SESSION_IDLE_MS;
  const id = alive ? stored : newId();
  pageIds.session = id;
  store?.setItem(SESSION_ID_STORAGE_KEY, id);
  store?.setItem(SESSION_SEEN_STORAGE_KEY, String(now));
  return { id, fresh: !alive };
}

const headers = (session: string) => ({
  [PLATFORM_HEADER]: state.platform,
  [SESSION_HEADER]: session,
});

/** The consent cookie as the page sees it now. */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}

function startSession(session: string) {
  if (state.sessionStarted === session) return;
  state.sessionStarted = session;
  const url = new URL(window.location.href);
  const source = acquisitionSource({
    utmSource: url.searchParams.get('utm_source'),
    referrer: document.referrer,
    ownHost: url.hostname,
  });
  state.transport
    .post(
      '/api/analytics/sessions',
      JSON.stringify({
        session_id: session,
        tracking_id: trackingId(),
        platform: state.platform,
        acquisition_source: source,
        landing_path: `${url.pathname}${url.search}`.slice(0, 500),
        ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
      }),
      headers(session),
    )
    .catch(() => undefined);
}

/** Sends what is queued (a beacon when the page is going away), if the shopper agreed. */
export function flushTracking(leaving = false): void {
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  if (!state.consent?.analytics || state.queue.length === 0) return;
  const { id: session, fresh } = sessionId();
  if (fresh || state.sessionStarted !== session) startSession(session);
  while (state.queue.length > 0) {
    const events = state.queue.splice(0, EVENT_BATCH_MAX);
    const url = `/api/analytics/sessions/${encodeURIComponent(session)}`;
    const body = JSON.stringify({ tracking_id: trackingId(), events });
    // A beacon carries no custom headers: the platform defaults to web, which it is then.
    const sent = leaving && state.transport.beacon(url, body);
    if (!sent) state.transport.post(url, body, headers(session)).catch(() => undefined);
  }
}

function schedule() {
  if (state.queue.length >= EVENT_BATCH_MAX) return flushTracking();
  state.timer ??= setTimeout(() => flushTracking(), EVENT_FLUSH_INTERVAL_MS);
}

function listen() {
  if (state.listening || typeof window === 'undefined') return;
  state.listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTracking(true);
  });
  window.addEventListener('pagehide', () => flushTracking(true));
}

/**
 * The shopper's choice, as the banner or the cookie says. Agreeing sends what waited; refusing
 * forgets it. `undefined` means "not chosen yet" (events wait, at most one batch of them).
 */
export function setTrackingConsent(consent: Consent | null | undefined): void {
  state.consent = consent;
  if (consent?.analytics) {
    listen();
    schedule();
  } else if (consent) {
    state.queue = [];
  }
}

/** Where the page runs: a store's self-checkout, the app's web view, a phone or a desktop. */
export function setTrackingPlatform(platform: Platform): void {
  state.platform = platform;
}

export type TrackTarget = { type?: TrackedObjectType; id?: string | number };

/**
 * Tracks one act of the shopper (`verb`) on what it touched, with extras. Pushed to the
 * dataLayer at once; queued for the analytics back end under the consent rules above.
 */
export function track(verb: TrackedVerb, target: TrackTarget = {}, extras: Extras = {}): void {
  if (typeof window === 'undefined') return;
  const pageType = pageTypeForPath(window.location.pathname);
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: verb,
    page_type: pageType,
    ...(target.type ? { object_type: target.type } : {}),
    ...(target.id !== undefined ? { object_id: String(target.id) } : {}),
    ...extras,
  });
  if (state.consent === undefined) state.consent = readConsent() ?? undefined;
  if (state.consent && !state.consent.analytics) return;
  if (state.consent === undefined && state.queue.length >= EVENT_BATCH_MAX) return;
  state.queue.push({
    verb,
    ...(target.type ? { object_type: target.type } : {}),
    ...(target.id !== undefined ? { object_id: String(target.id).slice(0, 100) } : {}),
    ...(verb === 'page_view' && document.referrer
      ? { referrer: document.referrer.slice(0, 500) }
      : {}),
    page_type: pageType.slice(0, 60),
    path: `${window.location.pathname}${window.location.search}`.slice(0, 500),
    occurred_at: new Date().toISOString(),
    ...(Object.keys(extras).length > 0 ? { extras } : {}),
  });
  if (state.consent?.analytics) {
    listen();
    schedule();
  }
}

/**
 * An ad event (001 §3) for the conversions API, only with marketing consent. `eventId` is the
 * id the pixel would share, so Meta keeps one of the two (a purchase names its order); without
 * one, each call is its own event.
 */
export function trackAd(
  eventName: AdEventName,
  customData: Extras = {},
  options: { eventId?: string; email?: string } = {},
): void {
  if (typeof window === 'undefined') return;
  const consent = state.consent ?? readConsent();
  if (!consent?.marketing) return;
  const cookie = (name: string) =>
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  const fbp = cookie('_fbp');
  const fbc = cookie('_fbc');
  state.transport
    .post(
      '/api/analytics/ad-events',
      JSON.stringify({
        event_name: eventName,
        event_id: options.eventId ?? `${eventName}-${trackingId()}-${Date.now()}`,
        source_url: window.location.href.slice(0, 500),
        user: {
          ...(options.email ? { email: options.email } : {}),
          ...(fbp ? { fbp } : {}),
          ...(fbc ? { fbc } : {}),
        },
        ...(Object.keys(customData).length > 0 ? { custom_data: customData } : {}),
      }),
      headers(sessionId().id),
    )
    .catch(() => undefined);
}

/** Tests: a transport of their own, and a fresh tracker. */
export function resetTrackingForTests(transport: TrackingTransport = browserTransport): void {
  if (state.timer) clearTimeout(state.timer);
  state.consent = undefined;
  state.queue = [];
  state.timer = undefined;
  state.transport = transport;
  state.platform = 'web';
  state.sessionStarted = undefined;
  pageIds = {};
}
