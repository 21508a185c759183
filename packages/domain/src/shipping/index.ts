export * from './constants';
export * from './weight';
export * from './eta';
export * from './pricing';
export * from './schemas';
export * from './responses';
