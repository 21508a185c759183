export * from './constants';
export * from './types';
export * from './rules';
export * from './guest-bag';
export * from './promotions';
export * from './free-shipping';
export * from './totals';
export * from './flow';
