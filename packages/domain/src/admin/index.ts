export * from './constants';
export * from './roles';
export * from './schemas';
export * from './responses';
export * from './catalogue';
export * from './stock';
export * from './taxonomy';
