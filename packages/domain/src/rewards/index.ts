export * from './constants';
export * from './redeem';
export * from './prize-admin';
export * from './responses';
