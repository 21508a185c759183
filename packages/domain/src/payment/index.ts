export * from './constants';
export * from './card';
export * from './methods';
export * from './bank-promo';
export * from './due';
