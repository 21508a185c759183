export * from './constants';
export * from './roles';
export * from './schemas';
export * from './responses';
export * from './dashboard';
export * from './bulk';
