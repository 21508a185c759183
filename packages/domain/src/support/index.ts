export * from './constants';
export * from './contact-form';
export * from './responses';
