export * from './constants';
export * from './codes';
export * from './schemas';
export * from './responses';
