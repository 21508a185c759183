export * from './constants';
export * from './consent';
export * from './schemas';
export * from './responses';
export * from './acquisition';
