export * from './member-vouchers';
export * from './constants';
export * from './scope';
export * from './redemption';
export * from './gifts';
