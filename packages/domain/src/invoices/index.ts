export * from './tax';
export * from './numbering';
export * from './settings';
