/** The API tests' fixed "now" (a Saturday, 10:00 WIB); the test catalogue is seeded at it. */
export const FIXED_NOW = new Date('2026-11-21T03:00:00.000Z');
