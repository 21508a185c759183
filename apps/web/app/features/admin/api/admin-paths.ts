/** The back office's API (docs/design/back-office.md). */
export const ADMIN_API = {
  login: '/api/admin/auth/login',
  totp: '/api/admin/auth/totp',
  logout: '/api/admin/auth/logout',
  pending: '/api/admin/auth/pending',
  me: '/api/admin/me',
  staff: '/api/admin/staff',
  staffMember: (id: number) => `/api/admin/staff/${id}`,
  resetTotp: (id: number) => `/api/admin/staff/${id}/reset-totp`,
  auditLog: '/api/admin/audit-log',
  // catalogue
  catalogueOptions: '/api/admin/catalogue/options',
  products: '/api/admin/products',
  productsBulk: '/api/admin/products/bulk',
  product: (id: number) => `/api/admin/products/${id}`,
  productImages: (id: number) => `/api/admin/products/${id}/images`,
  productImage: (id: number, imageId: number) => `/api/admin/products/${id}/images/${imageId}`,
  dashboard: '/api/admin/dashboard',
  authenticityCodes: (id: string) => `/api/admin/authenticity/batches/${id}/codes.csv`,
  bulkExport: (kind: 'products' | 'combinations') => `/api/admin/bulk/export.csv?kind=${kind}`,
  bulkImport: (kind: 'products' | 'combinations', dryRun: boolean) =>
    `/api/admin/bulk/import?kind=${kind}&dry_run=${dryRun ? 1 : 0}`,
} as const;
