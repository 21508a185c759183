import { vi } from 'vitest';

/**
 * A small slice of the official region tables, answered the way the API answers them, for the
 * picker and form tests (the browser API client calls the stubbed `fetch`).
 */
const PROVINCES = [
  { id: '31', name: 'DKI JAKARTA' },
  { id: '32', name: 'JAWA BARAT' },
  { id: '91', name: 'PAPUA' },
];
const CITIES: Record<string, Array<{ id: string; name: string }>> = {
  '31': [
    { id: '31.71', name: 'KOTA ADMINISTRASI JAKARTA PUSAT' },
    { id: '31.74', name: 'KOTA ADMINISTRASI JAKARTA SELATAN' },
  ],
  '32': [{ id: '32.73', name: 'KOTA BANDUNG' }],
  '91': [{ id: '91.71', name: 'KOTA JAYAPURA' }],
};
const DISTRICTS: Record<string, Array<{ id: string; name: string }>> = {
  '31.71': [
    { id: '31.71.01', name: 'Gambir' },
    { id: '31.71.06', name: 'Menteng' },
  ],
  '31.74': [{ id: '31.74.01', name: 'Tebet' }],
  '32.73': [{ id: '32.73.01', name: 'Sukasari' }],
};
const VILLAGES: Record<string, Array<{ id: string; name: string; postal_code: string | null }>> = {
  '31.71.01': [
    { id: '31.71.01.1002', name: 'Cideng', postal_code: null },
    { id: '31.71.01.1001', name: 'Gambir', postal_code: null },
  ],
  '31.71.06': [{ id: '31.71.06.1001', name: 'Menteng', postal_code: '10310' }],
  '32.73.01': [{ id: '32.73.01.1001', name: 'Gegerkalong', postal_code: null }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(url: URL) {
  const by = (table: Record<string, unknown[]>, param: string) =>
    table[url.searchParams.get(param) ?? ''] ?? [];
  switch (url.pathname) {
    case '/api/provinces':
      return PROVINCES;
    case '/api/cities':
      return by(CITIES, 'province_id');
    case '/api/districts':
      return by(DISTRICTS, 'city_id');
    case '/api/subdistricts':
      return by(VILLAGES, 'district_id');
    default:
      return null;
  }
}

/**
 * Stubs `fetch` with the region API. `failFirst` answers the first call to that path with a
 * 500, as an API having a bad moment would. Returns the mock to inspect the calls made.
 */
export function stubRegionApi({ failFirst }: { failFirst?: string } = {}) {
  let failed = false;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (failFirst && url.pathname === failFirst && !failed) {
      failed = true;
      return json(500, { success: false, data: null, meta: { code: 500 } });
    }
    const data = answer(url);
    return data === null
      ? json(404, { success: false, data: null, meta: { code: 404 } })
      : json(200, { success: true, data, meta: { code: 200, total: data.length } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with their queries) the picker asked for, in order. */
export const calledPaths = (fetchMock: ReturnType<typeof stubRegionApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));
