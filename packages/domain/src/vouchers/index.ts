export * from './member-vouchers';
