import type { ProductTile } from '@kilau/domain/catalog';

/** Product tiles by id, in that order (the catalogue's, filled by app.ts). */
export type QuizProductTiles = (ids: number[]) => Promise<ProductTile[]>;
