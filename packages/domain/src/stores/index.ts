export * from './constants';
export * from './hours';
export * from './responses';
export * from './collection-token';
export * from './store-mode';
