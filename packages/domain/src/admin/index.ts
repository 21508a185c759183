export * from './constants';
export * from './roles';
export * from './schemas';
export * from './responses';
export * from './promotion-admin';
