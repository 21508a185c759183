export * from './constants';
export * from './card';
export * from './methods';
export * from './bank-promo';
export * from './bank-promo-rules';
export * from './due';
export * from './status';
export * from './signature';
