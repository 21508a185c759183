export * from './constants';
export * from './hours';
export * from './responses';
