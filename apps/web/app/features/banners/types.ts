/** The API's banner shapes live in the domain (ADR 0020). */
export type { BannerView as Banner, BannerGroups } from '@kilau/domain/engagement';
