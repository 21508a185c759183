export * from './academy-paths';
export * from './progress';
export * from './scoring';
export * from './responses';
export * from './academy-inputs';
export * from './admin-forms';
export * from './admin-responses';
export * from './paper-images';
