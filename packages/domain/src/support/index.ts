export * from './constants';
export * from './contact-form';
export * from './responses';
export * from './faq-answer';
export * from './chat';
