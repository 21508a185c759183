import type { MessageTable } from './types';

/**
 * The seeded taxonomy's tags (concerns, benefits, skin types, ingredients; `packages/db` seed
 * `tables/tags.ts`) by slug, `-` written `_` (ADR 0030). The stored name is the English one;
 * Indonesian is the shopper's word. Ingredient names stay as the label on the pack writes them
 * (Niacinamide, Hyaluronic Acid), so they have no entry here. Read with `tagLabel`.
 */
export const TAG_MESSAGES = {
  tag_acne: { id: 'Jerawat', en: 'Acne' },
  tag_dark_spots: { id: 'Noda hitam', en: 'Dark Spots' },
  tag_pores: { id: 'Pori-pori besar', en: 'Pores' },
  tag_redness: { id: 'Kemerahan', en: 'Redness' },
  tag_dullness: { id: 'Kulit kusam', en: 'Dullness' },
  tag_anti_aging: { id: 'Penuaan dini', en: 'Anti-Aging' },
  tag_uneven_texture: { id: 'Tekstur tidak rata', en: 'Uneven Texture' },
  tag_hair_fall: { id: 'Rambut rontok', en: 'Hair Fall' },
  tag_dandruff: { id: 'Ketombe', en: 'Dandruff' },
  tag_brightening: { id: 'Mencerahkan', en: 'Brightening' },
  tag_hydrating: { id: 'Melembapkan', en: 'Hydrating' },
  tag_oil_control: { id: 'Mengontrol minyak', en: 'Oil Control' },
  tag_sun_protection: { id: 'Perlindungan UV', en: 'Sun Protection' },
  tag_barrier_repair: { id: 'Memperkuat lapisan kulit', en: 'Barrier Repair' },
  tag_long_lasting: { id: 'Tahan lama', en: 'Long Lasting' },
  tag_waterproof: { id: 'Tahan air', en: 'Waterproof' },
  tag_nourishing: { id: 'Menutrisi', en: 'Nourishing' },
  tag_gift_idea: { id: 'Ide hadiah', en: 'Gift Idea' },
  tag_vegan: { id: 'Vegan', en: 'Vegan' },
  tag_travel_friendly: { id: 'Praktis dibawa bepergian', en: 'Travel Friendly' },
  tag_sensitive_skin: { id: 'Kulit sensitif', en: 'Sensitive Skin' },
  tag_oily_skin: { id: 'Kulit berminyak', en: 'Oily Skin' },
  tag_dry_skin: { id: 'Kulit kering', en: 'Dry Skin' },
  tag_combination_skin: { id: 'Kulit kombinasi', en: 'Combination Skin' },
  tag_normal_skin: { id: 'Kulit normal', en: 'Normal Skin' },
  tag_rice_extract: { id: 'Ekstrak beras', en: 'Rice Extract' },
} as const satisfies MessageTable;
