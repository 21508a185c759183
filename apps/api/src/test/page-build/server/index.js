// A storefront build for the page cache's tests (web/page-cache.test.ts): the shape of React
// Router's server build, with a root route whose loader reads the language cookie and, with a
// session cookie, the member through the in-process API (as the storefront's root does), and a
// document entry that writes the CSP nonce where the real one does (inline scripts, preloads).
// `globalThis.kilauPageBuild` lets a test count renders and hold them at a gate.

/** @type {{ renders: number, waiting: number, gate: Promise<void> | null }} */
const probe = (globalThis.kilauPageBuild ??= { renders: 0, waiting: 0, gate: null });

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const cookieValue = (header, name) => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
};

async function rootLoader({ request, context }) {
  const cookies = request.headers.get('cookie');
  const locale = cookieValue(cookies, 'lang') === 'en' ? 'en' : 'id';
  let member = null;
  if (cookieValue(cookies, 'kilau_session') !== undefined) {
    const answer = await context.apiFetch('/api/accounts/user/me', {
      headers: { 'Accept-Language': locale },
    });
    if (answer.ok) member = (await answer.json()).data;
  }
  const categories = await context.apiFetch('/api/catalog/v3/categories', {
    headers: { 'Accept-Language': locale },
  });
  const names = categories.ok ? (await categories.json()).data.map((c) => c.name) : [];
  return { locale, member, categories: names.slice(0, 3), cookies: cookies ?? '' };
}

async function pageLoader({ request }) {
  const url = new URL(request.url);
  if (url.pathname === '/missing') throw new Response(null, { status: 404 });
  if (url.pathname === '/moved') {
    throw new Response(null, { status: 302, headers: { location: '/' } });
  }
  if (probe.gate) {
    probe.waiting += 1;
    await probe.gate;
  }
  return { path: url.pathname + url.search };
}

const Empty = () => null;

export const routes = {
  root: {
    id: 'root',
    parentId: undefined,
    path: '',
    index: undefined,
    caseSensitive: undefined,
    module: { default: Empty, loader: rootLoader, ErrorBoundary: Empty },
  },
  'routes/page': {
    id: 'routes/page',
    parentId: 'root',
    path: '*',
    index: undefined,
    caseSensitive: undefined,
    module: { default: Empty, loader: pageLoader },
  },
};

function handleRequest(request, status, headers, entryContext, loadContext) {
  probe.renders += 1;
  const url = new URL(request.url);
  const nonce = loadContext.cspNonce;
  const data = entryContext.staticHandlerContext.loaderData;
  const root = data.root ?? { locale: 'id', member: null, categories: [], cookies: '' };
  const page = data['routes/page'] ?? { path: '(error)' };
  if (url.searchParams.has('set-cookie')) headers.append('set-cookie', 'seen=1; Path=/');
  headers.set('content-type', 'text/html; charset=utf-8');
  const html = [
    '<!doctype html>',
    `<html lang="${root.locale}"><head>`,
    `<script nonce="${nonce}">document.documentElement.dataset.boot = "1"</script>`,
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}">`,
    '</head><body>',
    `<p id="greeting">${root.locale === 'en' ? 'Welcome' : 'Selamat datang'}</p>`,
    root.member ? `<p id="member">${escape(root.member.email)}</p>` : '',
    `<p id="path">${escape(page.path)}</p>`,
    `<p id="categories">${root.categories.map(escape).join(', ')}</p>`,
    `<p id="cookies">${escape(root.cookies)}</p>`,
    `<script nonce="${nonce}">window.__data = ${JSON.stringify({ path: page.path })}</script>`,
    '</body></html>',
  ].join('');
  return new Response(html, { status, headers });
}

export const entry = { module: { default: handleRequest } };
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {},
  url: '/assets/manifest.js',
  version: 'test',
};
export const basename = '/';
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
