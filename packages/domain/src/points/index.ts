export * from './points-rules';
