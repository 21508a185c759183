import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('keeps only the keys that changed, added or removed, in name order', () => {
    expect(
      auditChanges(
        { role: 'support', locked: false, name: 'Ayu', version: 3, gone: 'x' },
        { role: 'admin', locked: true, name: 'Ayu', version: 4, tags: ['a'] },
      ),
    ).toEqual([
      { key: 'gone', before: 'x', after: null },
      { key: 'locked', before: 'false', after: 'true' },
      { key: 'role', before: 'support', after: 'admin' },
      { key: 'tags', before: null, after: '["a"]' },
      { key: 'version', before: '3', after: '4' },
    ]);
  });

  it('reads a creation (no before) and a deletion (no after)', () => {
    expect(auditChanges(null, { email: 'a@kilau.id' })).toEqual([
      { key: 'email', before: null, after: 'a@kilau.id' },
    ]);
    expect(auditChanges({ email: 'a@kilau.id' }, null)).toEqual([
      { key: 'email', before: 'a@kilau.id', after: null },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
