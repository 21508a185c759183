import {
  ROLE_PERMISSIONS,
  type AdminProduct,
  type AdminProductRow,
  type CatalogueOptions,
} from '@kilau/domain/admin';
import type { AuditEntry, Staff, StaffMe, StaffRole } from '../types';

/** Back-office answers as the API gives them (tests only). */
export const makeMe = (role: StaffRole = 'admin', overrides: Partial<StaffMe> = {}): StaffMe => ({
  id: 1,
  email: 'rina@kilau.id',
  name: 'Rina Admin',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  ...overrides,
});

export const makeStaff = (overrides: Partial<Staff> = {}): Staff => ({
  id: 2,
  email: 'ayu@kilau.id',
  name: 'Ayu Merchandiser',
  role: 'merchandiser',
  locked: false,
  totp_enabled: true,
  version: 3,
  created_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-02T03:00:00.000Z',
  ...overrides,
});

export const makeAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 10,
  at: '2026-11-20T03:15:00.000Z',
  staff_id: 1,
  staff_email: 'rina@kilau.id',
  action: 'staff.update',
  entity: 'staff',
  entity_id: '2',
  before: { role: 'merchandiser', locked: false, version: 3 },
  after: { role: 'support', locked: false, version: 4 },
  ip: '203.0.113.7',
  ...overrides,
});

/** A staff session's cookie as the browser sends it. */
export const STAFF_COOKIE = 'kilau_staff=staff-session; lang=id';

// catalogue
export const makeCatalogueOptions = (): CatalogueOptions => ({
  brands: [
    { id: 5, name: 'Mauve Lab', is_active: true },
    { id: 6, name: 'Sari Ayu', is_active: true },
  ],
  categories: [
    { id: 10, name: 'Makeup', depth: 0, parent_id: null },
    { id: 11, name: 'Lipstik', depth: 1, parent_id: 10 },
  ],
  tags: [{ id: 20, name: 'Kulit kering', type: 'concern' }],
});

export const makeProductRow = (overrides: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: 41,
  name: 'Lipstik Matte Merah Bata',
  slug: 'lipstik-matte-merah-bata',
  brand: { id: 5, name: 'Mauve Lab' },
  cover_image: '/media/products/41-1.webp',
  price: { min: 116_100, max: 129_000 },
  total_stock: 42,
  combinations_count: 2,
  is_active: true,
  flags: ['is_new'],
  version: 2,
  updated_at: '2026-11-20T03:15:00.000Z',
  ...overrides,
});

export const makeProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 41,
  name: 'Lipstik Matte Merah Bata',
  slug: 'lipstik-matte-merah-bata',
  brand: { id: 5, name: 'Mauve Lab' },
  default_category_id: 11,
  category_ids: [11],
  tag_ids: [],
  classification: null,
  description: 'Lipstik matte yang ringan.',
  how_to_use: '',
  ingredients: '',
  is_new: true,
  is_exclusive: false,
  is_limited: false,
  is_online: false,
  is_buy_one_get_one_free: false,
  is_sale: false,
  is_out_of_stock_academy: false,
  is_active: true,
  max_limit_per_order: null,
  pack_items: [],
  combinations: [
    {
      id: 901,
      sku: 'MLB-01',
      barcode: null,
      attributes: { shade: 'Merah Bata' },
      price: 129_000,
      deduction_type: 'percentage',
      deduction_amount: 0,
      deduction_percentage: 10,
      price_after_discount: 116_100,
      hex: '#b5452f',
      swatch_image: null,
      weight_grams: 200,
      is_default: true,
      is_active: true,
      position: 0,
      stock: 30,
      preorder: null,
    },
  ],
  images: [
    {
      id: 501,
      url: '/media/products/staff/41-a.webp',
      alt: 'Kemasan',
      alt_en: 'Packshot',
      kind: 'packshot',
      is_cover: true,
      position: 0,
      combination_id: null,
    },
  ],
  shop_url: '/lipstik/41-lipstik-matte-merah-bata',
  version: 2,
  updated_at: '2026-11-20T03:15:00.000Z',
  ...overrides,
});
