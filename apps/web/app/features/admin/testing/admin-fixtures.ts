import { ROLE_PERMISSIONS } from '@kilau/domain/admin';
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
