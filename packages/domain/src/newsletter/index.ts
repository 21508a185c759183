export * from './constants';
export * from './subscribe-form';
export * from './responses';
export * from './mask-email';
