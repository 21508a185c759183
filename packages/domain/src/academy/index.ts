export * from './paths';
export * from './progress';
export * from './scoring';
export * from './responses';
