export * from './constants';
export * from './order-status';
export * from './retry';
export * from './derive';
export * from './list';
export * from './receipt';
export * from './lifecycle';
