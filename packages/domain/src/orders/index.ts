export * from './constants';
export * from './status';
export * from './retry';
export * from './derive';
export * from './list';
export * from './receipt';
export * from './lifecycle';
export * from './responses';
