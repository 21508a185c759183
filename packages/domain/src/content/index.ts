export * from './constants';
export * from './inputs';
export * from './responses';
