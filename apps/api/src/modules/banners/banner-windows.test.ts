// Banner windows at their edges (issue 20, docs/design/banners.md): a banner scheduled in WIB
// through the back office shows from its first millisecond to its last, and not a millisecond
// outside; a popup may be limited to one page; home takes mini, twin and cover banners; a
// campaign marked for the web's icon shows while it runs. The clock is fixed and moved by hand.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const clock = () => now;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** 1 Dec 2026 10:00 WIB and 3 Dec 2026 22:00 WIB, as the back office's form sends them. */
const START_WIB = '2026-12-01T10:00';
const END_WIB = '2026-12-03T22:00';
const START = Date.parse('2026-12-01T03:00:00.000Z');
const END = Date.parse('2026-12-03T15:00:00.000Z');

const shown = async (location: string, id: number) => {
  const res = await app.inject({ url: `/api/banners/all?locations=${location}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data[location] as Array<{ id: number }>).some((banner) => banner.id === id);
};

/** A merchandiser signed in at the clock's time (a session lasts less than the test's span). */
const merchandiser = () => signedInStaff(app, database.db, 'merchandiser', clock);

const create = async (payload: object) => {
  const staff = await merchandiser();
  const res = await staff.inject({ method: 'POST', url: '/api/admin/banners', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; type: string; page_path: string | null };
};

describe('a banner shows only inside its window, both ends included (WIB)', () => {
  it.each([
    'popup_banner',
    'fullscreen_popup_banner',
    'emergency_announcement',
    'top_banners',
    'floating_banners',
    'home',
  ])('%s', async (location) => {
    now = FIXED_NOW;
    const banner = await create({
      location,
      title: `Jendela ${location}`,
      link_url: '/promo',
      popup_setting: location.includes('popup') ? 'everyday' : null,
      start_date: START_WIB,
      end_date: END_WIB,
    });
    const at = async (ms: number) => {
      now = new Date(ms);
      return shown(location, banner.id);
    };
    expect(await at(START - 1)).toBe(false);
    expect(await at(START)).toBe(true);
    expect(await at(END)).toBe(true);
    expect(await at(END + 1)).toBe(false);
  });
});

describe('popups across the shop', () => {
  it('a popup may be limited to one page; the path is kept as sent, without a trailing slash', async () => {
    now = new Date(START);
    const banner = await create({
      location: 'popup_banner',
      title: 'Hanya di kampanye',
      popup_setting: 'everyday',
      page_path: '/campaign/glow-up-week/',
      start_date: START_WIB,
    });
    expect(banner.page_path).toBe('/campaign/glow-up-week');
    const res = await app.inject({ url: '/api/banners?location=popup_banner' });
    const item = (res.json().data as Array<{ id: number; page_path: string | null }>).find(
      (entry) => entry.id === banner.id,
    );
    expect(item?.page_path).toBe('/campaign/glow-up-week');

    const refused = await (
      await merchandiser()
    ).inject({
      method: 'POST',
      url: '/api/admin/banners',
      payload: {
        location: 'popup_banner',
        title: 'Jalur salah',
        popup_setting: 'once',
        page_path: 'https://contoh.id',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.page_path).toBe(
      'Halaman diawali / (mis. /campaign/glow-up-week), tanpa spasi.',
    );
    // Only a popup is limited to a page: the other placements keep none.
    const strip = await create({ location: 'top_banners', title: 'Strip', page_path: '/promo' });
    expect(strip.page_path).toBeNull();
  });
});

describe("home's banner types", () => {
  it.each(['hero', 'mini', 'twin', 'cover_banner'])('home takes a %s banner', async (type) => {
    now = new Date(START);
    const banner = await create({ location: 'home', title: `Home ${type}`, type });
    expect(banner.type).toBe(type);
    const res = await app.inject({ url: '/api/banners?location=home' });
    const item = (res.json().data as Array<{ id: number; type: string }>).find(
      (entry) => entry.id === banner.id,
    );
    expect(item?.type).toBe(type);
  });

  it('another placement keeps its own type whatever is sent', async () => {
    const banner = await create({ location: 'top_middle_banner', title: 'Tengah', type: 'twin' });
    expect(banner.type).toBe('mini');
  });
});

describe('the floating campaign icon (is_display_icon_web)', () => {
  it('shows a marked campaign while it runs, both ends included', async () => {
    now = FIXED_NOW;
    const res = await (
      await merchandiser()
    ).inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      payload: {
        name: 'Undian Kilau',
        slug: 'undian-kilau-uji',
        is_display_icon_web: true,
        icon_url: '/media/campaigns/undian-kilau-uji-icon.webp',
        starts_at: START_WIB,
        ends_at: END_WIB,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      is_display_icon_web: true,
      icon_url: '/media/campaigns/undian-kilau-uji-icon.webp',
    });
    const at = async (ms: number) => {
      now = new Date(ms);
      const icons = await app.inject({ url: '/api/campaign-icons' });
      expect(icons.statusCode, icons.body).toBe(200);
      const icon = (icons.json().data as Array<{ slug: string; icon_url: string | null }>).find(
        (entry) => entry.slug === 'undian-kilau-uji',
      );
      if (icon) expect(icon.icon_url).toBe('/media/campaigns/undian-kilau-uji-icon.webp');
      return icon !== undefined;
    };
    // The demo's own marked campaigns stop showing for the test's window.
    await database.db
      .updateTable('campaigns')
      .set({ is_display_icon_web: false })
      .where('slug', '!=', 'undian-kilau-uji')
      .execute();
    expect(await at(START - 1)).toBe(false);
    expect(await at(START)).toBe(true);
    expect(await at(END)).toBe(true);
    expect(await at(END + 1)).toBe(false);
  });
});
