export * from './constants';
export * from './redeem';
export * from './prize-admin';
export * from './redemption-queue';
export * from './redemption-words';
export * from './responses';
