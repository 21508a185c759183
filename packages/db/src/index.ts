export * from './database';
export * from './migrate';
export type * from './schema';
export { migrations } from './migrations';
export * from './seed';
