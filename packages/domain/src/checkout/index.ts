export * from './constants';
export * from './steps';
export * from './outcome';
export * from './error-catalogue';
