export * from './database';
export * from './read-replica';
export * from './migrate';
export type * from './schema';
export { migrations } from './migrations';
export * from './seed';
export {
  REGIONS_DATA_VERSION,
  REGIONS_SEED_KEY,
  seedRegions,
  type SeedRegionsResult,
} from './seed/seed-regions';
export { DEFAULT_COUNTRY_CODE } from './seed/regions-countries';
export { recomputeReviewStats } from './review-stats';
export { storedSecret } from './stored-secret';
export { authenticityCodeHash, DEV_AUTHENTICITY_CODE_SECRET } from './authenticity-hash';
