import { describe, expect, it } from 'vitest';
import { tagLabel } from './tag-label';

describe('tag labels (ADR 0030)', () => {
  it.each([
    ['acne', 'Acne', 'Jerawat'],
    ['combination-skin', 'Combination Skin', 'Kulit kombinasi'],
    ['dark-spots', 'Dark Spots', 'Noda hitam'],
    ['hair-fall', 'Hair Fall', 'Rambut rontok'],
    ['niacinamide', 'Niacinamide', 'Niacinamide'],
    ['added-later', 'Added Later', 'Added Later'],
  ])('%s reads "%s" in English and its label in Indonesian', (slug, name, id) => {
    expect(tagLabel({ slug, name }, 'en')).toBe(name);
    expect(tagLabel({ slug, name }, 'id')).toBe(id);
  });
});
