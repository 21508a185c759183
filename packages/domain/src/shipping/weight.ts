import { GRAMS_PER_KG, MIN_BILLED_KG, WEIGHT_TOLERANCE_GRAMS } from './constants';

/**
 * The kilograms a carrier bills for a parcel: every started kilogram, except that the first
 * 300 g over a whole kilogram are forgiven; at least 1 kg. Fractions of a gram count as a gram.
 */
export function billedWeightKg(weightGrams: number): number {
  const grams = Number.isFinite(weightGrams) ? Math.max(0, Math.ceil(weightGrams)) : 0;
  return Math.max(MIN_BILLED_KG, Math.ceil((grams - WEIGHT_TOLERANCE_GRAMS) / GRAMS_PER_KG));
}
