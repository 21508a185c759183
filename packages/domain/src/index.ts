export * from './shared';
export * from './messages';
