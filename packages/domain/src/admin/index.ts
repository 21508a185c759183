export * from './constants';
export * from './roles';
export * from './schemas';
export * from './responses';
export * from './product-editing';
export * from './stock';
export * from './taxonomy';
export * from './banner-admin';
